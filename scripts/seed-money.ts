// The demo's money, written by the server's own code (decision 0080): each seeded investment goes
// through the `invest` callable's transaction (functions/src/money/invest.ts) on the server's clock
// set to its seeded time, and the campaigns that ended or were closed are settled by the clock's
// settleCampaigns. Nothing here builds a money document; the running campaigns' copies of Raised are
// brought in step by the raisedCopy trigger's own code (functions/src/counters/raised-copy.ts).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, EMULATOR_HOSTS } from '../shared/firebase-env';

/**
 * The functions' code. functions/ is a CommonJS package: Playwright's loader (e2e/global-setup.ts
 * seeds) hands its modules' exports over as the default export only, tsx as named ones too.
 */
async function serverCode() {
  const exportsOf = <T>(module: T): T => (module as { default?: T }).default ?? module;
  const [investing, clock, reminders, copies, records, figures] = await Promise.all([
    import('../functions/src/money/invest'),
    import('../functions/src/clock/settle'),
    import('../functions/src/clock/reminders'),
    import('../functions/src/counters/raised-copy'),
    import('../functions/src/founders/record-milestones'),
    import('../functions/src/figures/keep-figures'),
  ]);
  return {
    invest: exportsOf(investing).invest,
    settleCampaigns: exportsOf(clock).settleCampaigns,
    keepReminders: exportsOf(reminders).keepReminders,
    refreshRaisedCopy: exportsOf(copies).refreshRaisedCopy,
    keepRecordMilestones: exportsOf(records).keepRecordMilestones,
    refreshPlatformFigures: exportsOf(figures).refreshPlatformFigures,
  };
}

/** One investment as the demo's investor asked for it: the server decides the rest. */
export type SeedInvestment = {
  projectId: string;
  requestId: string;
  investor: { uid: string; email: string };
  amount: number;
  anonymous: boolean;
  at: Date;
};

/** Runs `work` with an Admin SDK Firestore on the emulator, as the functions have. */
export async function withServerFirestore<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${EMULATOR_HOSTS.firestore.host}:${EMULATOR_HOSTS.firestore.port}`;
  const app = initializeApp({ projectId: DEMO_PROJECT_ID }, `seed-${randomUUID()}`);
  try {
    return await work(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** Each investment through the invest function's transaction, in time order; a refusal stops the seed. */
export async function investAsServer(db: Firestore, investments: SeedInvestment[]) {
  const { invest } = await serverCode();
  const inOrder = [...investments].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { projectId, requestId, investor, amount, anonymous, at } of inOrder) {
    try {
      await invest(db, investor, { projectId, amount, anonymous, requestId }, () => at);
    } catch (error) {
      throw new Error(`The server refused the demo's $${amount} from ${investor.uid} in ${projectId}: ${String(error)}`, { cause: error });
    }
  }
}

/** Brings each running campaign's copy of Raised (project and card) in step with its shards, as the raisedCopy trigger does, at `now`. */
export async function syncRunningCopies(db: Firestore, projectIds: string[], now: Date) {
  const { refreshRaisedCopy } = await serverCode();
  for (const projectId of projectIds) await refreshRaisedCopy(db, projectId, () => now);
}

/** One tick of the clock at `now`: every campaign that ended or was closed is settled (Returned money gives its limit back). */
export async function settleAsClock(db: Firestore, now: Date) {
  const { settleCampaigns } = await serverCode();
  return settleCampaigns(db, now);
}

/** The clock's reminders at `now`, once the demo's milestones, saved projects and investments are in. */
export async function remindAsClock(db: Firestore, now: Date) {
  const { keepReminders } = await serverCode();
  return keepReminders(db, now);
}

/** Brings each project's milestones into its founder's record, as the milestoneFounderRecord trigger does. */
export async function recordMilestonesAsServer(db: Firestore, projectIds: string[]) {
  const { keepRecordMilestones } = await serverCode();
  for (const projectId of projectIds) await keepRecordMilestones(db, projectId);
}

/** The welcome page's figures, counted by the server's own code (functions/src/figures) over the seeded cards. */
export async function countFiguresAsServer(db: Firestore) {
  const { refreshPlatformFigures } = await serverCode();
  await refreshPlatformFigures(db);
}
