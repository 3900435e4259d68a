// StartupFund's Cloud Functions: what a browser must not decide (decision 0080). Each export's name is
// the one the app calls (shared/money/calls.ts, shared/members/asker-key-call.ts, shared/admin/admin-calls.ts); tests/functions call them by those constants.
import { db } from './app';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { verifiedCaller } from './money/caller';
import { readCancelRequest, readInvestRequest } from './money/money-request';
import { invest as investNow } from './money/invest';
import { cancel } from './money/cancel';
import { settleCampaigns } from './clock/settle';
import { refreshRaisedCopy } from './counters/raised-copy';
import { whileContended } from './money/contention';
import { readSpendingRequest, spendingCaller } from './spending/spending-request';
import { recordSpending as recordSpendingNow } from './spending/record-spending';
import { markLateMilestones } from './clock/mark-late';
import { keepReminders } from './clock/reminders';
import { keepProjectCard, leavesCardAsItWas } from './cards/keep-card';
import { countUpdateRequest } from './update-requests/count-request';
import { askingCaller, giveAskerKey } from './members/asker-key';
import { clearRefusedNames, refusedNames } from './members/name-check';
import { keepRecordMilestones } from './founders/record-milestones';
import { recordUpdate } from './founders/record-update';
import { recordCampaignEdit } from './edits/record-edit';
import { keepSearchTokens } from './search/keep-search-tokens';
import { leavesFiguresAsTheyWere, refreshPlatformFigures } from './figures/keep-figures';
import { profilePictureBounds, projectPictureBounds, removeLyingPicture } from './pictures/check-picture';
import { answerPicture } from './pictures/serve-picture';
import { logger } from 'firebase-functions';
import { adminCaller } from './admin/admin-caller';
import { readAdminRequest } from './admin/admin-request';
import { runAdminAction } from './admin/admin-action';

/** Invest: InvestCall -> InvestResult (functions/src/money/invest.ts). */
export const invest = onCall((request) => whileContended(() => investNow(db, verifiedCaller(request), readInvestRequest(request.data))));

/** Cancel an investment: CancelCall -> CancelResult (functions/src/money/cancel.ts). */
export const cancelInvestment = onCall((request) =>
  whileContended(() => cancel(db, verifiedCaller(request), readCancelRequest(request.data))),
);

/** Add spending, or a correction: SpendingCall -> SpendingResult (functions/src/spending/record-spending.ts). */
export const recordSpending = onCall((request) => recordSpendingNow(db, spendingCaller(request), readSpendingRequest(request.data)));

/** Each move of a project's counter shard brings the project's and card's copy of Raised in step. */
export const raisedCopy = onDocumentWritten('projects/{projectId}/shards/{shardId}', async (event) => {
  await refreshRaisedCopy(db, event.params.projectId);
});

/**
 * The admin's actions (approve, send back, extend, close, delete, remove a post, handle a report), each
 * with its audit entry in one transaction: AdminActionCall -> AdminActionResult (functions/src/admin).
 */
export const adminAction = onCall((request) => runAdminAction(db, adminCaller(request), readAdminRequest(request.data)));

/** The caller's asker key, given once by the server: {} -> AskerKeyResult (functions/src/members/asker-key.ts). */
export const askerKey = onCall((request) => giveAskerKey(db, askingCaller(request)));

/** A member's name that the rules let through but the app's policy refuses (a look-alike spelling) is cleared (functions/src/members/name-check.ts). */
export const memberNameCheck = onDocumentWritten('users/{memberId}', async (event) => {
  const refused = refusedNames(event.data?.before.data(), event.data?.after.data());
  const cleared = await clearRefusedNames(db, event.params.memberId, refused);
  if (cleared.length) logger.warn('Cleared a name the app refuses', { memberId: event.params.memberId, cleared });
});

/**
 * The clock, every 15 minutes when deployed: settles the campaigns that ended or were closed (telling
 * their investors what became of their money), marks milestones Late and keeps the reminders. The
 * emulator never runs schedules: npm start calls it every minute, tests call it directly (clock-0).
 */
export const clock = onSchedule({ schedule: 'every 15 minutes', timeZone: 'UTC' }, async () => {
  await settleCampaigns(db);
  // Then marks Late the milestones whose due day ended (clock/mark-late.ts).
  await markLateMilestones(db);
  // Then keeps What's new's reminders (clock/reminders.ts), after the Late marks they judge by.
  await keepReminders(db);
  // And recounts the welcome page's figures, should a burst of card events have left them behind (figures/keep-figures.ts).
  await refreshPlatformFigures(db);
});

/**
 * A project written or removed, one event for three records (fewer invocations than a function each):
 * its card follows it (functions/src/cards: no client writes a card); while it holds money, its Edit
 * history and the edit's What's new update (functions/src/edits); its search tokens (functions/src/search).
 */
export const projectWritten = onDocumentWritten('projects/{projectId}', async (event) => {
  const { projectId } = event.params;
  const before = event.data?.before.data();
  const after = event.data?.after;
  await Promise.all([
    leavesCardAsItWas(before, after?.data()) ? null : keepProjectCard(db, projectId),
    recordCampaignEdit(db, projectId, event.id, before, after?.data(), after?.updateTime),
    keepSearchTokens(db, `projects/${projectId}`, after?.data(), after?.updateTime),
  ]);
});

/** A milestone written or removed: its project's card keeps the Late badge's days (functions/src/cards). */
export const milestoneCardLateness = onDocumentWritten('projects/{projectId}/milestones/{slot}', async (event) => {
  await keepProjectCard(db, event.params.projectId);
});

/** A milestone written or removed: its founder's record (the Track record) holds its due day and delivery (functions/src/founders). */
export const milestoneFounderRecord = onDocumentWritten('projects/{projectId}/milestones/{slot}', async (event) => {
  await keepRecordMilestones(db, event.params.projectId);
});

/** A founder's update (their count of updates moved): on a campaign that ended Funded, their record's gaps and answered requests (functions/src/founders). */
export const updateFounderRecord = onDocumentWritten('projects/{projectId}/posters/{posterId}', async (event) => {
  await recordUpdate(db, event.params.projectId, event.params.posterId, event.data?.before.data(), event.data?.after.data());
});

/** A backer's request for an update: counted once in its round's tally and the founder's record (functions/src/update-requests). */
export const updateRequestCount = onDocumentWritten('projects/{projectId}/updateRequests/{memberId}', async (event) => {
  await countUpdateRequest(db, event.params.projectId, event.params.memberId);
});

/** An uploaded project picture whose bytes say otherwise than its document is removed (functions/src/pictures). */
export const projectPictureCheck = onDocumentWritten('projects/{projectId}/pictures/{size}', async (event) => {
  const lie = await removeLyingPicture(event.data?.after, projectPictureBounds(event.params.size));
  if (lie) logger.warn('Removed a project picture whose bytes lie', { projectId: event.params.projectId, size: event.params.size, lie });
});

/** Likewise a member's profile picture. */
export const profilePictureCheck = onDocumentWritten('profilePictures/{memberId}', async (event) => {
  const lie = await removeLyingPicture(event.data?.after, profilePictureBounds);
  if (lie) logger.warn('Removed a profile picture whose bytes lie', { memberId: event.params.memberId, lie });
});

/** A card's Raised, backers, funded ratio or approval moved: the welcome page's figures follow (functions/src/figures). */
export const platformFigures = onDocumentWritten('projectCards/{projectId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  // Only approved campaigns count: a pending card's moves change no figure.
  if (before?.approved !== true && after?.approved !== true) return;
  if (leavesFiguresAsTheyWere(before, after)) return;
  await refreshPlatformFigures(db);
});

/** An uploaded picture at its own address, behind Hosting's /pictures/** rewrite (functions/src/pictures/serve-picture.ts). */
export const pictures = onRequest(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  const answer = await answerPicture(db, request.path);
  response.set(answer.headers);
  if (answer.status === 200 && request.get('If-None-Match') === answer.headers.ETag) response.status(304).end();
  else if (request.method === 'HEAD' || !answer.body) response.status(answer.status).end();
  else response.status(answer.status).send(Buffer.from(answer.body));
});
