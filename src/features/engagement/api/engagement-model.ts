// Campaign updates, questions, saved projects and the inbox: paging, the inbox's merge and the forms'
// checks. Their shapes and limits are engagement-schema.ts's.
import { ENGAGEMENT_LIMITS, type CampaignUpdate, type Question } from './engagement-read';

export { ENGAGEMENT_LIMITS, type CampaignUpdate, type Question } from './engagement-read';
export type { UpdateDraft } from './engagement-schema';
export const UPDATES_PAGE = 5;
export const QUESTIONS_PAGE = 10;
export const SAVED_PAGE = 12;
/** Items of each kind the inbox reads. */
export const INBOX_ITEMS = 10;

/** The inbox's two collection-group queries: one equality (or in) filter, newest first. Indexed in firestore.indexes.json. */
export const INBOX_QUERIES = {
  updates: { group: 'updates', filter: 'projectId', orderBy: 'createdAt' },
  answers: { group: 'questions', filter: 'askerId', orderBy: 'answeredAt' },
} as const;

export type InboxState = { following: string[]; lastSeenAt: Date | null; exists: boolean };

export type InboxItem =
  | { kind: 'update'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null }
  | { kind: 'answer'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null };

export function validateText(text: string, max: number, emptyMessage: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return emptyMessage;
  if (trimmed.length > max) return `Please keep it to ${max.toLocaleString('en-US')} characters`;
  return undefined;
}

/** The following list after following a project: it moves to the front; the oldest drop off past the cap. */
export function followNext(following: string[], projectId: string): string[] {
  return [projectId, ...following.filter((id) => id !== projectId)].slice(0, ENGAGEMENT_LIMITS.following);
}

/** Updates and answers together, newest first. */
export function mergeInbox(updates: CampaignUpdate[], answers: Question[]) {
  const items: InboxItem[] = [
    ...updates.map((u) => ({ kind: 'update' as const, id: `u-${u.projectId}-${u.id}`, projectId: u.projectId, projectTitle: u.projectTitle, title: u.title, at: u.createdAt })),
    ...answers.map((q) => ({ kind: 'answer' as const, id: `a-${q.projectId}-${q.id}`, projectId: q.projectId, projectTitle: q.projectTitle, title: q.text, at: q.answeredAt })),
  ].sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  return { items };
}
