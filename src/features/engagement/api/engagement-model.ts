// Campaign updates, questions, saved projects and the inbox: paging, the inbox's queries and the forms'
// checks (What's new's merge is inbox-items.ts's). Their shapes and limits are engagement-schema.ts's.
import { ENGAGEMENT_LIMITS } from './engagement-limits';
import { UPDATE_LIMITS } from '@shared/updates/update-limits';
import { formatTime } from '@/utils/format';
import { nextWrite, secondsUntil } from '@shared/write-ceiling';
import { QUESTION_LIMITS } from './askers-read';

export const UPDATES_PAGE = 5;
export const QUESTIONS_PAGE = 10;
export const SAVED_PAGE = 12;
/** Items of each kind the inbox reads. */
export const INBOX_ITEMS = 10;
/**
 * Followed projects per query of their updates: the rules check each with one look-up, plus one of the
 * inbox document, and a query may make 10; this stays 3 under (firestore.rules, the inbox's query).
 */
export const INBOX_PROJECTS_PER_QUERY = 6;

/** The followed projects in groups of INBOX_PROJECTS_PER_QUERY, one query each. */
export function inboxQueryGroups(following: string[]): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < following.length; start += INBOX_PROJECTS_PER_QUERY)
    groups.push(following.slice(start, start + INBOX_PROJECTS_PER_QUERY));
  return groups;
}

/** The inbox's collection-group queries: one equality (or in) filter, newest first. Indexed in firestore.indexes.json. */
export const INBOX_QUERIES = {
  updates: { group: 'updates', filter: 'projectId', orderBy: 'createdAt' },
  /** Spending recorded on followed projects, asked like their updates. */
  spending: { group: 'spending', filter: 'projectId', orderBy: 'createdAt' },
  answers: { group: 'questions', filter: 'askerKey', orderBy: 'answeredAt' },
} as const;

export type InboxState = { following: string[]; lastSeenAt: Date | null; exists: boolean };

export type InboxItem =
  | { kind: 'update'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null }
  /** Spending recorded (or corrected) on a followed project. */
  | { kind: 'spending'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null }
  | { kind: 'answer'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null }
  | { kind: 'report'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null }
  /** A founder's: what the admin did to their project, new investments in it by day, questions asked on it (founder-news.ts). */
  | {
      kind: 'admin' | 'investments' | 'question' | 'requests';
      id: string;
      projectId: string;
      projectTitle: string;
      title: string;
      at: Date | null;
    }
  /** The last day to cancel a backed campaign's investment, a saved campaign's last 48 hours, a founder's milestone due soon or Late (reminders/). */
  | {
      kind: 'cancel-reminder' | 'ending-reminder' | 'milestone-due' | 'milestone-late';
      id: string;
      projectId: string;
      projectTitle: string;
      title: string;
      at: Date | null;
    }
  | {
      kind: 'outcome';
      id: string;
      projectId: string;
      projectTitle: string;
      title: string;
      at: Date | null;
      state: 'collected' | 'returned';
    };

/** A campaign that ended or was closed while the reader held money in it (InvestmentOutcome of the investments api). */
export type InboxOutcome = { projectId: string; projectTitle: string; state: 'collected' | 'returned'; note: string; endedAt: Date | null };

/** A report of the reader's that the admin handled, as What's new shows it. */
export type HandledReport = { projectId: string; projectTitle: string; status: 'open' | 'dismissed' | 'actioned'; handledAt: Date | null };
/** The following list after following a project: it moves to the front; the oldest drop off past the cap. */
export function followNext(following: string[], projectId: string): string[] {
  return [projectId, ...following.filter((id) => id !== projectId)].slice(0, ENGAGEMENT_LIMITS.following);
}

/** A member's asker document for one project (projects/{id}/askers/{uid}); null before their first question. */
export type AskerTick = { lastAskedAt: Date; windowStart: Date; countInWindow: number };

export type NextQuestion =
  { ok: true; windowStart: 'now' | 'keep'; countInWindow: number } | { ok: false; waitUntil: Date; message: string };

/**
 * Whether a member may ask now, by their asker document and the rules' limits (nextWrite), and what
 * the document then says. `now` is the browser's clock; the rules judge by the server's.
 */
export function nextQuestion(tick: AskerTick | null, now: Date): NextQuestion {
  const next = nextWrite(tick && { ...tick, lastAt: tick.lastAskedAt }, now, QUESTION_LIMITS);
  if (next.ok) return next;
  const message =
    next.reason === 'cooldown'
      ? `You can ask another question here in ${secondsUntil(next.waitUntil, now)} seconds (one a minute).`
      : `You have asked ${QUESTION_LIMITS.perDay} questions here in a day. You can ask again at ${formatTime(next.waitUntil)}.`;
  return { ok: false, waitUntil: next.waitUntil, message };
}

/** The founder's poster document for one project (projects/{id}/posters/{uid}); null before their first update there. */
export type PosterTick = { lastPostedAt: Date; windowStart: Date; countInWindow: number };

/** Whether the founder may post an update now (UPDATE_LIMITS, as the rules' posters), and what their poster document then says. */
export function nextUpdate(tick: PosterTick | null, now: Date): NextQuestion {
  const next = nextWrite(tick && { ...tick, lastAt: tick.lastPostedAt }, now, UPDATE_LIMITS);
  if (next.ok) return next;
  const message =
    next.reason === 'cooldown'
      ? `You can post another update here in ${secondsUntil(next.waitUntil, now)} seconds (one a minute).`
      : `You have posted ${UPDATE_LIMITS.perDay} updates here in a day. You can post again at ${formatTime(next.waitUntil)}.`;
  return { ok: false, waitUntil: next.waitUntil, message };
}
