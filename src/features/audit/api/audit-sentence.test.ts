import { Timestamp } from 'firebase/firestore/lite';
import { formatDate, formatTime } from '@/utils/format';
import { AUDIT_ACTIONS, type AuditAction } from '@shared/admin/audit-entry';
import { auditChanges, auditSentence, changedNothing } from './audit-sentence';

const dec1 = new Date(2026, 11, 1, 12);
const dec15 = new Date(2026, 11, 15, 12);

/** Each action's entry as the app and the rules write it (before/after hold the audited fields). */
const entries: Record<AuditAction, { before: Record<string, unknown>; after: Record<string, unknown> }> = {
  approve: {
    before: { approved: false, status: 'pending', endsAt: null },
    after: { approved: true, status: 'approved', endsAt: Timestamp.fromDate(dec15) },
  },
  send_back: {
    before: { approved: false, status: 'pending', reviewCount: 0 },
    after: { approved: false, status: 'changes_requested', reviewCount: 1, reviewNote: 'Please add the pilot results.' },
  },
  extend: {
    before: { endsAt: Timestamp.fromDate(dec1), extensionDays: 0 },
    after: { endsAt: Timestamp.fromDate(dec15), extensionDays: 14 },
  },
  close: {
    before: { approved: true, status: 'approved', bookmarked: false, closedAt: null },
    after: { approved: false, status: 'closed', bookmarked: false, closedAt: Timestamp.fromDate(dec1) },
  },
  delete: { before: { approved: false, status: 'pending' }, after: {} },
  remove_question: { before: { text: 'Is it vegan?', askerName: 'Ivy Chen' }, after: {} },
  remove_update: { before: { title: 'Pilot done', body: 'We finished the pilot.' }, after: {} },
  dismiss_report: { before: { status: 'open', reason: 'misleading' }, after: { status: 'dismissed' } },
  action_report: { before: { status: 'open', reason: 'fraud' }, after: { status: 'actioned' } },
};

const sentences: Record<AuditAction, string> = {
  approve: 'The admin approved the project',
  send_back: 'The admin sent it back for changes: Please add the pilot results.',
  extend: `The admin extended the deadline from ${formatDate(dec1)} to ${formatDate(dec15)}`,
  close: 'The admin closed the campaign',
  delete: 'The admin deleted the project',
  remove_question: 'The admin removed a question by Ivy Chen: “Is it vegan?”',
  remove_update: 'The admin removed the update “Pilot done”',
  dismiss_report: 'The admin dismissed a report (Misleading claims)',
  action_report: 'The admin acted on a report (Fraud or a scam)',
};

describe('auditSentence', () => {
  it.each(AUDIT_ACTIONS.map((action) => [action]))('%s reads as a sentence of what the admin did', (action) => {
    expect(auditSentence({ action, ...entries[action] })).toBe(sentences[action]);
  });

  it('the extension names both days ("from Dec 1, 2026 to Dec 15, 2026")', () => {
    expect(auditSentence({ action: 'extend', ...entries.extend })).toBe('The admin extended the deadline from Dec 1, 2026 to Dec 15, 2026');
  });

  it('says what it can when an entry lacks the detail (no reason, no title, an unknown reason)', () => {
    expect(auditSentence({ action: 'send_back', before: {}, after: {} })).toBe('The admin sent it back for changes');
    expect(auditSentence({ action: 'remove_update', before: {}, after: {} })).toBe('The admin removed an update');
    expect(auditSentence({ action: 'remove_question', before: {}, after: {} })).toBe('The admin removed a question');
    expect(auditSentence({ action: 'extend', before: {}, after: {} })).toBe('The admin extended the deadline');
    expect(auditSentence({ action: 'dismiss_report', before: { reason: 'odd' }, after: {} })).toBe('The admin dismissed a report (odd)');
  });
});

describe('auditChanges', () => {
  it('lists only the fields that changed: a send-back of a pending project has no approved line', () => {
    expect(auditChanges({ action: 'send_back', ...entries.send_back })).toEqual([
      { field: 'status', before: 'pending', after: 'changes_requested' },
      { field: 'reviewCount', before: '0', after: '1' },
      { field: 'reviewNote', before: '—', after: 'Please add the pilot results.' },
    ]);
  });

  it('a close leaves out bookmarked when it was not bookmarked; times read as a day and a time', () => {
    expect(auditChanges({ action: 'close', ...entries.close })).toEqual([
      { field: 'approved', before: 'true', after: 'false' },
      { field: 'status', before: 'approved', after: 'closed' },
      { field: 'closedAt', before: '—', after: `${formatDate(dec1)} ${formatTime(dec1)}` },
    ]);
  });

  it('equal times are the same value, whatever object holds them', () => {
    const same = { endsAt: Timestamp.fromDate(dec1) };
    expect(auditChanges({ action: 'extend', before: same, after: { endsAt: Timestamp.fromMillis(dec1.getTime()) } })).toEqual([]);
  });

  it('a removal shows what was removed', () => {
    expect(auditChanges({ action: 'remove_update', ...entries.remove_update })).toEqual([
      { field: 'title', before: 'Pilot done', after: '—' },
      { field: 'body', before: 'We finished the pilot.', after: '—' },
    ]);
  });

  it('every action kind as written changes something; an entry whose fields all stayed the same changed nothing', () => {
    for (const action of AUDIT_ACTIONS) expect(changedNothing({ action, ...entries[action] })).toBe(false);
    expect(
      changedNothing({ action: 'approve', before: { approved: true, status: 'approved' }, after: { approved: true, status: 'approved' } }),
    ).toBe(true);
  });
});
