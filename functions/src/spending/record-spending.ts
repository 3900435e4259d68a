// Add spending: one Admin SDK transaction that makes every check of an entry (or a correction) on the
// server's clock and writes the entry, the running total and the founder's record, in the shapes the
// project page, What's new and the Track record read. Idempotent by the entry id the form made: a
// retry whose answer was lost finds its entry and counts nothing twice.
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { refuse } from '../money/refuse';
import { toDate } from '../stored';
import { whole } from '../../../shared/money/stored-value';
import { UNKNOWN_PROJECT } from '../../../shared/money/refusals';
import {
  ALREADY_CORRECTED,
  CORRECTION_OFF_LINE,
  NOT_CORRECTABLE,
  NOT_ENDED_FUNDED,
  NOT_SETTLED_YET,
  NOT_THE_FOUNDER,
  overLeftToRecord,
  SPENDING_MESSAGES,
  SPENDING_REQUEST_REUSED,
} from '../../../shared/money/spending-refusals';
import { approvalDate, checkSpendingDay, OTHER_LINE, spendingTotalOf, totalAfter } from '../../../shared/money/spending';
import type { SpendingCall, SpendingResult } from '../../../shared/money/spending-calls';

/** Whether the stored entry is the one this request records (a retry), field by field. */
function sameEntry(stored: DocumentSnapshot, request: SpendingCall, spentOn: Date) {
  return (
    stored.get('line') === request.line &&
    stored.get('amount') === request.amount &&
    stored.get('paidFor') === request.paidFor &&
    stored.get('evidenceUrl') === request.evidenceUrl &&
    stored.get('corrects') === request.corrects &&
    toDate(stored.get('spentOn'))?.getTime() === spentOn.getTime()
  );
}

/**
 * Ended Funded, by the clock's settlement (functions/src/clock/settle.ts): its outcome and its Raised
 * are the shards' final sum, which nothing moves after the deadline. Judged by the settlement, not
 * by the project's copy of Raised, which a browser's sync stamped until the clock took it over. A
 * campaign closed by the admin since is not open to spending either.
 */
function fundedRaised(project: DocumentSnapshot, settlement: DocumentSnapshot, now: Date): number {
  const endsAt = toDate(project.get('endsAt'));
  if (project.get('status') !== 'approved' || !endsAt || endsAt.getTime() > now.getTime())
    throw refuse('failed-precondition', NOT_ENDED_FUNDED);
  if (!settlement.exists) throw refuse('failed-precondition', NOT_SETTLED_YET);
  if (settlement.get('outcome') !== 'funded') throw refuse('failed-precondition', NOT_ENDED_FUNDED);
  return whole(settlement.get('raised'));
}

export async function recordSpending(db: Firestore, uid: string, request: SpendingCall, clock = () => new Date()): Promise<SpendingResult> {
  const { projectId, entryId, corrects, line, amount } = request;
  const projectRef = db.doc(`projects/${projectId}`);
  const entryRef = projectRef.collection('spending').doc(entryId);
  const totalRef = projectRef.collection('spendingTotal').doc('total');

  return db.runTransaction(async (transaction) => {
    const [project, stored, settlement, plan, storedTotal, corrected] = await transaction.getAll(
      projectRef,
      entryRef,
      db.doc(`settlements/${projectId}`),
      projectRef.collection('useOfFunds').doc('plan'),
      totalRef,
      ...(corrects ? [projectRef.collection('spending').doc(corrects)] : []),
    );
    // Read after the transaction's reads: a retry of the transaction judges by its own moment.
    const now = clock();
    if (!project.exists) throw refuse('not-found', UNKNOWN_PROJECT);
    if (project.get('creatorId') !== uid) throw refuse('permission-denied', NOT_THE_FOUNDER);
    const endsAt = toDate(project.get('endsAt'));
    const approval = endsAt && approvalDate(endsAt, whole(project.get('durationDays')) || 30, whole(project.get('extensionDays')));
    const day = checkSpendingDay(request.day, approval, now);
    if (stored.exists) {
      if (day.spentOn && sameEntry(stored, request, day.spentOn)) return { entryId, outcome: 'already-recorded' as const };
      throw refuse('already-exists', corrects ? ALREADY_CORRECTED : SPENDING_REQUEST_REUSED);
    }
    const raised = fundedRaised(project, settlement, now);
    if (day.error || !day.spentOn) throw refuse('invalid-argument', day.error ?? SPENDING_MESSAGES.date);
    const lines = plan.get('lines');
    if (line !== OTHER_LINE && !(Array.isArray(lines) && Number(line) < lines.length))
      throw refuse('invalid-argument', SPENDING_MESSAGES.line);
    if (corrects) {
      if (!corrected?.exists || corrected.get('corrects') !== '') throw refuse('failed-precondition', NOT_CORRECTABLE);
      if (corrected.get('line') !== line) throw refuse('invalid-argument', CORRECTION_OFF_LINE);
      if (-amount > whole(corrected.get('amount'))) throw refuse('invalid-argument', SPENDING_MESSAGES.correction);
    }
    const total = spendingTotalOf(storedTotal.data());
    if (total.spent + amount > raised) throw refuse('failed-precondition', overLeftToRecord(Math.max(0, raised - total.spent)));

    const recordedAt = Timestamp.fromDate(now);
    transaction.create(entryRef, {
      spentOn: Timestamp.fromDate(day.spentOn),
      line,
      amount,
      paidFor: request.paidFor,
      evidenceUrl: request.evidenceUrl,
      corrects,
      createdAt: recordedAt,
      projectId,
      projectTitle: String(project.get('title') ?? ''),
    });
    transaction.set(totalRef, totalAfter(total, line, amount, entryId));
    // The founder's Track record: the project's sum of spending moves by the entry's amount.
    transaction.set(db.doc(`founderRecords/${uid}`), { spentBy: { [projectId]: FieldValue.increment(amount) } }, { merge: true });
    return { entryId, outcome: 'recorded' as const };
  });
}
