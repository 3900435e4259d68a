// Hearing from the founder in pure functions: the page's Last update line, whether the
// viewer may ask for an update, and what the tally says. firestore.rules (mayAskForUpdate) enforce the
// same; the rules judge by the server's clock.
import { formatDate } from '@/utils/format';
import { UPDATE_REQUEST_DAYS, UPDATE_REQUEST_LABELS } from './update-request-limits';
import type { UpdateRequest, UpdateRequestTally } from './update-request-read';

const DAY = 86_400_000;

/** "Last update 12 days ago" (today, 1 day ago), or "No updates yet" before the founder's first. */
export function lastUpdateText(lastUpdateAt: Date | null, now = new Date()): string {
  if (!lastUpdateAt) return UPDATE_REQUEST_LABELS.noUpdates;
  const days = Math.max(0, Math.floor((now.getTime() - lastUpdateAt.getTime()) / DAY));
  if (days === 0) return 'Last update today';
  return `Last update ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** The round a request now asks after: the founder's last update, or the deadline before the first. */
export const roundOf = (lastUpdateAt: Date | null, endsAt: Date | null) => lastUpdateAt ?? endsAt;

/** When backers may ask in this round: 30 days after it. */
export const askOpensAt = (round: Date) => new Date(round.getTime() + UPDATE_REQUEST_DAYS * DAY);

const sameTime = (a: Date | null, b: Date | null) => !!a && !!b && a.getTime() === b.getTime();

export type AskState = { kind: 'ask' } | { kind: 'asked'; at: Date | null } | { kind: 'wait'; opensAt: Date } | { kind: 'none' };

/**
 * What a signed-in viewer of a campaign that ended Funded may do: ask (a backer, not its founder, 30 days
 * into the round, not yet asked in it), see that they asked, or wait; `none` for anyone else.
 */
export function askState(
  facts: { backer: boolean; founder: boolean; round: Date | null; ownRequest: UpdateRequest | null },
  now = new Date(),
): AskState {
  if (!facts.backer || facts.founder || !facts.round) return { kind: 'none' };
  if (facts.ownRequest && sameTime(facts.ownRequest.round, facts.round)) return { kind: 'asked', at: facts.ownRequest.requestedAt };
  const opensAt = askOpensAt(facts.round);
  return now.getTime() >= opensAt.getTime() ? { kind: 'ask' } : { kind: 'wait', opensAt };
}

const backers = (count: number) => `${count} ${count === 1 ? 'backer' : 'backers'}`;

/**
 * What the tally says on the page: how many backers asked since the founder's last update, or, once the
 * founder posted after they asked, that the update answered them. Null when nobody asked.
 */
export function requestsText(tally: UpdateRequestTally | null, round: Date | null): string | null {
  if (!tally || tally.count < 1 || !tally.round) return null;
  if (sameTime(tally.round, round)) return `${backers(tally.count)} asked for an update`;
  if (round && tally.round.getTime() < round.getTime()) return `The founder posted an update after ${backers(tally.count)} asked`;
  return null;
}

/** Whether the tally's requests are still unanswered (the founder has not posted since that round). */
export const isOpenTally = (tally: UpdateRequestTally | null, round: Date | null) => !!tally && sameTime(tally.round, round);

/** A request the server has not counted yet (it counts each a moment after it is written). */
export const isUncountedRequest = (own: UpdateRequest | null): own is UpdateRequest & { round: Date; requestedAt: Date } =>
  !!own?.round && !!own.requestedAt && !sameTime(own.countedRound, own.round);

/**
 * The tally as the viewer should see it: the server counts a request a moment after it is written
 * (countedRound), so the viewer's own request, not counted yet, is added to its round's count.
 */
export function withOwnRequest(tally: UpdateRequestTally | null, own: UpdateRequest | null): UpdateRequestTally | null {
  if (!isUncountedRequest(own)) return tally;
  if (tally && isOpenTally(tally, own.round)) return { ...tally, count: tally.count + 1 };
  if (tally?.round && tally.round.getTime() > own.round.getTime()) return tally;
  return {
    round: own.round,
    count: 1,
    lastRequestAt: own.requestedAt,
    projectId: tally?.projectId ?? '',
    projectTitle: tally?.projectTitle ?? '',
    creatorId: tally?.creatorId ?? '',
  };
}

/** The founder's What's new: each project whose backers' requests are unanswered, at its latest request. */
export const requestNewsOf = (tallies: UpdateRequestTally[]) =>
  tallies.map((tally) => ({
    projectId: tally.projectId,
    projectTitle: tally.projectTitle,
    id: tally.projectId,
    title: `${backers(tally.count)} asked for an update`,
    at: tally.lastRequestAt,
  }));

export const askedText = (at: Date | null) => (at ? `You asked for an update on ${formatDate(at)}.` : 'You asked for an update.');
