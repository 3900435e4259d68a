// Fills the Auth and Firestore emulators with the demo data. Clears both first, so a second run
// gives the same state. Writes with security rules disabled, as a backend would.
import { createHash, randomUUID } from 'node:crypto';
import { EMULATOR_HOSTS } from '../shared/firebase-env';
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Bytes, collection, doc, getDoc, getDocs, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { PICTURE_SIZES, pictureFits, type PictureSize } from '@shared/pictures/picture-limits';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';
import { founderFields, newProjectFields } from '../src/features/campaigns/api/projects/project-model';
import { projectSearchTokens } from '../shared/projects/search-tokens';
import type { ProjectContent } from '../src/features/campaigns/api/projects/project-schema';
import { cardFieldsOf } from '@shared/projects/card-copy';
import { auditEntryData, projectChangeFacts, type AuditedProjectAction } from '../shared/admin/audit-entry';
import { checkDocuments } from './collection-schemas';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from './demo-accounts';
import { RISKS_VERSION } from '../shared/money/policy.ts';
import { seedProjects, type SeedProject } from './seed-data';
import { engagementDocuments } from './seed-engagement';
import { ceilingDocuments } from './seed-ceilings';
import { seedAskerKey, seedUuid } from './seed-ids';
import { spendingDocuments } from './seed-spending';
import { updateRequestDocuments } from './seed-update-requests';
import { milestoneDocuments } from './seed-milestones';
import { founderRecordDocuments } from './seed-founder-records';
import { crowdInvestments, demoBackers } from './seed-backers';
import {
  investAsServer,
  recordMilestonesAsServer,
  remindAsClock,
  settleAsClock,
  countFiguresAsServer,
  syncRunningCopies,
  withServerFirestore,
  type SeedInvestment,
} from './seed-money';

export const PROJECT_ID = 'demo-startupfund';
const AUTH = 'http://127.0.0.1:9099';
const EPOCH = Date.UTC(2026, 9, 1); // fixed, so every run writes the same timestamps
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

async function authRequest(method: string, path: string, body?: unknown) {
  const response = await fetch(`${AUTH}${path}`, { method, headers: owner, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`Auth emulator ${method} ${path}: ${response.status} ${await response.text()}`);
}

async function seedAccounts() {
  for (const account of Object.values(demoAccounts)) {
    await authRequest('POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
      localId: account.uid,
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.fullName,
      emailVerified: true,
    });
  }
}

/** Marks an Auth emulator account's e-mail address verified, as clicking the link of the verification e-mail would. */
export async function markEmailVerified(uid: string) {
  await authRequest('POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    localId: uid,
    emailVerified: true,
  });
}

/** The same, for an account found by its e-mail address. */
export async function markEmailVerifiedByEmail(email: string) {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ email: [email] }),
  });
  const { users } = (await response.json()) as { users?: Array<{ localId: string }> };
  if (!users?.[0]) throw new Error(`No Auth emulator account for ${email}`);
  await markEmailVerified(users[0].localId);
}

/** The out-of-band codes (verification e-mails and the like) the Auth emulator has "sent". */
export async function sentEmails(): Promise<Array<{ email: string; requestType: string; oobLink: string }>> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`Auth emulator oobCodes: ${response.status}`);
  return ((await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> }).oobCodes;
}

const at = (minutes: number) => Timestamp.fromMillis(EPOCH + minutes * 60_000);
/** The demo investor who has not been through Before you invest (README, Demo accounts). */
export const NOT_YET_ACKNOWLEDGED: keyof typeof demoAccounts = 'noah';

/** A project with an uploaded picture shows it, not an Image URL; one without shows its bundled illustration. */
function projectContent(project: SeedProject): ProjectContent {
  const { title, description, goal, category, businessPlan, teamInfo, risks } = project;
  const imageUrl = project.uploaded === false ? `/images/${project.key}.svg` : '';
  return {
    title,
    description,
    goal,
    category,
    businessPlan,
    teamInfo,
    risks,
    imageUrl,
    videoUrl: project.videoUrl ?? '',
    durationDays: 30,
  };
}

/** The width and height a WebP file states (its VP8X, VP8 or VP8L header). */
export function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const chunk = String.fromCharCode(...bytes.slice(12, 16));
  const le = (at: number, length: number) => bytes.slice(at, at + length).reduceRight((value, byte) => value * 256 + byte, 0);
  if (chunk === 'VP8X') return { width: le(24, 3) + 1, height: le(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: le(26, 2) & 0x3fff, height: le(28, 2) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = le(21, 4);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`Not a WebP file (${chunk})`);
}

type PictureOwner = Pick<SeedProject, 'key' | 'category' | 'image'>;

function seedPictureFile(project: PictureOwner, size: PictureSize, own: boolean) {
  const name = `${own ? project.key : `${project.category}-${project.image}`}-${size}`;
  return { name, bytes: new Uint8Array(readFileSync(new URL(`./seed-pictures/${name}.webp`, import.meta.url))) };
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What a project showing its seedPictures holds, as savePictures writes it: the first version and each size's hash (its address). */
export function seedPictureFields(project: PictureOwner, own = false) {
  const hashOf = (size: PictureSize) => sha256Hex(seedPictureFile(project, size, own).bytes);
  return { pictureVersion: 1, pictureHashes: { card: hashOf('card'), page: hashOf('page') } };
}

/**
 * The demo's uploaded pictures of a project, stored as the upload form stores them (savePictures):
 * a WebP per size from scripts/seed-pictures (made by make.ts there), each within its size's limits:
 * the project's own (`own`, named by its key), or its category's (the bench's many projects).
 */
export function seedPictures(project: PictureOwner, updatedAt: Timestamp, own = false): Array<[string, Record<string, unknown>]> {
  return (Object.keys(PICTURE_SIZES) as PictureSize[]).map((size) => {
    const { name, bytes } = seedPictureFile(project, size, own);
    const picture = { contentType: 'image/webp', ...webpSize(bytes) };
    if (!pictureFits(size, { byteLength: bytes.length, ...picture })) throw new Error(`Seed picture ${name} is over its limits`);
    return [
      `projects/${project.key}/pictures/${size}`,
      { bytes: Bytes.fromUint8Array(bytes), ...picture, projectId: project.key, size, updatedAt },
    ];
  });
}

/** The demo members with a profile picture (Settings): its file in scripts/seed-pictures (make-profile.ts there). */
const PROFILE_PICTURES: Partial<Record<DemoAccountKey, string>> = { erin: 'erin-profile' };

/** A member's profile picture, stored as Settings stores it (saveProfilePicture): a small square WebP within PROFILE_PICTURE. */
export function seedProfilePicture(uid: string, name: string, updatedAt: Timestamp): [string, Record<string, unknown>] {
  const bytes = new Uint8Array(readFileSync(new URL(`./seed-pictures/${name}.webp`, import.meta.url)));
  const { width, height } = webpSize(bytes);
  if (bytes.length > PROFILE_PICTURE.maxBytes || width !== height || width > PROFILE_PICTURE.maxSide)
    throw new Error(`Seed profile picture ${name} is over its limits or not square`);
  return [`profilePictures/${uid}`, { bytes: Bytes.fromUint8Array(bytes), contentType: 'image/webp', width, height, updatedAt }];
}

/** An investment's id of the app's form (seed-ids.ts), fixed per name. */
export const seedInvestmentId = seedUuid;

/**
 * The card's openDues of each project with milestones among the writes (the Late badge): slot
 * -> due day of each not delivered, as the batches that wrote them keep it (firestore.rules cardDueKept).
 */
function openDues(writes: Array<[string, Record<string, unknown>]>) {
  const dues = new Map<string, Record<string, unknown>>();
  for (const [path, data] of writes) {
    const [, projectId, slot] = /^projects\/([^/]+)\/milestones\/([0-5])$/.exec(path) ?? [];
    if (!projectId || !slot) continue;
    dues.set(projectId, { ...dues.get(projectId), ...(data.deliveredAt ? {} : { [slot]: data.due }) });
  }
  return dues;
}

/** Each project document comes with its card (projectCards), as the app writes them. */
export function withProjectCards(writes: Array<[string, Record<string, unknown>]>): Array<[string, Record<string, unknown>]> {
  const dues = openDues(writes);
  return writes.flatMap(([path, data]): Array<[string, Record<string, unknown>]> => {
    const project = /^projects\/([^/]+)$/.exec(path);
    return project
      ? [
          [path, data],
          [`projectCards/${project[1]}`, { ...cardFieldsOf(data), ...(dues.has(project[1]) ? { openDues: dues.get(project[1]) } : {}) }],
        ]
      : [[path, data]];
  });
}

async function writeInBatches(db: Firestore, writes: Array<[string, Record<string, unknown>]>) {
  // Rules are off for the seed, so its documents are held to the schemas instead.
  const all = checkDocuments(withProjectCards(writes));
  for (let start = 0; start < all.length; start += 400) {
    const batch = writeBatch(db);
    for (const [path, data] of all.slice(start, start + 400)) batch.set(doc(db, path), data);
    await batch.commit();
  }
}

const DAY = 86_400_000;

/** The deadline relative to the seed run, so the demo always shows every state; 0 means later today (local time). */
export function seedDeadline(index: number, endsInDays: number | undefined, now = Date.now()): Timestamp {
  if (endsInDays === 0) {
    const endOfToday = new Date(now).setHours(23, 55, 0, 0);
    return Timestamp.fromMillis(Math.max(endOfToday, now + 10 * 60_000));
  }
  return Timestamp.fromMillis(now + (endsInDays ?? 10 + (index % 5) * 9) * DAY);
}

/** An admin action on a demo project: the change the server's action makes, and when it made it. */
type SeedAction = { action: AuditedProjectAction; change: Record<string, unknown>; addedAfter?: Record<string, unknown>; at: Timestamp };

/**
 * The admin's actions a demo project's state implies, applied to it as submitted: each
 * writes the audit entry the server's would (functions/src/admin): an id of the app's form, before and
 * after from projectChangeFacts, the admin's uid and no address, at a dated moment of the demo's
 * history. Returns the project as the actions leave it, and the entries.
 */
export function auditedHistory(projectId: string, submitted: Record<string, unknown>, actions: SeedAction[]) {
  let stored = submitted;
  const entries: Array<[string, Record<string, unknown>]> = [];
  for (const { action, change, addedAfter, at } of actions) {
    const id = seedUuid(`${projectId}-audit-${action}`);
    entries.push([
      `audit/${id}`,
      auditEntryData(projectChangeFacts(action, projectId, stored, change, addedAfter), demoAccounts.admin.uid, at),
    ]);
    stored = { ...stored, ...change };
  }
  return { stored, entries };
}

type Writes = Array<[string, Record<string, unknown>]>;

/**
 * The demo as the seed writes it: `writes`, every document but the money (users, projects in their
 * final state, the admin's audit trail, engagement, milestones, spending); `opened`, the closed
 * projects as they stood before the close, when their money came; `investments`, what the demo's
 * investors asked the server for (seed-money.ts writes them through the invest function).
 */
export function demoPlan(
  projects: SeedProject[] = seedProjects,
  clock: (minutes: number) => Timestamp = at,
): { writes: Writes; opened: Writes; investments: SeedInvestment[] } {
  const writes: Writes = [];
  const opened: Writes = [];
  const investments: SeedInvestment[] = [];
  const crowdOf = crowdInvestments(projects);
  // Every demo account has acknowledged the risks (Before you invest), the investors first of
  // all, except Noah, who has not invested yet: his first Invest Now shows the step.
  const acknowledged = { risksAcknowledgedAt: clock(0), risksVersion: RISKS_VERSION };
  for (const [key, account] of [...Object.entries(demoAccounts), ...demoBackers.map((backer) => [backer.uid, backer] as const)]) {
    const { uid, ...profile } = account;
    writes.push([
      `users/${uid}`,
      {
        ...profile,
        photoURL: '',
        profileCompleted: true,
        createdAt: clock(0),
        askerKey: seedAskerKey(uid),
        ...(account.role === 'admin' ? { displayName: 'Admin' } : {}),
        ...(key === NOT_YET_ACKNOWLEDGED ? {} : acknowledged),
      },
    ]);
    // The public copy Settings writes with the name and bio (profiles/{uid}), naming the picture's address.
    const picture = PROFILE_PICTURES[key as DemoAccountKey];
    const pictureDoc = picture ? seedProfilePicture(uid, picture, clock(0)) : null;
    if (pictureDoc) writes.push(pictureDoc);
    const pictureHash = pictureDoc ? { pictureHash: sha256Hex((pictureDoc[1].bytes as Bytes).toUint8Array()) } : {};
    if ('bio' in account || pictureDoc)
      writes.push([
        `profiles/${uid}`,
        { displayName: account.fullName, bio: 'bio' in account ? account.bio : '', joinedAt: clock(0), ...pictureHash },
      ]);
  }
  projects.forEach((project, index) => {
    const creator = project.founder ?? demoAccounts[project.creator];
    const createdAt = clock(index * 24 * 60);
    // The investments are asked of the server (seed-money.ts): the demo investors' first, an hour
    // apart from an hour after the approval, then the other backers' every 17 hours.
    const crowd = crowdOf.get(project.key) ?? [];
    const asked = [
      ...project.investments.map(({ investor, amount, anonymous }) => ({
        investor: demoAccounts[investor],
        amount,
        anonymous: anonymous === true,
      })),
      ...crowd.map(({ backer, amount, anonymous }) => ({ investor: backer, amount, anonymous })),
    ];
    asked.forEach(({ investor, amount, anonymous }, n) => {
      const minutes =
        n < project.investments.length ? 60 * (n + 1) : 60 * (project.investments.length + 1) + 17 * 60 * (n - project.investments.length);
      investments.push({
        projectId: project.key,
        // The id's form is the app's (a version 4 UUID, as the invest form's request id), fixed per seed row.
        requestId: seedInvestmentId(`${project.key}-inv-${n + 1}`),
        investor: { uid: investor.uid, email: investor.email },
        amount,
        anonymous,
        at: clock(index * 24 * 60 + minutes).toDate(),
      });
    });
    const endsAt = project.state === 'approved' || project.state === 'closed' ? seedDeadline(index, project.endsInDays) : null;
    // Submitted pending; the admin reviewed it half an hour later (approved, or sent back with a
    // reason) and closed ParkPal that evening, each action with its audit entry.
    const submitted = {
      ...newProjectFields(projectContent(project), { ...creator, name: creator.fullName }),
      // As the server writes them (functions/src/search), so the demo is searchable at once.
      searchTokens: projectSearchTokens({ ...projectContent(project), creatorName: creator.fullName }),
      ...(project.uploaded === false ? {} : seedPictureFields(project, projects === seedProjects)),
      ...(project.dealTerms ? { dealTerms: project.dealTerms } : {}),
      createdAt,
      updatedAt: createdAt,
    };
    const reviewedAt = clock(index * 24 * 60 + 30);
    const closedAt = clock(index * 24 * 60 + 600);
    const actions: SeedAction[] = [];
    if (project.state === 'approved' || project.state === 'closed')
      actions.push({ action: 'approve', change: { approved: true, status: 'approved', endsAt }, at: reviewedAt });
    if (project.state === 'closed')
      actions.push({ action: 'close', change: { approved: false, status: 'closed', bookmarked: false, closedAt }, at: closedAt });
    if (project.state === 'changes_requested')
      actions.push({
        action: 'send_back',
        change: { approved: false, status: 'changes_requested', reviewCount: 1 },
        addedAfter: { reviewNote: project.reviewNote ?? '' },
        at: reviewedAt,
      });
    const { stored, entries } = auditedHistory(project.key, submitted, actions);
    writes.push([`projects/${project.key}`, stored], ...entries);
    if (project.state === 'closed') {
      const beforeClose = auditedHistory(project.key, submitted, actions.slice(0, -1)).stored;
      opened.push([`projects/${project.key}`, beforeClose]);
    }
    // The founder's address is private to them and the admin, never on the project.
    writes.push([`projects/${project.key}/private/founder`, founderFields(creator)]);
    // The founder's plan for the money, written with the project.
    if (project.useOfFunds)
      writes.push([
        `projects/${project.key}/useOfFunds/plan`,
        { lines: project.useOfFunds, total: project.useOfFunds.reduce((sum, line) => sum + line.amount, 0), updatedAt: createdAt },
      ]);
    if (project.uploaded !== false) writes.push(...seedPictures(project, createdAt, projects === seedProjects));
    // The reason for sending it back is private to its creator and the admin.
    if (project.reviewNote)
      writes.push([`projects/${project.key}/private/review`, { note: project.reviewNote, reviewCount: 1, sentBackAt: reviewedAt }]);
  });
  if (projects === seedProjects) {
    const deadlineOf = (key: string) => {
      const endsAt = writes.find(([path]) => path === `projects/${key}`)?.[1].endsAt;
      if (!(endsAt instanceof Timestamp)) throw new Error(`The demo's ${key} has no deadline for its updates after it.`);
      return endsAt;
    };
    writes.push(...engagementDocuments(clock, deadlineOf), ...spendingDocuments(), ...milestoneDocuments());
  }
  // The founders' counts of updates and new projects, as the batches that wrote those would have left them.
  writes.push(...ceilingDocuments(writes));
  // Backers who asked for an update, after the founder's last update as its posters document holds it.
  if (projects === seedProjects) writes.push(...updateRequestDocuments(writes));
  return { writes, opened, investments };
}

/** The demo's documents but the money and what follows from it (demoPlan's writes). */
export const demoDocuments = (projects: SeedProject[] = seedProjects): Writes => demoPlan(projects).writes;

export async function withAdminFirestore<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  const env: RulesTestEnvironment = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: '127.0.0.1', port: 8080 },
  });
  try {
    let result: T | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      result = await work(context.firestore() as unknown as Firestore);
    });
    return result as T;
  } finally {
    await env.cleanup();
  }
}

/** Empties both emulators: every Auth account and every Firestore document. */
export async function clearEmulators() {
  await Promise.all([authRequest('DELETE', `/emulator/v1/projects/${PROJECT_ID}/accounts`), clearFirestore()]);
}

export async function clearFirestore() {
  const response = await fetch(`http://127.0.0.1:8080/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`);
}

/**
 * Writes the demo into an empty Firestore in the order it happened: the documents with each closed
 * project still open, its investments through the invest function, the closes, then the copies of
 * Raised (a viewer's sync, and the clock's settlement of what ended or was closed) and, from the
 * projects as those leave them, the founders' track records.
 */
async function seedFirestore(projects: SeedProject[], extra: Writes = [], now = new Date()) {
  const { writes, opened, investments } = demoPlan(projects);
  const final = new Map(writes);
  const open = new Map(opened);
  await withAdminFirestore((db) =>
    writeInBatches(db, [
      ...recordedUpdateMarks(writes),
      ...writes.map(([path, data]): [string, Record<string, unknown>] => [path, open.get(path) ?? data]),
      ...extra,
    ]),
  );
  await withServerFirestore((db) => investAsServer(db, investments));
  await withAdminFirestore((db) =>
    writeInBatches(
      db,
      opened.map(([path]) => [path, final.get(path)!]),
    ),
  );
  await withServerFirestore(async (db) => {
    await syncRunningCopies(
      db,
      projects.map((project) => project.key),
      now,
    );
    await settleAsClock(db, now);
    await countFiguresAsServer(db);
  });
  if (projects !== seedProjects) return;
  const settled = await withAdminFirestore((db) => readProjects(db, projects));
  const withMoney = writes.map(([path, data]): [string, Record<string, unknown>] => [path, settled.get(path) ?? data]);
  await withAdminFirestore((db) => writeInBatches(db, founderRecordDocuments(withMoney)));
  // After the records' other fields: the server's own code adds each project's milestones.
  await withServerFirestore((db) =>
    recordMilestonesAsServer(db, [...new Set(writes.flatMap(([path]) => /^projects\/([^/]+)\/milestones\//.exec(path)?.[1] ?? []))]),
  );
  // Last, What's new's reminders, as the clock's next tick would find them.
  await withServerFirestore((db) => remindAsClock(db, now));
}

/**
 * The seeded updates are in the founders' records already (founderRecordDocuments): each founder's
 * last update is marked recorded before its count of updates is written, so the updateFounderRecord
 * trigger (functions/src/founders/record-update.ts) does not record it a second time.
 */
function recordedUpdateMarks(writes: Writes): Writes {
  return writes.flatMap(([path, data]): Writes => {
    const poster = /^projects\/([^/]+)\/posters\/([^/]+)$/.exec(path);
    return poster && typeof data.lastUpdateId === 'string'
      ? [[`founderRecords/${poster[2]}/recordedUpdates/${data.lastUpdateId}`, { projectId: poster[1], at: data.lastPostedAt }]]
      : [];
  });
}

async function readProjects(db: Firestore, projects: SeedProject[]) {
  const read = await Promise.all(projects.map((project) => getDoc(doc(db, 'projects', project.key))));
  return new Map(read.map((snapshot): [string, Record<string, unknown>] => [snapshot.ref.path, snapshot.data() ?? {}]));
}

export async function seedDemo(extra: Writes = []) {
  await clearEmulators();
  await seedAccounts();
  await seedFirestore(seedProjects, extra);
}

/**
 * The demo world as the seed leaves it in Firestore (no Auth accounts): every document it wrote, those
 * the server's code wrote (investments, receipts, markers, shards, ledgers, settlements) and the
 * projects and cards with their copies of Raised, read back. Empties Firestore first.
 */
export async function demoWorld(): Promise<Writes> {
  await clearFirestore();
  await seedFirestore(seedProjects);
  return withAdminFirestore(async (db) => {
    const all = async (path: string) =>
      (await getDocs(collection(db, path))).docs.map((snapshot): [string, Record<string, unknown>] => [snapshot.ref.path, snapshot.data()]);
    const read = new Map<string, Record<string, unknown>>();
    for (const path of ['investments', 'investorLimits', 'settlements', 'founderRecords'])
      for (const [at, data] of await all(path)) read.set(at, data);
    for (const { key } of seedProjects) {
      for (const path of [`projects/${key}`, `projectCards/${key}`]) read.set(path, (await getDoc(doc(db, path))).data() ?? {});
      for (const sub of ['shards', 'investors', 'backers'])
        for (const [at, data] of await all(`projects/${key}/${sub}`)) read.set(at, data);
    }
    const written = new Set(demoDocuments().map(([path]) => path));
    return [
      ...demoDocuments().map(([path, data]): [string, Record<string, unknown>] => [path, read.get(path) ?? data]),
      ...[...read].filter(([path]) => !written.has(path)),
    ];
  });
}

export type OwnMember = { uid: string; email: string; fullName: string; role?: 'investor' | 'entrepreneur' };
/** What a member of a test's own has done beyond registering: a bio saved in Settings, Before you invest (done unless told). */
export type MemberHistory = { bio?: string; risksAcknowledged?: boolean };

/**
 * A member of a test's own, signed up on the Auth emulator with a verified address and a profile as
 * registration leaves it, the risks acknowledged unless told: for a journey that must not share the
 * demo's members. A bio is saved as Settings saves it, with its public copy (profiles/{uid}).
 */
export async function seedMember(
  { uid, email, fullName, role = 'investor' }: OwnMember,
  { bio, risksAcknowledged = true }: MemberHistory = {},
) {
  await authRequest('POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    localId: uid,
    email,
    password: DEMO_PASSWORD,
    displayName: fullName,
    emailVerified: true,
  });
  const profile = { email, role, fullName, phoneNumber: '+1 312 555 0100', photoURL: '', profileCompleted: true };
  const acknowledged = risksAcknowledged ? { risksAcknowledgedAt: at(0), risksVersion: RISKS_VERSION } : {};
  const writes: Writes = [[`users/${uid}`, { ...profile, createdAt: at(0), ...acknowledged, ...(bio ? { bio } : {}) }]];
  // The copy's joining time is the account's createdAt (users.ts, updateProfileSettings).
  if (bio) writes.push([`profiles/${uid}`, { displayName: fullName, bio, joinedAt: at(0) }]);
  await withAdminFirestore((db) => writeInBatches(db, writes));
}

/**
 * A campaign of a test's own, written as the demo's are (its card, pictures and counters with it),
 * nobody else's data touched. One waiting for review (pending, sent back) was submitted a minute
 * ago, so the admin's list shows it first (approving it then makes it the newest of the featured). A
 * public one (approved, closed) is dated as the demo's first, so the many a run seeds never push the
 * demo's own projects off the first page of a list that a journey reads.
 */
export async function seedCampaign(project: SeedProject) {
  const waiting = project.state === 'pending' || project.state === 'changes_requested';
  const start = Date.now() - (project.state === 'pending' ? 1 : 31) * 60_000;
  const clock = waiting ? (minutes: number) => Timestamp.fromMillis(start + minutes * 60_000) : at;
  const { writes, investments } = demoPlan([project], clock);
  if (investments.length)
    throw new Error(
      `seedCampaign writes a campaign without money (e2e/own-data.ts ownInvestment asks the server); ${project.key} has investments.`,
    );
  const own = writes.filter(([path]) => path.split('/').includes(project.key));
  await withAdminFirestore((db) => writeInBatches(db, own));
}

/**
 * Calls the callable `name` on the Functions emulator as the member with this address would: signed
 * in on the Auth emulator (the demo's password), with a fresh request id. A refusal throws.
 */
export async function callAs(email: string, name: string, data: Record<string, unknown>) {
  const signIn = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  if (!signIn.ok) throw new Error(`Signing in ${email}: ${signIn.status} ${await signIn.text()}`);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const { host, port } = EMULATOR_HOSTS.functions;
  const response = await fetch(`http://${host}:${port}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { ...data, requestId: randomUUID() } }),
  });
  if (!response.ok) throw new Error(`${name} refused ${email}'s ${JSON.stringify(data)}: ${response.status} ${await response.text()}`);
}
