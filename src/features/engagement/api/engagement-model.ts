// Campaign updates, questions, saved projects and the inbox: their shapes and the limits that
// firestore.rules enforces too (the "Engagement" section there).
export const ENGAGEMENT_LIMITS = {
  updateTitle: 120,
  updateBody: 5000,
  question: 1000,
  answer: 2000,
  /** Projects the inbox follows (saved or backed, newest first); the rules cap it too. */
  following: 30,
} as const;

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

export type CampaignUpdate = {
  id: string;
  projectId: string;
  projectTitle: string;
  title: string;
  body: string;
  createdAt: Date | null;
  updatedAt: Date | null;
};

export type Question = {
  id: string;
  projectId: string;
  projectTitle: string;
  text: string;
  askerId: string;
  askerName: string;
  createdAt: Date | null;
  /** Empty until the creator answers. */
  answer: string;
  answeredAt: Date | null;
  answerEditedAt: Date | null;
};

export type InboxState = { following: string[]; lastSeenAt: Date | null; exists: boolean };

export type InboxItem =
  | { kind: 'update'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null }
  | { kind: 'answer'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null }
  | { kind: 'report'; id: string; projectId: string; projectTitle: string; title: string; at: Date | null };

/** A report of the reader's that the admin handled (issue 24), as What's new shows it. */
export type HandledReport = { projectId: string; projectTitle: string; status: 'open' | 'dismissed' | 'actioned'; handledAt: Date | null };
export const handledReportText = (status: HandledReport['status']) =>
  status === 'dismissed' ? 'The admin reviewed your report and took no action.' : 'The admin acted on your report.';

export type UpdateDraft = { title: string; body: string };

/** The messages a form shows; empty when the draft may be sent. */
export function validateUpdate(draft: UpdateDraft): Partial<Record<keyof UpdateDraft, string>> {
  const errors: Partial<Record<keyof UpdateDraft, string>> = {};
  const title = draft.title.trim();
  const body = draft.body.trim();
  if (!title) errors.title = 'Please enter a title';
  else if (title.length > ENGAGEMENT_LIMITS.updateTitle) errors.title = `The title can be at most ${ENGAGEMENT_LIMITS.updateTitle} characters`;
  if (!body) errors.body = 'Please write the update';
  else if (body.length > ENGAGEMENT_LIMITS.updateBody) errors.body = `The update can be at most ${ENGAGEMENT_LIMITS.updateBody.toLocaleString('en-US')} characters`;
  return errors;
}

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
export function mergeInbox(updates: CampaignUpdate[], answers: Question[], reports: HandledReport[] = []) {
  const items: InboxItem[] = [
    ...updates.map((u) => ({ kind: 'update' as const, id: `u-${u.projectId}-${u.id}`, projectId: u.projectId, projectTitle: u.projectTitle, title: u.title, at: u.createdAt })),
    ...answers.map((q) => ({ kind: 'answer' as const, id: `a-${q.projectId}-${q.id}`, projectId: q.projectId, projectTitle: q.projectTitle, title: q.text, at: q.answeredAt })),
    ...reports.map((r) => ({ kind: 'report' as const, id: `r-${r.projectId}`, projectId: r.projectId, projectTitle: r.projectTitle, title: handledReportText(r.status), at: r.handledAt })),
  ].sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  return { items };
}
