// The Firestore documents a page reads, counted off the wire, and waiting for its requests to settle.
import type { CDPSession, Page } from '@playwright/test';

const FIRESTORE_PORT = ':8080/';
const SETTLE_MS = 1000;

/**
 * Counts the documents Firestore sends to one page, read off the wire with the DevTools protocol:
 * every Firestore response body is streamed to us, and each `document` (a REST query result, as
 * Firestore Lite receives them), `documentChange` (a result on a Listen WebChannel stream, as the
 * full SDK receives them), `found` (a batch get) or a whole response that is a document (a GET:
 * index.html's early read of a project) or each of a listed collection's is one document read. Aggregations
 * (`aggregateFields`) are counted apart.
 */
export class FirestoreTap {
  private bodies = new Map<string, Buffer[]>();
  private streamed = new Set<string>();
  /** Queries and counts of the project lists (projects, projectCards): when each went out and came back (CDP seconds). */
  listQueries: Array<{ start: number; end: number }> = [];
  lastActivity = Date.now();

  static async attach(page: Page): Promise<{ tap: FirestoreTap; cdp: CDPSession }> {
    const tap = new FirestoreTap();
    const cdp = await page.context().newCDPSession(page);
    const firestore = new Set<string>();
    const add = (id: string, base64?: string) => {
      if (!base64) return;
      const chunks = tap.bodies.get(id) ?? [];
      chunks.push(Buffer.from(base64, 'base64'));
      tap.bodies.set(id, chunks);
    };
    const listQueries = new Map<string, { start: number; end: number }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      tap.lastActivity = Date.now();
      if (!event.request.url.includes(FIRESTORE_PORT)) return;
      firestore.add(event.requestId);
      if (
        /:run(Aggregation)?Query/.test(event.request.url) &&
        /"collectionId":\s*"(projects|projectCards)"/.test(event.request.postData ?? '')
      ) {
        const entry = { start: event.timestamp, end: Infinity };
        listQueries.set(event.requestId, entry);
        tap.listQueries.push(entry);
      }
    });
    cdp.on('Network.responseReceived', (event) => {
      if (!firestore.has(event.requestId)) return;
      cdp
        .send('Network.streamResourceContent', { requestId: event.requestId })
        .then(({ bufferedData }) => {
          tap.streamed.add(event.requestId);
          add(event.requestId, bufferedData);
        })
        .catch(() => {}); // already finished: read whole at loadingFinished
    });
    cdp.on('Network.dataReceived', (event) => {
      tap.lastActivity = Date.now();
      if (tap.streamed.has(event.requestId)) add(event.requestId, event.data);
    });
    cdp.on('Network.loadingFinished', (event) => {
      tap.lastActivity = Date.now();
      const query = listQueries.get(event.requestId);
      if (query) query.end = event.timestamp;
      if (!firestore.has(event.requestId) || tap.streamed.has(event.requestId)) return;
      cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => tap.bodies.set(event.requestId, [Buffer.from(body, base64Encoded ? 'base64' : 'utf8')]))
        .catch(() => {});
    });
    await cdp.send('Network.enable', { maxTotalBufferSize: 200_000_000, maxResourceBufferSize: 100_000_000 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return { tap, cdp };
  }

  describe() {
    return [...this.bodies.entries()]
      .map(([id, chunks]) => `${id} ${this.streamed.has(id) ? 'streamed' : 'whole'} ${chunks.reduce((n, c) => n + c.length, 0)} bytes`)
      .join('\n');
  }

  /**
   * Round trips one after another among the project lists' queries and counts from `from` on: the
   * longest chain of requests each sent after the one before it came back, and the ms that chain
   * spent waiting on Firestore (the emulator's share of the time).
   */
  roundTrips(from = 0) {
    const queries = this.listQueries.slice(from).filter((q) => q.end !== Infinity);
    const chain: Array<{ trips: number; ms: number }> = [];
    queries.forEach((query, i) => {
      const before = queries.slice(0, i).map((q, j) => (q.end <= query.start ? chain[j] : { trips: 0, ms: 0 }));
      const longest = before.reduce((a, b) => (b.trips > a.trips || (b.trips === a.trips && b.ms > a.ms) ? b : a), { trips: 0, ms: 0 });
      chain.push({ trips: longest.trips + 1, ms: longest.ms + (query.end - query.start) * 1000 });
    });
    return chain.reduce((a, b) => (b.trips > a.trips || (b.trips === a.trips && b.ms > a.ms) ? b : a), { trips: 0, ms: 0 });
  }

  /** Documents read so far, by collection (projects, users, investments, backers), and aggregations. */
  count() {
    const byCollection: Record<string, number> = {};
    let documents = 0;
    let aggregations = 0;
    for (const chunks of this.bodies.values()) {
      const text = Buffer.concat(chunks).toString('utf8');
      // A single-document GET (index.html's early read of a project) answers with the document itself.
      const single = /^\s*\{\s*"name"\s*:\s*"([^"]+)"/.exec(text);
      // A collection listed by GET (index.html's early read of a project's shards or milestones): each document its own name.
      const listed = /^\s*\{\s*"documents"\s*:\s*\[/.test(text) ? [...text.matchAll(/"name"\s*:\s*"(projects\/[^"]+)"/g)] : [];
      const names = [
        ...text.matchAll(/"(?:documentChange|found|document)"\s*:\s*\{\s*"(?:document"\s*:\s*\{\s*")?name"\s*:\s*"([^"]+)"/g),
        ...(single ? [single] : []),
        ...listed,
      ];
      for (const match of names) {
        const path = match[1].replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '').split('/');
        const collection = path[path.length - 2] ?? 'unknown';
        byCollection[collection] = (byCollection[collection] ?? 0) + 1;
        documents++;
      }
      aggregations += text.match(/"aggregateFields"/g)?.length ?? 0;
    }
    return { documents, byCollection, aggregations };
  }
}

/** Until the page has sent or received nothing for SETTLE_MS (15 s at most). */
export async function settle(tap: FirestoreTap) {
  const until = Date.now() + 15_000;
  while (Date.now() - tap.lastActivity < SETTLE_MS && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}
