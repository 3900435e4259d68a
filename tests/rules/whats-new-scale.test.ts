import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { collectionGroup, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { readFileSync } from 'node:fs';
import { ENGAGEMENT_LIMITS } from '../../src/features/engagement/api/engagement-limits';
import { INBOX_ITEMS, INBOX_PROJECTS_PER_QUERY } from '../../src/features/engagement/api/engagement-model';
import { fetchInboxState, fetchInboxSummary, followProject } from '../../src/features/engagement/api/inbox-api';
import { fetchInboxItems } from '../../src/features/engagement/api/inbox-items-api';
import { saveProject } from '../../src/features/engagement/api/saved-api';
import { appFirestoreAs } from './app-client';
import { withLookupPadding } from './lookup-padding';
import { actors, storedMarker, storedProject } from './rules-env';

// What's new for a member who follows many projects (30 saved, 10 more backed). Every allow
// gets 3 look-ups of its own (lookup-budget.test.ts); Firestore allows 10 look-ups per query but the
// emulator 20, so the queries of followed updates and followed spending get 10 more: one that
// passes makes at most 7, 3 under Firestore's limit.
const SCALE_PROJECT = 'demo-whats-new-scale';
const EMULATOR_QUERY_LIMIT = 20;
const QUERY_LIMIT = 10;
const SPARE = 3;
const QUERY_PADDING = EMULATOR_QUERY_LIMIT - QUERY_LIMIT;
const followedUpdatesAllow = /(match \/\{path=\*\*\}\/updates\/\{updateId\} \{\s+allow list: if spareLookups\(\) && )/;
const followedSpendingAllow = /(match \/\{path=\*\*\}\/spending\/\{entryId\} \{\s+allow list: if spareLookups\(\) && )/;

function withQueryPadding(rules: string): string {
  const padded = withLookupPadding(rules, SPARE);
  expect(padded).toMatch(followedUpdatesAllow);
  expect(padded).toMatch(followedSpendingAllow);
  const pads = Array.from(
    { length: QUERY_PADDING },
    (_, i) => `get(/databases/$(database)/documents/lookupBudget/spare${SPARE + i}).data.ok == true`,
  ).join(' && ');
  return padded
    .replace(followedUpdatesAllow, '$1queryPadding() && ')
    .replace(followedSpendingAllow, '$1queryPadding() && ')
    .replace('function isSignedIn()', `function queryPadding() { return ${pads}; }\n    function isSignedIn()`);
}

const SAVED = 30;
const BACKED = 10;
const ids = Array.from({ length: SAVED + BACKED }, (_, n) => `p${String(n).padStart(2, '0')}`);
// Each project's one update, newer than the inbox's first opening: p39's newest, p00's oldest.
const posted = (n: number) => Timestamp.fromMillis(Date.now() + 3_600_000 + n * 60_000);

const rules = readFileSync('firestore.rules', 'utf8');
const envs: RulesTestEnvironment[] = [];
const withRules = async (padded: string) => {
  const env = await initializeTestEnvironment({ projectId: SCALE_PROJECT, firestore: { host: '127.0.0.1', port: 8080, rules: padded } });
  envs.push(env);
  return env;
};
afterAll(() => Promise.all(envs.map((env) => env.cleanup())));

async function seedBackend(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

const projectsWithUpdates = () =>
  Object.fromEntries(
    ids.flatMap((id, n) => [
      [`projects/${id}`, storedProject()],
      [
        `projects/${id}/updates/u`,
        {
          title: `News ${id}`,
          body: 'Text',
          projectId: id,
          projectTitle: 'Solar',
          creatorId: 'erin',
          createdAt: posted(n),
          updatedAt: posted(n),
        },
      ],
    ]),
  );
const spares = Object.fromEntries(Array.from({ length: SPARE + QUERY_PADDING }, (_, i) => [`lookupBudget/spare${i}`, { ok: true }]));

it(
  `gives a member who saved ${SAVED} projects and backed ${BACKED} more What's new, each query 3 under Firestore's look-up limit`,
  { timeout: 240_000 },
  async () => {
    const writes = await withRules(withLookupPadding(rules, SPARE));
    await writes.clearFirestore();
    await seedBackend(writes, { ...spares, ...projectsWithUpdates() });
    const ivy = appFirestoreAs(actors.investor, SCALE_PROJECT);
    for (const id of ids.slice(0, SAVED)) await saveProject('ivy', id, ivy);
    // Backing a project follows it (use-investments.ts): the same followProject.
    for (const id of ids.slice(SAVED)) await followProject('ivy', id, ivy);
    const following = (await fetchInboxState('ivy', ivy)).following;
    expect(following).toHaveLength(SAVED + BACKED);
    expect(following.length).toBeLessThanOrEqual(ENGAGEMENT_LIMITS.following);

    await withRules(withQueryPadding(rules));
    // The padding bites: one project more than a query names is refused.
    const group = (n: number, of = 'updates') =>
      getDocs(query(collectionGroup(ivy, of), where('projectId', 'in', following.slice(0, n)), orderBy('createdAt', 'desc')));
    await expect(group(INBOX_PROJECTS_PER_QUERY + 1)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await group(INBOX_PROJECTS_PER_QUERY)).size).toBe(INBOX_PROJECTS_PER_QUERY);
    await expect(group(INBOX_PROJECTS_PER_QUERY + 1, 'spending')).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await group(INBOX_PROJECTS_PER_QUERY, 'spending')).size).toBe(0);

    const summary = await fetchInboxSummary({ uid: 'ivy' }, ivy);
    expect(summary.pruned).toBe(false);
    expect(summary.unread).toBe(SAVED + BACKED);
    const items = await fetchInboxItems({ uid: 'ivy' }, summary.state.following, ivy);
    // The newest 10 of all 40 projects' updates, across every group.
    expect(items.updates.map((u) => u.projectId)).toEqual(ids.slice(-INBOX_ITEMS).reverse());

    // One followed project closed (ivy backed it), one deleted: their groups are asked again without
    // them, and the summary says the shorter list is to be stored.
    await seedBackend(writes, {
      'projects/p05': storedProject({ approved: false, status: 'closed', raised: 100, lastInvestmentId: 'x' }),
      'projects/p05/investors/ivy': storedMarker('ivy', 'x', 1, 100),
    });
    await writes.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore() as unknown as Firestore, 'projects/p20')));
    const after = await fetchInboxSummary({ uid: 'ivy' }, ivy);
    expect(after.pruned).toBe(true);
    expect(after.state.following).toEqual(following.filter((id) => id !== 'p05' && id !== 'p20'));
    expect(after.unread).toBe(SAVED + BACKED - 2);
    const newest = await fetchInboxItems({ uid: 'ivy' }, after.state.following, ivy);
    expect(newest.updates).toHaveLength(INBOX_ITEMS);
  },
);
