// People are shown by name, and an e-mail address is seen only by its owner, the creator
// (of their investors) and the admin. That holds for the founder's own address too (docs/security.md,
// "Founders' addresses, and a guest's search"): it is in projects/{id}/private/founder (the founder and
// the admin), never on the project, which every member and guest reads. Every path of the demo data (the admin's audit trail and a member's report
// included) is tried as each kind of reader.
import { collection, collectionGroup, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { demoWorld, withProjectCards } from '../../scripts/seed-lib';
import { demoAccounts } from '../../scripts/demo-accounts';
import { demoBackers } from '../../scripts/seed-backers';
import { dbAs, dbForAccount, seed, setupRulesEnv, sharedWorld } from './rules-env';
import { seedAskerKey } from '../../scripts/seed-ids';

setupRulesEnv({ clearEachTest: false });

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /\+\d[\d\s-]{6,}/;
const { ivy, olivia, erin, sam, admin } = demoAccounts;
const investorEmails = [ivy.email, olivia.email];
const demoAccountOf = (uid: string) => Object.values(demoAccounts).find((account) => account.uid === uid)!;

async function readable(read: () => Promise<unknown>): Promise<unknown> {
  try {
    return await read();
  } catch {
    return undefined; // denied: nothing exposed
  }
}

/** Everything a reader can get, document path → data: every path the demo has, and every list the app or an attacker might run. */
async function whatTheySee(db: Firestore, paths: string[], uid = 'nobody') {
  const seen: Record<string, unknown> = {};
  // Read at once: reads change nothing, and one at a time they took seconds per reader.
  const snapshots = await Promise.all(paths.map((path) => readable(() => getDoc(doc(db, path)))));
  paths.forEach((path, n) => {
    const data = (snapshots[n] as { data?: () => unknown } | undefined)?.data?.();
    if (data) seen[path] = data;
  });
  const projectIds = [...new Set(paths.map((path) => /^projects\/([^/]+)$/.exec(path)?.[1]).filter(Boolean))] as string[];
  const lists = [
    query(collection(db, 'projects'), where('approved', '==', true)),
    collection(db, 'projects'),
    query(collection(db, 'projectCards'), where('approved', '==', true)),
    collection(db, 'projectCards'),
    collection(db, 'users'),
    collection(db, 'investments'),
    query(collection(db, 'investments'), where('investorId', '==', uid)),
    query(collection(db, 'investments'), where('creatorId', '==', uid)),
    collectionGroup(db, 'backers'),
    query(collectionGroup(db, 'questions'), where('askerKey', '==', seedAskerKey(uid))),
    // The admin's audit trail (Activity, a project's History) and members' reports.
    collection(db, 'audit'),
    query(collection(db, 'audit'), where('creatorId', '==', uid)),
    collectionGroup(db, 'reports'),
    query(collectionGroup(db, 'reports'), where('reporterId', '==', uid)),
    ...projectIds.flatMap((id) =>
      ['backers', 'updates', 'questions', 'investors', 'reports', 'private'].map((sub) => collection(db, 'projects', id, sub)),
    ),
  ];
  for (const snapshot of await Promise.all(lists.map((list) => readable(() => getDocs(list))))) {
    (snapshot as Awaited<ReturnType<typeof getDocs>> | undefined)?.docs.forEach((d) => (seen[d.ref.path] = d.data()));
  }
  return seen;
}

/** Where each e-mail address shows up: address → the paths that hold it. */
function emailsIn(seen: Record<string, unknown>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, data] of Object.entries(seen)) {
    for (const email of new Set(JSON.stringify(data).match(EMAIL) ?? [])) found.set(email, [...(found.get(email) ?? []), path]);
  }
  return found;
}

// The demo as the seed leaves it, its money written by the server's code (read back from demo-startupfund).
const documents = withProjectCards(await demoWorld());
const paths = documents.map(([path]) => path);
const stored = new Map(documents);
// Every test here only reads: the demo world is seeded once for the file.
sharedWorld(() => seed(Object.fromEntries(documents)));

/**
 * The product rule: whether `reader` may see `email` at `path`. Its owner and the admin may; the
 * creator, on the investments in their projects. Nobody else, a founder's address included.
 */
function mayShow(reader: { uid: string; email: string } | null, email: string, path: string): boolean {
  if (!reader) return false;
  if (reader.uid === admin.uid || email === reader.email) return true;
  const data = stored.get(path) ?? {};
  return path.startsWith('investments/') && data.creatorId === reader.uid && data.investorEmail === email;
}

type Reader = [who: string, account: { uid: string; email: string } | null, verified: boolean];
describe.each<Reader>([
  ['a signed-out visitor', null, false],
  ['an unverified throwaway account', { uid: 'throwaway', email: 'throwaway@example.com' }, false],
  ...[ivy, olivia, erin, sam, admin].map((account): Reader => [account.fullName, account, true]),
])('%s', (_who, reader, verified) => {
  it('sees no e-mail address on any path but those the product rule allows them', async () => {
    const seen = await whatTheySee(reader ? dbForAccount(reader, verified) : dbAs('guest'), paths, reader?.uid);
    for (const [email, where] of emailsIn(seen))
      for (const path of where) expect(mayShow(reader, email, path), `${email} in ${path}`).toBe(true);
  });
});

describe('a signed-out visitor', () => {
  // Guests read approved projects too (their search reads the projects' search tokens, as a
  // member's does), now that a project holds no e-mail address.
  it('reads approved projects and their cards (and updates, questions, plans and milestones) holding no e-mail address and no phone number', async () => {
    const seen = await whatTheySee(dbAs('guest'), paths);
    const readPaths = Object.keys(seen);
    expect(readPaths.length).toBeGreaterThan(10); // the approved projects' cards are readable
    expect(
      readPaths.every((path) =>
        /^(projectCards\/[^/]+|projects\/[^/]+|projects\/[^/]+\/(updates|questions|pictures|edits|useOfFunds|spending|spendingTotal|milestones|posters|updateRequestTally)\/[^/]+|profiles\/[^/]+|profilePictures\/[^/]+|founderRecords\/[^/]+)$/.test(
          path,
        ),
      ),
      readPaths.join(),
    ).toBe(true);
    for (const [path, data] of Object.entries(seen))
      if (/^projects\/[^/]+$/.test(path)) expect((data as { approved: boolean }).approved, path).toBe(true);
    expect(readPaths.some((path) => path.includes('/questions/'))).toBe(true);
    // An approved project's milestones; a pending project's are not read.
    expect(readPaths.some((path) => path.includes('/milestones/'))).toBe(true);
    expect(readPaths.some((path) => path.startsWith('projects/refillroute-zero-waste-delivery/milestones/'))).toBe(false);
    // The uploaded pictures of approved projects, as the guest list shows them.
    expect(readPaths.some((path) => path.endsWith('/pictures/card'))).toBe(true);
    // A founder's public profile: their name, bio and joining time, and the hash naming their picture's address (Erin's), nothing else.
    for (const [path, data] of Object.entries(seen))
      if (path.startsWith('profiles/'))
        expect(
          Object.keys(data as object)
            .filter((key) => key !== 'pictureHash')
            .sort(),
          path,
        ).toEqual(['bio', 'displayName', 'joinedAt']);
    expect(seen[`profiles/${erin.uid}`]).toHaveProperty('pictureHash');
    // A founder's track record: public, keyed by projects, naming no member (a request's move names no backer).
    expect(readPaths.some((path) => path.startsWith('founderRecords/'))).toBe(true);
    for (const [path, data] of Object.entries(seen))
      if (path.startsWith('founderRecords/'))
        for (const account of Object.values(demoAccounts)) expect(JSON.stringify(data), path).not.toContain(account.uid);
    expect([...emailsIn(seen).keys()]).toEqual([]);
    for (const [path, data] of Object.entries(seen)) {
      expect(JSON.stringify(data), path).not.toMatch(PHONE);
      if (path.startsWith('projectCards/')) expect((data as { approved: boolean; creatorName: string }).approved, path).toBe(true);
    }
  });

  // A question named its asker's uid, which the founder can match with their investors'.
  it('reads questions that name their asker by name and role only, never by account id', async () => {
    const seen = await whatTheySee(dbAs('guest'), paths);
    const questions = Object.entries(seen).filter(([path]) => path.includes('/questions/'));
    expect(questions.length).toBeGreaterThan(0);
    const uids = Object.values(demoAccounts).map((account) => account.uid);
    for (const [path, data] of questions) {
      expect(data, path).not.toHaveProperty('askerId');
      // The project's creator, public on its card, so the founder's What's new finds the question.
      const { creatorId, ...rest } = data as Record<string, unknown>;
      expect(creatorId, path).toBe(stored.get(`projects/${path.split('/')[1]}`)?.creatorId);
      for (const uid of uids) expect(JSON.stringify(rest), path).not.toContain(uid);
    }
  });

  it('sees founders by name on the cards', async () => {
    const seen = await whatTheySee(dbAs('guest'), paths);
    const names = new Set(
      Object.entries(seen)
        .filter(([path]) => path.startsWith('projectCards/'))
        .map(([, data]) => (data as { creatorName: string }).creatorName),
    );
    expect(names).toEqual(new Set([erin.fullName, sam.fullName]));
  });
});

describe.each([
  ['an unverified throwaway account', () => dbForAccount({ uid: 'throwaway', email: 'throwaway@example.com' }, false), 'throwaway'],
  ['another investor (Olivia, who backs the same projects as Ivy)', () => dbForAccount(olivia), olivia.uid],
])('%s', (_who, client, uid) => {
  it('never gets Ivy’s e-mail address, nor a founder’s, from any path; only their own', async () => {
    const seen = await whatTheySee(client(), paths, uid);
    const found = emailsIn(seen);
    expect(found.get(ivy.email)).toBeUndefined();
    for (const [email, where] of found) expect(email === olivia.email && uid === olivia.uid, `${email} in ${where.join()}`).toBe(true);
  });

  // Any account, a new unverified one included, listed every approved project and collected
  // each founder's address from createdBy and lastUpdatedBy.
  it('lists the approved projects and finds no "@" in any field of any of them', async () => {
    const listed = await getDocs(query(collection(client(), 'projects'), where('approved', '==', true)));
    expect(listed.size).toBeGreaterThan(10);
    for (const project of listed.docs) {
      expect(JSON.stringify(project.data()), project.ref.path).not.toContain('@');
      expect(project.data(), project.ref.path).not.toHaveProperty('createdBy');
      expect(project.data(), project.ref.path).not.toHaveProperty('lastUpdatedBy');
    }
  });

  it('cannot read a founder’s private/founder', async () => {
    for (const path of paths.filter((candidate) => candidate.endsWith('/private/founder')))
      expect(await readable(() => getDoc(doc(client(), path))), path).toBeUndefined();
  });

  it('reads Recent Investors as names, never addresses', async () => {
    const seen = await whatTheySee(client(), paths, uid);
    const receipts = Object.entries(seen).filter(([path]) => path.includes('/backers/'));
    expect(receipts.length).toBeGreaterThan(0);
    for (const [path, data] of receipts) {
      expect(Object.keys(data as object).sort(), path).toEqual(['amount', 'createdAt', 'name']);
      expect(JSON.stringify(data), path).not.toMatch(EMAIL);
    }
  });
});

describe('who does see an investor’s e-mail address', () => {
  it('the investor themselves', async () => {
    const found = emailsIn(await whatTheySee(dbForAccount(ivy), paths, ivy.uid));
    expect(found.get(ivy.email)?.some((path) => path.startsWith('investments/'))).toBe(true);
    expect(found.get(olivia.email)).toBeUndefined();
  });

  it.each([erin, sam])('the creator ($fullName), for their own projects’ investments only (the Backers list)', async (creator) => {
    const seen = await whatTheySee(dbForAccount(creator), paths, creator.uid);
    const found = emailsIn(seen);
    for (const email of investorEmails) {
      const theirs = documents.filter(
        ([path, data]) => path.startsWith('investments/') && data.investorEmail === email && data.creatorId === creator.uid,
      );
      expect(found.get(email)?.sort(), email).toEqual(theirs.map(([path]) => path).sort());
    }
  });

  it('the creator also for an investment that is anonymous to the public', async () => {
    const seen = await whatTheySee(dbForAccount(erin), paths, erin.uid);
    const anonymous = Object.entries(seen).filter(([, data]) => (data as { anonymous?: boolean }).anonymous === true);
    expect(anonymous.length).toBeGreaterThan(0);
    for (const [path, data] of anonymous) {
      const investor = [...Object.values(demoAccounts), ...demoBackers].find(
        (account) => account.uid === (data as { investorId: string }).investorId,
      );
      expect(data).toMatchObject({ investorName: investor?.fullName, investorEmail: investor?.email });
      const receipt = seen[`projects/${(data as { projectId: string }).projectId}/backers/${path.split('/')[1]}`];
      expect(receipt).toMatchObject({ name: 'Anonymous investor' });
    }
  });

  it('the admin, for every investment', async () => {
    const found = emailsIn(await whatTheySee(dbForAccount(admin), paths, admin.uid));
    const investments = documents.filter(([path]) => path.startsWith('investments/'));
    for (const email of investorEmails) {
      const expected = investments.filter(([, data]) => data.investorEmail === email).map(([path]) => path);
      expect(
        found
          .get(email)
          ?.filter((path) => path.startsWith('investments/'))
          .sort(),
      ).toEqual(expected.sort());
    }
  });
});

describe('who does see a founder’s e-mail address', () => {
  const founderDocs = documents.filter(([path]) => path.endsWith('/private/founder'));

  it.each([erin, sam])('the founder ($fullName), on their own projects’ private/founder only', async (creator) => {
    const found = emailsIn(await whatTheySee(dbForAccount(creator), paths, creator.uid));
    const theirs = founderDocs.filter(([, data]) => data.email === creator.email).map(([path]) => path);
    expect(theirs.length).toBeGreaterThan(0);
    expect(
      found
        .get(creator.email)
        ?.filter((path) => path.includes('/private/'))
        .sort(),
    ).toEqual(theirs.sort());
    const other = creator === erin ? sam : erin;
    expect(found.get(other.email), other.email).toBeUndefined();
  });

  it('the admin, on every project’s private/founder (Created by on the project page)', async () => {
    const found = emailsIn(await whatTheySee(dbForAccount(admin), paths, admin.uid));
    for (const [path, data] of founderDocs) expect(found.get(data.email as string), path).toContain(path);
  });
});

describe('the admin’s audit trail', () => {
  it.each([erin, sam])(
    'gives the creator ($fullName) their projects’ History without an e-mail address, the admin’s least of all',
    async (creator) => {
      const seen = await whatTheySee(dbForAccount(creator), paths, creator.uid);
      const entries = Object.entries(seen).filter(([path]) => path.startsWith('audit/'));
      const theirs = documents.filter(([path, data]) => path.startsWith('audit/') && data.creatorId === creator.uid).map(([path]) => path);
      expect(theirs.length).toBeGreaterThan(0);
      expect(entries.map(([path]) => path).sort()).toEqual(theirs.sort());
      for (const [path, entry] of entries) expect(JSON.stringify(entry), path).not.toMatch(EMAIL);
    },
  );

  it('shows the admin’s address to the admin alone', async () => {
    for (const account of [ivy, olivia, erin, sam])
      expect(emailsIn(await whatTheySee(dbForAccount(account), paths, account.uid)).get(admin.email), account.fullName).toBeUndefined();
    expect(emailsIn(await whatTheySee(dbForAccount(admin), paths, admin.uid)).get(admin.email)).toEqual([`users/${admin.uid}`]);
  });
});

describe('the demo data', () => {
  it('has receipts by name and anonymous ones, none with an e-mail address or uid', () => {
    const receipts = documents.filter(([path]) => path.includes('/backers/')).map(([, data]) => data);
    expect(receipts.length).toBeGreaterThan(0);
    expect(JSON.stringify(receipts)).not.toMatch(EMAIL);
    expect(JSON.stringify(receipts)).not.toMatch(/demo-/);
    expect(receipts.map((receipt) => receipt.name)).toEqual(expect.arrayContaining([ivy.fullName, olivia.fullName, 'Anonymous investor']));
  });

  it('holds the investors’ e-mails in the ledger and a report, and audit entries, so the checks above are not vacuous', () => {
    const ledger = documents.filter(([path]) => path.startsWith('investments/'));
    expect(JSON.stringify(ledger)).toContain(ivy.email);
    expect(JSON.stringify(ledger)).toContain(olivia.email);
    expect(
      documents.some(([path, data]) => path.includes('/reports/') && investorEmails.some((email) => email === data.reporterEmail)),
    ).toBe(true);
    expect(documents.filter(([path]) => path.startsWith('audit/')).length).toBeGreaterThan(10);
    // Every project names its founder's address privately, and no project holds one.
    const projects = documents.filter(([path]) => /^projects\/[^/]+$/.test(path));
    for (const [path, data] of projects) {
      expect(stored.get(`${path}/private/founder`), path).toEqual({ email: demoAccountOf(data.creatorId as string).email });
      expect(JSON.stringify(data), path).not.toContain('@');
    }
  });
});
