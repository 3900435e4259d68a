// The admin's actions on a project: approve, send back with a reason, extend, close, delete. Each is one
// transaction that makes the action's checks on the project as stored, writes the change and its audit
// entry (and the review note, or the tombstone and the pictures' removal), on the server's clock.
import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { refuse } from '../money/refuse';
import { auditEntry, replayed } from './audit-write';
import { toDate } from '../stored';
import { holdsMoney, SHARD_COUNT } from '../../../shared/money/shards';
import { approvalDeadline, CAMPAIGN_DAYS, extendedDeadline } from '../../../shared/projects/deadlines';
import { AUDITED_FIELDS, auditedFields, projectChangeFacts } from '../../../shared/admin/audit-entry';
import {
  ADMIN_PROJECT_GONE,
  HOLDS_MONEY,
  NOT_CLOSABLE,
  NOT_EXTENDABLE,
  NOT_WAITING_FOR_REVIEW,
  SEND_BACK_NOT_ALLOWED,
  type AdminActionCall,
  type AdminActionResult,
} from '../../../shared/admin/admin-calls';

type ProjectReview = Extract<AdminActionCall, { action: 'approve' | 'send_back' | 'extend' | 'close' | 'delete' }>;

/** The campaign's length in days as stored; one the rules would never have let in counts as the form's default. */
const campaignLength = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= CAMPAIGN_DAYS.min && value <= CAMPAIGN_DAYS.max
    ? value
    : CAMPAIGN_DAYS.default;

/** What the project holds when the action runs: its data, whether it ever took money, whether it holds some now. */
type Stored = { data: DocumentData; tookMoney: boolean; holdingMoney: boolean };

/** The change an action makes to the project (none for a delete), or its refusal. */
function changeFor(call: ProjectReview, { data, tookMoney, holdingMoney }: Stored, now: Date): Record<string, unknown> {
  const running = data.status === 'approved' && data.approved === true;
  switch (call.action) {
    case 'approve':
      if (data.status !== 'pending') throw refuse('failed-precondition', NOT_WAITING_FOR_REVIEW);
      return { approved: true, status: 'approved', endsAt: Timestamp.fromDate(approvalDeadline(campaignLength(data.durationDays), now)) };
    case 'send_back':
      // A running campaign that never took money can be sent back too (from a member's report).
      if (!(data.status === 'pending' || (running && !tookMoney))) throw refuse('failed-precondition', SEND_BACK_NOT_ALLOWED);
      return { approved: false, status: 'changes_requested', reviewCount: Number(data.reviewCount ?? 0) + 1 };
    case 'extend': {
      const endsAt = toDate(data.endsAt);
      if (!running || Number(data.extensionDays ?? 0) !== 0 || !endsAt || now >= endsAt)
        throw refuse('failed-precondition', NOT_EXTENDABLE);
      return { extensionDays: call.days, endsAt: Timestamp.fromDate(extendedDeadline(endsAt, call.days)) };
    }
    case 'close':
      if (!running || !tookMoney) throw refuse('failed-precondition', NOT_CLOSABLE);
      return { approved: false, status: 'closed', bookmarked: false, closedAt: Timestamp.fromDate(now) };
    case 'delete':
      // Only a project that holds no money is deleted (one whose every investment was cancelled too).
      if (holdingMoney) throw refuse('failed-precondition', HOLDS_MONEY);
      return {};
  }
}

async function readStored(db: Firestore, transaction: Transaction, projectId: string) {
  const shardRefs = Array.from({ length: SHARD_COUNT }, (_, i) => db.doc(`projects/${projectId}/shards/${i}`));
  const [project, ...shards] = await transaction.getAll(db.doc(`projects/${projectId}`), ...shardRefs);
  if (!project.exists) return null;
  const data = project.data()!;
  const present = shards.filter((shard) => shard.exists).map((shard) => ({ data: shard.data()! }));
  return { data, tookMoney: typeof data.lastInvestmentId === 'string' || present.length > 0, holdingMoney: holdsMoney(data, present) };
}

export function reviewProject(db: Firestore, adminUid: string, call: ProjectReview): Promise<AdminActionResult> {
  const { projectId, requestId } = call;
  const projectRef = db.doc(`projects/${projectId}`);
  const entryRef = db.doc(`audit/${requestId}`);
  return db.runTransaction(async (transaction) => {
    const entry = await transaction.get(entryRef);
    if (entry.exists) return replayed(entry, call.action, projectId);
    const stored = await readStored(db, transaction, projectId);
    if (!stored) throw refuse('not-found', ADMIN_PROJECT_GONE);
    const now = new Date();
    const change = changeFor(call, stored, now);

    if (call.action === 'delete') {
      // Its id is retired by a tombstone that names the entry, so nobody creates a project under it again.
      const facts = {
        action: 'delete' as const,
        projectId,
        projectTitle: String(stored.data.title),
        creatorId: String(stored.data.creatorId),
        before: auditedFields(stored.data, AUDITED_FIELDS.delete),
        after: {},
      };
      transaction.set(entryRef, auditEntry(facts, adminUid));
      transaction.delete(projectRef);
      for (const size of ['card', 'page']) transaction.delete(db.doc(`projects/${projectId}/pictures/${size}`));
      transaction.set(db.doc(`deletedProjects/${projectId}`), { deletedAt: FieldValue.serverTimestamp(), auditId: requestId });
      return { outcome: 'done' as const, auditId: requestId };
    }

    let addedAfter: Record<string, unknown> = {};
    if (call.action === 'send_back') {
      // The reason is private (creator and admin), never on the project or its card.
      transaction.set(db.doc(`projects/${projectId}/private/review`), {
        note: call.reason,
        reviewCount: change.reviewCount,
        sentBackAt: FieldValue.serverTimestamp(),
      });
      addedAfter = { reviewNote: call.reason };
    }
    transaction.set(entryRef, auditEntry(projectChangeFacts(call.action, projectId, stored.data, change, addedAfter), adminUid));
    transaction.update(projectRef, change);
    return { outcome: 'done' as const, auditId: requestId };
  });
}
