// The admin's audit trail as both sides write it: one entry per admin action, written by the
// server in the action's own transaction (functions/src/admin), and by the demo seed.
export const AUDIT_ACTIONS = [
  'approve',
  'send_back',
  'extend',
  'close',
  'delete',
  'remove_question',
  'remove_update',
  'dismiss_report',
  'action_report',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The id of a question removal's entry: the question fixes it (one entry per question and its creation). */
export const questionAuditId = (projectId: string, questionId: string, createdAtMillis: number) =>
  `question-${projectId}-${questionId}-${createdAtMillis}`;
/** The id of a campaign update's removal by the admin: the update fixes it. */
export const updateAuditId = (projectId: string, updateId: string, createdAtMillis: number) =>
  `update-${projectId}-${updateId}-${createdAtMillis}`;

/**
 * The project fields each audited project action changes, with the value a field reads as when a
 * project never had it: the entry's before and after hold exactly these (send_back adds reviewNote to after).
 */
export const AUDITED_FIELDS = {
  approve: { approved: false, status: 'pending', endsAt: null },
  send_back: { approved: false, status: 'pending', reviewCount: 0 },
  extend: { endsAt: null, extensionDays: 0 },
  close: { approved: false, status: 'pending', bookmarked: false, closedAt: null },
  delete: { approved: false, status: 'pending' },
} as const satisfies Partial<Record<AuditAction, Record<string, unknown>>>;

/** The audited fields of a project's data, each with its fallback when absent. */
export const auditedFields = (data: Record<string, unknown>, fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, fallback]) => [key, data[key] ?? fallback]));

/** What an admin action states about itself; the entry adds the actor and the time. */
export type AuditFacts = {
  action: AuditAction;
  projectId: string;
  projectTitle: string;
  creatorId: string;
  subjectId?: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/** The stored entry of an action: the app stamps the server's time, the demo seed a fixed one. */
export const auditEntryData = <At>(facts: AuditFacts, actorUid: string, at: At) => ({ actorUid, subjectId: facts.projectId, ...facts, at });

export type AuditedProjectAction = Exclude<keyof typeof AUDITED_FIELDS, 'delete'>;

/**
 * The facts of an audited change to a project (approve, send back, extend, close): the project as
 * stored before, the change, and what the action adds to after (send back: its reviewNote).
 */
export function projectChangeFacts(
  action: AuditedProjectAction,
  projectId: string,
  stored: Record<string, unknown>,
  change: Record<string, unknown>,
  addedAfter: Record<string, unknown> = {},
): AuditFacts {
  const fields = AUDITED_FIELDS[action];
  return {
    action,
    projectId,
    projectTitle: String(stored.title),
    creatorId: String(stored.creatorId),
    before: auditedFields(stored, fields),
    after: { ...auditedFields({ ...stored, ...change }, fields), ...addedAfter },
  };
}
