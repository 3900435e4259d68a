// Money in a rules test is made by the server's own code: the invest and cancel functions' transactions
// (functions/src/money), run with the Admin SDK against the emulator in the test file's project. No
// client may write money (decision 0080), so a test that needs an investment gets one the way
// production does, and the rules are tested on what members may read of it. Likewise the count of an
// update request (functions/src/update-requests) and a project's card (functions/src/cards), which
// triggers run only in the demo project.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { invest } from '../../functions/src/money/invest';
import { cancel } from '../../functions/src/money/cancel';
import { countUpdateRequest } from '../../functions/src/update-requests/count-request';
import { keepProjectCard } from '../../functions/src/cards/keep-card';
import { recordUpdate } from '../../functions/src/founders/record-update';
import { EMULATOR_HOSTS } from '../../shared/firebase-env';
import { activeProjectId, markBackendWrote } from './rules-env';

process.env.FIRESTORE_EMULATOR_HOST ??= `${EMULATOR_HOSTS.firestore.host}:${EMULATOR_HOSTS.firestore.port}`;

/** The Admin SDK's Firestore for the running file's project. */
export function serverDb() {
  const name = `server-${activeProjectId()}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId: activeProjectId() }, name);
  return getFirestore(app);
}

type Account = { uid: string; email: string };

/** An investment made through the invest function's transaction; its id, or the refusal it throws. */
export async function investAsServer(
  investor: Account,
  projectId: string,
  amount: number,
  { id = randomUUID(), anonymous = false, at }: { id?: string; anonymous?: boolean; at?: Date } = {},
) {
  markBackendWrote();
  await invest(serverDb(), investor, { projectId, amount, anonymous, requestId: id }, at ? () => at : undefined);
  return id;
}

/** A cancellation made through the cancel function's transaction. */
export async function cancelAsServer(investor: Account, investmentId: string, { at }: { at?: Date } = {}) {
  markBackendWrote();
  await cancel(serverDb(), investor, { investmentId }, at ? () => at : undefined);
}

/** A member's update request counted as the updateRequestCount trigger counts it (functions/src/update-requests). */
export async function countRequestAsServer(projectId: string, memberId: string) {
  markBackendWrote();
  return countUpdateRequest(serverDb(), projectId, memberId);
}

/** A project's card brought in step as the projectWritten trigger does it (functions/src/cards). */
export async function copyCardAsServer(projectId: string) {
  markBackendWrote();
  return keepProjectCard(serverDb(), projectId);
}

/**
 * A founder's update recorded as the updateFounderRecord trigger records it (functions/src/founders):
 * their count of updates (projects/{id}/posters/{uid}) is read before and after `post` (the update's
 * batch), as the trigger's event carries it. Returns whether the record moved, and a replay's answer.
 */
export async function postAndRecordUpdate(projectId: string, posterId: string, post: () => Promise<unknown>) {
  const poster = serverDb().doc(`projects/${projectId}/posters/${posterId}`);
  const before = (await poster.get()).data();
  await post();
  markBackendWrote();
  const after = (await poster.get()).data();
  return {
    recorded: await recordUpdate(serverDb(), projectId, posterId, before, after),
    replayed: await recordUpdate(serverDb(), projectId, posterId, before, after),
  };
}
