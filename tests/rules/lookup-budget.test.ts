import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { AUDITED_FIELDS, auditedFields } from '../../src/features/audit/api/audit-model';
import { cardFieldsOf } from '../../src/features/campaigns/api/project-card';
import { cancelInvestment } from '../../src/features/investments/api/cancel-investment';
import { releaseReturnedInvestments } from '../../src/features/investments/api/investment-limit';
import { recordInvestment } from '../../src/features/investments/api/record-investment';
import { appFirestoreAs } from './app-client';
import { actorProfiles, actors, appId, fromNow, HOUR, monthOf, sampleContent, storedMarker, storedProject, updateWithCard } from './rules-env';

// Firestore's rules allow at most 20 document look-ups (get, exists, getAfter; the same document
// counts once) per batch and 10 per document write, and the emulator enforces both. This file loads
// firestore.rules into a project of its own with 3 more look-ups of distinct documents in front of
// every allow, then writes every batch the app writes: each must still pass, so each stays at least
// 3 under both limits. A batch that comes within 3 of a limit fails here. (The emulator does not count
// look-ups of documents the batch itself writes; docs/security.md counts those too: 6 per investment.)
const BUDGET_PROJECT = 'demo-lookup-budget';
const SPARE = 3;

export function withSpareLookups(rules: string, spare = SPARE): string {
  // get() of documents that exist: the emulator does not count exists() of a missing one.
  const pads = Array.from({ length: spare }, (_, i) => `get(/databases/$(database)/documents/lookupBudget/spare${i}).data.ok == true`).join(' && ');
  const padded = rules.replace(/allow ([a-z, ]+): if /g, 'allow $1: if spareLookups() && ');
  return padded.replace('function isSignedIn()', `function spareLookups() { return ${pads}; }\n    function isSignedIn()`);
}

let env: RulesTestEnvironment;

async function seedBackend(docs: Record<string, Record<string, unknown>>) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}
const withCard = (id: string, project: Record<string, unknown>) => ({ [`projects/${id}`]: project, [`projectCards/${id}`]: cardFieldsOf(project) });
const spareDocs = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`lookupBudget/spare${i}`, { ok: true }]));
const as = (who: 'investor' | 'admin') => appFirestoreAs(actors[who], BUDGET_PROJECT);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: BUDGET_PROJECT,
    firestore: { host: '127.0.0.1', port: 8080, rules: withSpareLookups(readFileSync('firestore.rules', 'utf8')) },
  });
}, 120_000); // loading a rules file takes the emulator a while on a busy machine
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedBackend({ ...withCard('live', storedProject()), ...spareDocs(SPARE), ...actorProfiles() });
});

it('pads every allow, and the padding bites: with 11 spare look-ups (over the 10 per write) an investment is refused', { timeout: 120_000 }, async () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  const allows = rules.match(/allow [a-z, ]+: if /g)?.length ?? 0;
  expect(withSpareLookups(rules).match(/spareLookups\(\) && /g)?.length).toBe(allows);
  const over = await initializeTestEnvironment({
    projectId: `${BUDGET_PROJECT}-over`,
    firestore: { host: '127.0.0.1', port: 8080, rules: withSpareLookups(rules, 11) },
  });
  try {
    await over.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (const [path, data] of Object.entries({ ...withCard('live', storedProject()), ...spareDocs(11), ...actorProfiles() })) await setDoc(doc(db, path), data);
    });
    const request = { intentId: appId('over-1'), projectId: 'live', projectTitle: sampleContent.title, goal: sampleContent.goal, creatorId: 'erin', investor: actors.investor, anonymous: false, amount: 100 };
    await expect(recordInvestment(request, appFirestoreAs(actors.investor, `${BUDGET_PROJECT}-over`))).rejects.toThrow();
  } finally {
    await over.cleanup();
  }
});

it('an investment (investment, receipt, project, card, marker, 12-month ledger) stays 3 under the limits', async () => {
  const request = { intentId: appId('budget-1'), projectId: 'live', projectTitle: sampleContent.title, goal: sampleContent.goal, creatorId: 'erin', investor: actors.investor, anonymous: false, amount: 100 };
  expect(await recordInvestment(request, as('investor'))).toBe('recorded');
});

it('a cancellation (investment, receipt, project, card, marker, ledger) stays 3 under the limits', async () => {
  const request = { intentId: appId('budget-2'), projectId: 'live', projectTitle: sampleContent.title, goal: sampleContent.goal, creatorId: 'erin', investor: actors.investor, anonymous: false, amount: 100 };
  await recordInvestment(request, as('investor'));
  await cancelInvestment({ id: appId('budget-2'), projectId: 'live', amount: 100, investorId: 'ivy' }, as('investor'));
});

it('a cancellation of money made before the limit (investment, receipt, project, card, marker; the ledger read) stays 3 under the limits', async () => {
  await seedBackend({
    ...withCard('old', storedProject({ raised: 100, backerCount: 1, fundedRatio: 100 / sampleContent.goal, lastInvestmentId: 'old-1' })),
    'projects/old/investors/ivy': storedMarker('ivy', 'old-1', 1, 100),
    'projects/old/backers/old-1': { name: actors.investor.name, amount: 100, createdAt: Timestamp.now() },
    'investments/old-1': {
      projectId: 'old', projectTitle: sampleContent.title, creatorId: 'erin', investorId: 'ivy', investorEmail: actors.investor.email,
      investorName: actors.investor.name, anonymous: false, amount: 100, createdAt: Timestamp.now(), status: 'active',
    },
    'investorLimits/ivy': { months: { [String(monthOf())]: 50 }, lastInvestmentId: 'x' },
  });
  await cancelInvestment({ id: 'old-1', projectId: 'old', amount: 100, investorId: 'ivy' }, as('investor'));
});

it('a release of Returned money (investment, ledger) stays 3 under the limits', async () => {
  await seedBackend({
    ...withCard('short', storedProject({ endsAt: fromNow(-HOUR), raised: 100, lastInvestmentId: 'r' })),
    'projects/short/investors/ivy': storedMarker('ivy', 'r', 1, 100),
    'investments/r': { projectId: 'short', projectTitle: sampleContent.title, creatorId: 'erin', investorId: 'ivy', investorEmail: actors.investor.email, amount: 100, createdAt: Timestamp.now(), status: 'active' },
    // Counted against the limit, so its bucket can give it back.
    'investorLimits/ivy': { months: { [String(monthOf())]: 100 }, lastInvestmentId: 'r' },
  });
  expect(await releaseReturnedInvestments('ivy', as('investor'))).toBe(1);
});

it("the admin's close of a campaign that took money stays 3 under the limits", async () => {
  const stored = storedProject({ raised: 100, lastInvestmentId: 'x' });
  await seedBackend(withCard('funded', stored));
  const db = env.authenticatedContext(actors.admin.uid, { email: actors.admin.email, email_verified: true }).firestore() as unknown as Firestore;
  // The close with its audit entry, as closeProject (project-mutations.ts) writes it.
  const changes = { approved: false, status: 'closed', bookmarked: false, closedAt: serverTimestamp() };
  const batch = writeBatch(db);
  batch.set(doc(db, 'audit', 'close-funded'), {
    actorUid: actors.admin.uid, actorEmail: actors.admin.email, action: 'close', projectId: 'funded', projectTitle: stored.title, creatorId: stored.creatorId, subjectId: 'funded',
    before: auditedFields(stored, AUDITED_FIELDS.close), after: auditedFields({ ...stored, ...changes }, AUDITED_FIELDS.close), at: serverTimestamp(),
  });
  updateWithCard(batch, db, 'funded', { ...changes, lastAuditId: 'close-funded' });
  await batch.commit();
});
