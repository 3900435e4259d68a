import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { demoDocuments, withProjectCards } from '../../scripts/seed-lib';
import { dbAs, seed, setupRulesEnv } from './rules-env';

setupRulesEnv();

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /\+\d[\d\s-]{6,}/;

async function readable(read: () => Promise<unknown>): Promise<unknown> {
  try {
    return await read();
  } catch {
    return undefined; // denied: nothing exposed
  }
}

/** Everything a signed-out visitor can read, document path → data, trying every path the demo has. */
async function whatAGuestSees(db: Firestore, paths: string[]) {
  const seen: Record<string, unknown> = {};
  for (const path of paths) {
    const snapshot = await readable(() => getDoc(doc(db, path)));
    const data = (snapshot as { data?: () => unknown } | undefined)?.data?.();
    if (data) seen[path] = data;
  }
  const lists = [
    query(collection(db, 'projects'), where('approved', '==', true)),
    collection(db, 'projects'),
    query(collection(db, 'projectCards'), where('approved', '==', true)),
    collection(db, 'projectCards'),
    collection(db, 'users'),
    collection(db, 'investments'),
  ];
  for (const list of lists) {
    const snapshot = (await readable(() => getDocs(list))) as Awaited<ReturnType<typeof getDocs>> | undefined;
    snapshot?.docs.forEach((d) => (seen[d.ref.path] = d.data()));
  }
  return seen;
}

describe('data a signed-out visitor can read', () => {
  const documents = withProjectCards(demoDocuments());

  beforeEach(() => seed(Object.fromEntries(documents)));

  it('holds no e-mail address but a project creator’s public contact, and no phone number', async () => {
    const seen = await whatAGuestSees(dbAs('guest'), documents.map(([path]) => path));
    const paths = Object.keys(seen);
    expect(paths.length).toBeGreaterThan(10); // the approved projects are readable
    // Approved projects and their cards, and their updates and questions (questions carry the asker's display name, never an e-mail).
    expect(paths.every((path) => /^(projects\/[^/]+(\/(updates|questions)\/[^/]+)?|projectCards\/[^/]+)$/.test(path))).toBe(true);
    expect(paths.some((path) => path.includes('/questions/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('projectCards/'))).toBe(true);
    for (const [path, data] of Object.entries(seen)) {
      const creator = (data as { createdBy?: string }).createdBy;
      const text = JSON.stringify(data);
      const emails = new Set(text.match(EMAIL) ?? []);
      expect([...emails].filter((email) => email !== creator), path).toEqual([]);
      expect(text, path).not.toMatch(PHONE);
      if (!path.replace('projectCards/', 'projects/').includes('/', 'projects/'.length)) expect((data as { approved: boolean }).approved, path).toBe(true);
    }
  });

  it('includes investor e-mails in the demo, so the check above is not vacuous', () => {
    const receipts = documents.filter(([path]) => path.includes('/backers/'));
    expect(receipts.length).toBeGreaterThan(0);
    expect(JSON.stringify(receipts)).toMatch(EMAIL);
  });
});
