// An audit entry as a person reads it: one sentence of what the admin did, and the fields
// that really changed, for the admin's "Show changes". The entry's before/after are as the rules check
// them (firestore.rules, isAuditedProjectChange and the rest), so a field an action leaves alone is there too.
import { formatDate, formatTime } from '@/utils/format';
import { REPORT_REASONS } from '@/features/reports/api/reports-model';
import type { AuditAction } from '@shared/admin/audit-entry';
import type { AuditEntry } from './audit-model';

type Facts = Pick<AuditEntry, 'action' | 'before' | 'after'>;

/** A stored time (a Firestore Timestamp, or a Date) as a Date; null for anything else. */
const asDate = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') return value.toDate() as Date;
  return null;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const reasonOf = (value: unknown) => REPORT_REASONS[value as keyof typeof REPORT_REASONS] ?? text(value);

/** "the admin <did what>", as a clause; the reason, title or question quoted where the entry holds it. */
const SENTENCES: Record<AuditAction, (facts: Facts) => string> = {
  approve: () => 'The admin approved the project',
  send_back: ({ after }) => {
    const reason = text(after.reviewNote);
    return reason ? `The admin sent it back for changes: ${reason}` : 'The admin sent it back for changes';
  },
  extend: ({ before, after }) => {
    const from = asDate(before.endsAt);
    const to = asDate(after.endsAt);
    return from && to ? `The admin extended the deadline from ${formatDate(from)} to ${formatDate(to)}` : 'The admin extended the deadline';
  },
  close: () => 'The admin closed the campaign',
  delete: () => 'The admin deleted the project',
  remove_question: ({ before }) => {
    const asker = text(before.askerName);
    const question = text(before.text);
    return `The admin removed a question${asker ? ` by ${asker}` : ''}${question ? `: “${question}”` : ''}`;
  },
  remove_update: ({ before }) => {
    const title = text(before.title);
    return title ? `The admin removed the update “${title}”` : 'The admin removed an update';
  },
  dismiss_report: ({ before }) => {
    const reason = reasonOf(before.reason);
    return reason ? `The admin dismissed a report (${reason})` : 'The admin dismissed a report';
  },
  action_report: ({ before }) => {
    const reason = reasonOf(before.reason);
    return reason ? `The admin acted on a report (${reason})` : 'The admin acted on a report';
  },
};

/** What the admin did, as one sentence ("The admin extended the deadline from Dec 1, 2026 to Dec 15, 2026"). */
export const auditSentence = (entry: Facts): string => SENTENCES[entry.action](entry);

/** A stored value as the admin reads it: a time as its day and time, nothing as "—". */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const date = asDate(value);
  if (date) return `${formatDate(date)} ${formatTime(date)}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Equal as stored: times by their instant, other values by their JSON form. */
const sameValue = (a: unknown, b: unknown) => {
  const [dateA, dateB] = [asDate(a), asDate(b)];
  if (dateA || dateB) return dateA?.getTime() === dateB?.getTime();
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
};

export type AuditChange = { field: string; before: string; after: string };

/** The fields the action changed, before and after (a field it removed or added shows "—" on the other side); none left alone. */
export function auditChanges(entry: Facts): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return fields
    .filter((field) => !(field in entry.before && field in entry.after && sameValue(entry.before[field], entry.after[field])))
    .map((field) => ({ field, before: shownValue(entry.before[field]), after: shownValue(entry.after[field]) }));
}

/** An entry whose action changed nothing (no field differs): not shown. */
export const changedNothing = (entry: Facts) => auditChanges(entry).length === 0;
