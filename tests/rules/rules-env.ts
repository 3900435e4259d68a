import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { deleteApp, getApps } from 'firebase/app';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdmin, getApps as adminApps } from 'firebase-admin/app';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { runAdminAction } from '../../functions/src/admin/admin-action';
import { readAdminRequest } from '../../functions/src/admin/admin-request';
import { withRequestId, type AdminActionAsked, type AdminActionResult } from '../../shared/admin/admin-calls';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { readAdminEmail, readRisksVersion } from '../../scripts/vite/read-rules-constants.ts';
import { RULES_PROJECT } from '../../scripts/rule-coverage-projects.mjs';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import type { ProjectContent } from '../../src/features/campaigns/api/projects/project-schema';
import { seedInvestmentId, withProjectCards } from '../../scripts/seed-lib';
import { seedAutoId } from '../../scripts/seed-ids';
import { AUDITED_FIELDS, auditedFields, questionAuditId, updateAuditId } from '../../shared/admin/audit-entry';
import { dayNumber, shardOf } from '../../shared/money/shards';
import { askerKeyOf } from '../../src/testing/asker-keys';

export const PROJECT_ID = 'demo-startupfund';
export const ADMIN = readAdminEmail();

export type Actor =
  'guest' | 'noDoc' | 'investor' | 'investor2' | 'entrepreneur' | 'other' | 'admin' | 'fakeAdmin' | 'unverified' | 'upperAdmin';
// `name`: the public name their profile gives (users/{uid} fullName), when actorProfiles() seeds it.
export const actors: Record<Exclude<Actor, 'guest'>, { uid: string; email: string; verified: boolean; name: string }> = {
  noDoc: { uid: 'newcomer', email: 'newcomer@example.com', verified: true, name: '' },
  investor: { uid: 'ivy', email: 'ivy@example.com', verified: true, name: 'Ivy Chen' },
  investor2: { uid: 'olivia', email: 'olivia@example.com', verified: true, name: 'Olivia Martins' },
  entrepreneur: { uid: 'erin', email: 'erin@example.com', verified: true, name: 'Erin Park' },
  other: { uid: 'sam', email: 'sam@example.com', verified: true, name: 'Sam Okafor' },
  admin: { uid: 'boss', email: ADMIN, verified: true, name: 'Admin' },
  fakeAdmin: { uid: 'mallory', email: ADMIN, verified: false, name: 'Mallory' },
  // Signed in with an address nobody has verified yet.
  unverified: { uid: 'una', email: 'una@example.com', verified: false, name: 'Una Unverified' },
  // The admin address in other letter case, verified: still the admin.
  upperAdmin: { uid: 'boss2', email: ADMIN.toUpperCase(), verified: true, name: 'Admin Two' },
};

/** The current version of "Before you invest" (firestore.rules risksVersion()). */
export const RISKS_VERSION = readRisksVersion();
/**
 * What a profile holds once its member has acknowledged the risks: the rules refuse an
 * investment without it. Every test investor has, unless a test says otherwise.
 */
export const risksAcknowledged = () => ({ risksAcknowledgedAt: Timestamp.fromMillis(Date.UTC(2026, 8, 2)), risksVersion: RISKS_VERSION });

/**
 * Profiles (users/{uid}) of the actors with a name, as registration writes them, with the risks
 * acknowledged: the rules compare a project's creatorName and a receipt's name with them, and refuse
 * an investment without the acknowledgement. Seed them where such writes are tested.
 */
export function actorProfiles(): Record<string, Record<string, unknown>> {
  const createdAt = Timestamp.fromMillis(Date.UTC(2026, 8, 1));
  return Object.fromEntries(
    Object.values(actors)
      .filter((actor) => actor.name)
      .map((actor) => [
        `users/${actor.uid}`,
        { email: actor.email, role: 'investor', fullName: actor.name, createdAt, askerKey: askerKeyOf(actor.uid), ...risksAcknowledged() },
      ]),
  );
}

/** The names of app-client.ts's Firebase apps begin with this. */
export const APP_CLIENT_PREFIX = 'app-client-';

let env: RulesTestEnvironment;
let clearBeforeEachTest = true;
/** Set by every write that bypasses the rules (seeding, asBackend, the server's money): see sharedWorld. */
let backendWrote = false;
export const markBackendWrote = () => {
  backendWrote = true;
};

/**
 * Where each rules test file runs: the whole rules suite shares one emulator project (RULES_PROJECT),
 * so the emulator keeps one rule coverage report for it (scripts/rule-coverage.mjs), and its files run
 * one after another (vite.config.ts). An integration test runs the app's code, which is configured for
 * demo-startupfund, so it runs there.
 */
export function rulesProjectOf(testPath: string): string {
  return testPath.includes('/tests/rules/') ? RULES_PROJECT : PROJECT_ID;
}
let activeProject = PROJECT_ID;
/** The project of the running file's rules environment (app-client signs in there too). */
export const activeProjectId = () => activeProject;

/** One rules environment per test file; Firestore is cleared before each test unless `{ clearEachTest: false }`. */
export function setupRulesEnv({ clearEachTest = true }: { clearEachTest?: boolean } = {}) {
  // Set when the file starts: a worker runs its files one after another in one module graph (vite.config.ts).
  beforeAll(async () => {
    clearBeforeEachTest = clearEachTest;
    backendWrote = false;
    activeProject = rulesProjectOf(expect.getState().testPath ?? '');
    env = await initializeTestEnvironment({
      projectId: activeProject,
      // The emulator runs firestore.rules (firebase.json) for every project that loads none of its own;
      // loading them again would reset that project's rule coverage.
      firestore: { host: '127.0.0.1', port: 8080 },
    });
  }, 120_000); // loading a rules file takes the emulator a while on a busy machine
  beforeEach(async () => {
    if (clearBeforeEachTest) await env.clearFirestore();
  });
  afterAll(async () => {
    await env.cleanup();
    // The file's Admin SDK app of adminActionOnServer, too.
    await Promise.all(
      adminApps()
        .filter((app) => app.name.startsWith('rules-server-'))
        .map((app) => deleteAdminApp(app)),
    );
    // The file's Firestore Lite instances of app-client.ts, too.
    await Promise.all(
      getApps()
        .filter((app) => app.name.startsWith(APP_CLIENT_PREFIX))
        .map((app) => deleteApp(app)),
    );
  });
}

export function dbAs(actor: Actor): Firestore {
  if (actor === 'guest') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const { uid, email, verified } = actors[actor];
  return env.authenticatedContext(uid, { email, email_verified: verified }).firestore() as unknown as Firestore;
}

/** A client signed in as any account (the demo's, say), verified unless told otherwise. */
export function dbForAccount(account: { uid: string; email: string }, verified = true): Firestore {
  return env.authenticatedContext(account.uid, { email: account.email, email_verified: verified }).firestore() as unknown as Firestore;
}

/** Writes documents as a backend would, bypassing the rules; a project comes with its card, and one with money with its shards. */
export async function seed(docs: Record<string, Record<string, unknown>>) {
  await seedExactly(Object.fromEntries(withProjectCards(withShards(Object.entries(docs)))));
}

/**
 * A project's counter shards as its investments' batches would have left them (decision 0050): each
 * active investment seeded with it counts in its shard (shardOf its id) and the UTC day it was made;
 * money the project holds beyond them (raised from investments not seeded) counts in shard 0, today.
 * Left alone when the test seeds shards of its own (or the project has no money).
 */
export function withShards(writes: Array<[string, Record<string, unknown>]>): Array<[string, Record<string, unknown>]> {
  const added: Array<[string, Record<string, unknown>]> = [];
  for (const [path, data] of writes) {
    const id = /^projects\/([^/]+)$/.exec(path)?.[1];
    const raised = typeof data.raised === 'number' ? data.raised : 0;
    if (!id || raised <= 0 || writes.some(([other]) => other.startsWith(`${path}/shards/`))) continue;
    const shards = new Map<string, { raised: number; backerCount: number; days: Record<string, number>; lastInvestmentId: string }>();
    const move = (shardId: string, investmentId: string, amount: number, backers: number, day: number) => {
      const shard = shards.get(shardId) ?? { raised: 0, backerCount: 0, days: {}, lastInvestmentId: investmentId };
      shards.set(shardId, {
        raised: shard.raised + amount,
        backerCount: shard.backerCount + backers,
        days: { ...shard.days, [String(day)]: (shard.days[String(day)] ?? 0) + amount },
        lastInvestmentId: investmentId,
      });
    };
    let counted = 0;
    let backers = 0;
    // Backers are people: an investor's first active investment counts them.
    const investors = new Set<unknown>();
    for (const [other, investment] of writes) {
      const investmentId = /^investments\/([^/]+)$/.exec(other)?.[1];
      const madeAt = investment.createdAt instanceof Timestamp ? investment.createdAt.toDate() : investment.createdAt;
      if (!investmentId || investment.projectId !== id || (investment.status ?? 'active') !== 'active' || !(madeAt instanceof Date))
        continue;
      const first = !investors.has(investment.investorId);
      investors.add(investment.investorId);
      move(shardOf(investmentId), investmentId, investment.amount as number, first ? 1 : 0, dayNumber(madeAt));
      counted += investment.amount as number;
      if (first) backers++;
    }
    const rest = raised - counted;
    const restBackers = Math.max(0, ((data.backerCount as number | undefined) ?? (rest > 0 ? 1 : 0)) - backers);
    if (rest > 0) move('0', (data.lastInvestmentId as string | undefined) ?? 'fixture', rest, restBackers, dayNumber(new Date()));
    for (const [n, shard] of shards) added.push([`${path}/shards/${n}`, shard]);
  }
  return [...writes, ...added];
}

/** Runs `work` as a backend would (the Admin SDK: rules do not apply), on a client with the rules disabled. */
export async function asBackend<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  backendWrote = true;
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await work(context.firestore() as unknown as Firestore);
  });
  return result as T;
}

/** Writes exactly these documents (a project without its card, a card that disagrees). */
export async function seedExactly(docs: Record<string, Record<string, unknown>>) {
  backendWrote = true;
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    // One batch per 500 writes (Firestore's most): a round trip each, not one per document.
    const entries = Object.entries(docs);
    for (let start = 0; start < entries.length; start += 500) {
      const batch = writeBatch(db);
      for (const [path, data] of entries.slice(start, start + 500)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}

export const sampleContent: ProjectContent = {
  title: 'Solar Roofs for Schools',
  description: 'Rooftop solar for rural schools.',
  goal: 50000,
  category: 'sustainability',
  imageUrl: 'https://example.com/roof.jpg',
  videoUrl: '',
  businessPlan: 'Lease panels to districts.',
  teamInfo: 'Two engineers.',
  risks: 'Weather.',
  durationDays: 30,
};

export const HOUR = 3_600_000;

/**
 * An id of the app's form for a project, an investment or an audit entry (a version 4 UUID, as
 * crypto.randomUUID makes), fixed per name so tests can refer to it.
 */
export const appId = seedInvestmentId;
/** A question's or update's id of the app's form (a Firestore auto-id), fixed per name. */
export const autoId = seedAutoId;
/** A time relative to the real current time, so the emulator's request.time decides deadlines. */
export const fromNow = (ms: number) => Timestamp.fromMillis(Date.now() + ms);

/** A stored project by `erin`, approved (ending in 30 days) or pending, as the backend would hold it. */
export function storedProject(overrides: Record<string, unknown> = {}) {
  const now = Timestamp.fromMillis(Date.UTC(2026, 9, 1));
  return {
    ...newProjectFields(sampleContent, actors.entrepreneur),
    approved: true,
    status: 'approved',
    createdAt: now,
    updatedAt: now,
    endsAt: fromNow(30 * 24 * HOUR),
    ...overrides,
  };
}

/** Reads a document as the backend would. */
export async function readAsBackend(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

export async function countAsBackend(collectionPath: string): Promise<number> {
  let count = 0;
  await env.withSecurityRulesDisabled(async (context) => {
    count = (await getDocs(collection(context.firestore() as unknown as Firestore, collectionPath))).size;
  });
  return count;
}

/** A client's change to a project (its card is the server's: functions/src/cards). */
export function updateProjectIn(batch: WriteBatch, db: Firestore, id: string, changes: Record<string, unknown>) {
  batch.update(doc(db, 'projects', id), changes);
}

export function updateProjectAs(db: Firestore, id: string, changes: Record<string, unknown>) {
  const batch = writeBatch(db);
  updateProjectIn(batch, db, id, changes);
  return batch.commit();
}

/** The address of the actor whose account `uid` is (what a founder's private/founder holds). */
export const emailOfUid = (uid: unknown) => Object.values(actors).find((actor) => actor.uid === uid)?.email ?? 'nobody@example.com';

/**
 * A client's new project, in one batch, as createProject writes it: with the founder's
 * count of new projects (creatorLimits/{uid}) moved on under `founder` (the project's creatorId unless
 * told), from what the backend holds now, or `counter` as given (null: none); and the founder's address
 * in projects/{id}/private/founder: `founderDoc` (the creatorId's actor's address by
 * default), or null to leave it out.
 */
export async function createProjectAs(
  db: Firestore,
  id: string,
  data: Record<string, unknown>,
  options: { founder?: string; counter?: Record<string, unknown> | null; founderDoc?: Record<string, unknown> | null } = {},
) {
  const founder = options.founder ?? String(data.creatorId);
  const counter = options.counter === undefined ? await nextCreatorLimit(founder, id) : options.counter;
  const founderDoc = options.founderDoc === undefined ? { email: emailOfUid(data.creatorId) } : options.founderDoc;
  const batch = writeBatch(db);
  batch.set(doc(db, 'projects', id), data);
  if (counter) batch.set(doc(db, 'creatorLimits', founder), counter);
  if (founderDoc) batch.set(doc(db, 'projects', id, 'private', 'founder'), founderDoc);
  return batch.commit();
}

/** creatorLimits/{uid} after one more project, as createProject computes it from the stored one (a day lasts 24 hours). */
async function nextCreatorLimit(founder: string, projectId: string) {
  const stored = await readAsBackend(`creatorLimits/${founder}`);
  const start = stored?.windowStart as Timestamp | undefined;
  const sameDay = start !== undefined && Date.now() < start.toMillis() + 24 * HOUR;
  return {
    lastCreatedAt: serverTimestamp(),
    windowStart: sameDay ? start : serverTimestamp(),
    countInWindow: sameDay ? Number(stored?.countInWindow) + 1 : 1,
    lastProjectId: projectId,
  };
}

/** The admin's Delete: the project, its tombstone and its audit entry in one batch (deleteProject in the app). */
export async function deleteWithTombstone(
  db: Firestore,
  id: string,
  options: {
    who?: { uid: string; email: string };
    skipEntry?: boolean;
    alsoDelete?: string[];
    entry?: Record<string, unknown>;
    auditId?: string;
  } = {},
) {
  const stored = (await readAsBackend(`projects/${id}`)) ?? {};
  const batch = writeBatch(db);
  for (const path of options.alsoDelete ?? []) batch.delete(doc(db, path));
  const auditId = options.auditId ?? appId(`delete-${id}-${Date.now()}`);
  const who = options.who ?? actors.admin;
  if (!options.skipEntry)
    batch.set(doc(db, 'audit', auditId), {
      actorUid: who.uid,
      action: 'delete',
      projectId: id,
      projectTitle: stored.title,
      creatorId: stored.creatorId,
      subjectId: id,
      before: auditedFields(stored, AUDITED_FIELDS.delete),
      after: {},
      at: serverTimestamp(),
      ...options.entry,
    });
  batch.delete(doc(db, 'projects', id));
  batch.set(doc(db, 'deletedProjects', id), { deletedAt: serverTimestamp(), auditId });
  return batch.commit();
}

// ---------- The admin's audited actions, run by the server's own code. ----------
/** The Admin SDK on this file's project: what the functions write with (rules do not apply). */
function serverDb() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const name = `rules-server-${activeProject}`;
  return adminFirestore(adminApps().find((app) => app.name === name) ?? initializeAdmin({ projectId: activeProject }, name));
}
/**
 * An admin action as the adminAction function runs it (functions/src/admin), as the admin: the same
 * transaction, on this file's project. No client writes them (tests/rules/audit.rules.test.ts).
 */
export function adminActionOnServer(action: AdminActionAsked, requestId: string = crypto.randomUUID()): Promise<AdminActionResult> {
  backendWrote = true;
  // Read as the function reads what it is sent: a request it would refuse is refused here too.
  return runAdminAction(serverDb(), actors.admin.uid, readAdminRequest(withRequestId(action, requestId)));
}
export const approveOnServer = (projectId: string) => adminActionOnServer({ action: 'approve', projectId });
export const sendBackOnServer = (projectId: string, reason = 'Add numbers') =>
  adminActionOnServer({ action: 'send_back', projectId, reason });
export const extendOnServer = (projectId: string, days: number) => adminActionOnServer({ action: 'extend', projectId, days });
export const closeOnServer = (projectId: string) => adminActionOnServer({ action: 'close', projectId });
export const deleteOnServer = (projectId: string) => adminActionOnServer({ action: 'delete', projectId });
export const removeQuestionOnServer = (projectId: string, questionId: string) =>
  adminActionOnServer({ action: 'remove_question', projectId, questionId });
export const removeUpdateOnServer = (projectId: string, updateId: string) =>
  adminActionOnServer({ action: 'remove_update', projectId, updateId });

// ---------- The batches the app wrote for the admin's actions before the server took them: refused now. ----------
type Who = { uid: string; email: string };
let auditCount = 0;
const auditFact = (
  who: Who,
  action: string,
  projectId: string,
  stored: Record<string, unknown>,
  before: unknown,
  after: unknown,
  subjectId = projectId,
) => ({
  actorUid: who.uid,
  action,
  projectId,
  projectTitle: stored.title,
  creatorId: stored.creatorId,
  subjectId,
  before,
  after,
  at: serverTimestamp(),
});

/**
 * An audited admin action on a project (approve, send_back, extend, close), with its audit entry, in
 * one batch: what project-mutations.ts writes. `tamper` may change the batch's parts to try attacks.
 */
export async function auditedUpdateAs(
  db: Firestore,
  id: string,
  action: 'approve' | 'send_back' | 'extend' | 'close',
  changes: Record<string, unknown>,
  options: {
    who?: Who;
    reason?: string;
    skipEntry?: boolean;
    skipReview?: boolean;
    entry?: Record<string, unknown>;
    auditId?: string;
  } = {},
) {
  const who = options.who ?? actors.admin;
  const stored = (await readAsBackend(`projects/${id}`)) ?? {};
  const fields = AUDITED_FIELDS[action];
  const batch = writeBatch(db);
  const after: Record<string, unknown> = auditedFields({ ...stored, ...changes }, fields);
  if (action === 'send_back') {
    after.reviewNote = options.reason ?? 'Add numbers';
    if (!options.skipReview)
      batch.set(doc(db, `projects/${id}/private/review`), {
        note: after.reviewNote,
        reviewCount: changes.reviewCount,
        sentBackAt: serverTimestamp(),
      });
  }
  const auditId = options.auditId ?? appId(`entry-${++auditCount}`);
  if (!options.skipEntry)
    batch.set(doc(db, 'audit', auditId), { ...auditFact(who, action, id, stored, auditedFields(stored, fields), after), ...options.entry });
  updateProjectIn(batch, db, id, { ...changes, lastAuditId: auditId });
  return batch.commit();
}

export const approveAs = (db: Firestore, id: string, endsAt: Date, options?: Parameters<typeof auditedUpdateAs>[4]) =>
  auditedUpdateAs(db, id, 'approve', { approved: true, status: 'approved', endsAt }, options);
export const sendBackAs = async (db: Firestore, id: string, reason = 'Add numbers', options?: Parameters<typeof auditedUpdateAs>[4]) => {
  const reviewCount = Number((await readAsBackend(`projects/${id}`))?.reviewCount ?? 0) + 1;
  return auditedUpdateAs(db, id, 'send_back', { approved: false, status: 'changes_requested', reviewCount }, { reason, ...options });
};
export const closeAs = (db: Firestore, id: string, options?: Parameters<typeof auditedUpdateAs>[4]) =>
  auditedUpdateAs(db, id, 'close', { approved: false, status: 'closed', bookmarked: false, closedAt: serverTimestamp() }, options);
export const extendAs = (db: Firestore, id: string, days: number, endsAt: Date, options?: Parameters<typeof auditedUpdateAs>[4]) =>
  auditedUpdateAs(db, id, 'extend', { extensionDays: days, endsAt }, options);

/** The admin's removal of a question, with its audit entry (removeQuestion in the app). */
export async function removeQuestionAs(
  db: Firestore,
  projectId: string,
  questionId: string,
  options: { who?: Who; skipEntry?: boolean; entryId?: string; entry?: Record<string, unknown> } = {},
) {
  const who = options.who ?? actors.admin;
  const [stored, question] = [
    (await readAsBackend(`projects/${projectId}`)) ?? {},
    (await readAsBackend(`projects/${projectId}/questions/${questionId}`)) ?? {},
  ];
  const batch = writeBatch(db);
  const millis = question.createdAt instanceof Timestamp ? question.createdAt.toMillis() : 0;
  if (!options.skipEntry)
    batch.set(doc(db, 'audit', options.entryId ?? questionAuditId(projectId, questionId, millis)), {
      ...auditFact(who, 'remove_question', projectId, stored, { text: question.text, askerName: question.askerName }, {}, questionId),
      ...options.entry,
    });
  batch.delete(doc(db, 'projects', projectId, 'questions', questionId));
  return batch.commit();
}

/** The admin's removal of a campaign update, with its audit entry (removeUpdate in the app). */
export async function removeUpdateAs(db: Firestore, projectId: string, updateId: string, options: { who?: Who } = {}) {
  const who = options.who ?? actors.admin;
  const [stored, update] = [
    (await readAsBackend(`projects/${projectId}`)) ?? {},
    (await readAsBackend(`projects/${projectId}/updates/${updateId}`)) ?? {},
  ];
  const batch = writeBatch(db);
  const millis = update.createdAt instanceof Timestamp ? update.createdAt.toMillis() : 0;
  batch.set(
    doc(db, 'audit', updateAuditId(projectId, updateId, millis)),
    auditFact(who, 'remove_update', projectId, stored, { title: update.title, body: update.body }, {}, updateId),
  );
  batch.delete(doc(db, 'projects', projectId, 'updates', updateId));
  return batch.commit();
}

/** The investor marker's move in an investment's (+1) or a cancellation's (-1) batch, as the app writes it. */
export function moveMarker(
  batch: WriteBatch,
  db: Firestore,
  projectId: string,
  investorId: string,
  investmentId: string,
  count: 1 | -1,
  amount: number,
  anonymous = false,
) {
  batch.set(
    doc(db, 'projects', projectId, 'investors', investorId),
    {
      investorId,
      lastInvestmentId: investmentId,
      activeCount: increment(count),
      activeAmount: increment(amount),
      namedCount: increment(anonymous ? 0 : count),
    },
    { merge: true },
  );
}

/** A stored marker: `count` uncancelled investments of `amount` in all. */
export const storedMarker = (investorId: string, lastInvestmentId: string, count = 1, amount = 250, namedCount = count) => ({
  investorId,
  lastInvestmentId,
  activeCount: count,
  activeAmount: amount,
  namedCount,
});

/** The month number of the 12-month limit's buckets (monthIndex in the rules and the app). */
export const monthOf = (date: Date = new Date()) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** The 12-month limit ledger's move in an investment's or a cancellation's batch, as the app writes it. */
export function moveLedger(batch: WriteBatch, db: Firestore, investorId: string, investmentId: string, by: number, month = monthOf()) {
  batch.set(
    doc(db, 'investorLimits', investorId),
    { months: { [String(month)]: increment(by) }, lastInvestmentId: investmentId },
    { merge: true },
  );
}

/** Funding over time's invariant: the active investments' amounts by UTC day (fundingByDay's keys). */
export function activeByDay(investments: Array<{ get(field: string): unknown }>): Record<string, number> {
  const days: Record<string, number> = {};
  for (const investment of investments) {
    const day = String(dayNumber((investment.get('createdAt') as Timestamp).toDate()));
    days[day] = (days[day] ?? 0) + (investment.get('amount') as number);
  }
  return days;
}

/** A project's fundingByDay less the days that came back to 0 (every investment of theirs cancelled). */
export const nonZeroDays = (map: unknown) =>
  Object.fromEntries(Object.entries((map ?? {}) as Record<string, number>).filter(([, dollars]) => dollars !== 0));

/** The move of an investment's shard in its investment's (+) or cancellation's (-) batch, as the app writes it (moveShard); `shardId` overrides the shard its id names. */
export function moveShardOf(
  batch: WriteBatch,
  db: Firestore,
  projectId: string,
  investmentId: string,
  amount: number,
  backers: number,
  day = dayNumber(new Date()),
  shardId = shardOf(investmentId),
) {
  batch.set(
    doc(db, 'projects', projectId, 'shards', shardId),
    {
      raised: increment(amount),
      backerCount: increment(backers),
      days: { [String(day)]: increment(amount) },
      lastInvestmentId: investmentId,
    },
    { merge: true },
  );
}

/** A sync of the project's copy of its counter (writeCounterSync): the given sums onto the project and its card, stamped by the server. */
export async function syncAs(
  db: Firestore,
  projectId: string,
  raised: number,
  backerCount: number,
  options: { shards?: string[]; goal?: number; extra?: Record<string, unknown> } = {},
) {
  // The shards it names: those that exist, unless told otherwise.
  const shards = options.shards ?? (await shardIdsAsBackend(projectId));
  return updateProjectAs(db, projectId, {
    raised,
    backerCount,
    fundedRatio: raised / (options.goal ?? sampleContent.goal),
    raisedSyncedAt: serverTimestamp(),
    syncedShards: shards,
    ...options.extra,
  });
}

async function shardIdsAsBackend(projectId: string) {
  let ids: string[] = [];
  await env.withSecurityRulesDisabled(async (context) => {
    ids = (await getDocs(collection(context.firestore() as unknown as Firestore, 'projects', projectId, 'shards'))).docs
      .map((d) => d.id)
      .sort();
  });
  return ids;
}

/** A project's counter as the backend holds it: the sums of its shards (raised, backers, each day's total less the days back at 0). */
export async function shardTotalsAsBackend(projectId: string) {
  const totals = { raised: 0, backerCount: 0, days: {} as Record<string, number>, shards: 0 };
  await env.withSecurityRulesDisabled(async (context) => {
    const shards = await getDocs(collection(context.firestore() as unknown as Firestore, 'projects', projectId, 'shards'));
    totals.shards = shards.size;
    for (const shard of shards.docs) {
      totals.raised += shard.get('raised') as number;
      totals.backerCount += shard.get('backerCount') as number;
      for (const [day, dollars] of Object.entries(shard.get('days') as Record<string, number>))
        totals.days[day] = (totals.days[day] ?? 0) + dollars;
    }
  });
  return { ...totals, days: nonZeroDays(totals.days) };
}

/**
 * A world seeded once and kept while the tests leave it as it was, for a file of many one-write
 * attempts (the attack matrix). A refused write changes nothing, so a test that expects a refusal
 * keeps the world; it is cleared and seeded again before the next test after one that may have changed
 * it: an allowed attempt (`mayChange: true`), a write that bypassed the rules, or an attempt that is
 * more than one request. Use with `setupRulesEnv({ clearEachTest: false })`.
 */
export function sharedWorld(seedWorld: () => Promise<void>) {
  let fresh = false;
  beforeEach(async () => {
    if (fresh && !backendWrote) return;
    await env.clearFirestore();
    await seedWorld();
    backendWrote = false;
    fresh = true;
  });
  return {
    /** Call after a test that may have changed the world. */
    spoil: () => {
      fresh = false;
    },
  };
}
