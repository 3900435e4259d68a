// A campaign's Edit history, kept by the server: each change of the fields its
// founder edits (shared/projects/edit-fields.ts), made while the campaign holds money, gets an entry
// (projects/{id}/edits/{id}) with each field's value before and after, and, once the campaign is
// approved, a campaign update that tells its followers and backers in What's new. The notice counts as
// one of the founder's updates (UPDATE_LIMITS, their poster document), so a burst of edits tells them at
// most once a minute and 10 times a day; the entry is written whatever the notice's fate.
//
// The event's before and after are the project around that one write, so the entry is exact however
// late it runs. Its id comes from the event's, and the entry, the notice and the count are written in
// one transaction that first looks for the entry: a replayed event writes nothing. Whether the campaign
// holds money is read when the event runs, a moment after the write: an investment landing in between
// gets the edit recorded, which errs on the backers' side.
import { createHash } from 'node:crypto';
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { editedBetween, editNotice, type EditedField } from '../../../shared/projects/edit-fields';
import { holdsMoney } from '../../../shared/money/shards';
import { UPDATE_LIMITS } from '../../../shared/updates/update-limits';
import { nextWrite } from '../../../shared/write-ceiling';
import { toDate } from '../stored';

/** An auto-id's form (20 letters or digits), the same for every delivery of one event. */
export const editIdOf = (eventId: string) => createHash('sha256').update(eventId).digest('hex').slice(0, 20);

/** Records the edit one project write made (`edited`, stored at `editedAt`: entries keep the edits' order whenever their events run), once. Returns whether it wrote the entry. */
export async function recordCampaignEdit(
  db: Firestore,
  projectId: string,
  eventId: string,
  before: DocumentData | undefined,
  edited: DocumentData | undefined,
  editedAt: Timestamp | undefined,
): Promise<boolean> {
  if (!before || !edited || !editedAt) return false;
  const fields = editedBetween(before, edited);
  if (fields.length === 0) return false;
  const projectRef = db.doc(`projects/${projectId}`);
  const shards = await projectRef.collection('shards').get();
  if (
    !holdsMoney(
      before,
      shards.docs.map((shard) => ({ data: shard.data() })),
    )
  )
    return false;
  const id = editIdOf(eventId);
  const creatorId = String(edited.creatorId);
  const pick = (source: DocumentData) => Object.fromEntries(fields.map((field) => [field, source[field] ?? null]));
  const entryRef = projectRef.collection('edits').doc(id);
  const posterRef = projectRef.collection('posters').doc(creatorId);
  return db.runTransaction(async (transaction) => {
    const [entry, poster] = await transaction.getAll(entryRef, posterRef);
    if (entry.exists) return false;
    transaction.create(entryRef, { projectId, creatorId, fields, before: pick(before), after: pick(edited), editedAt });
    if (edited.approved === true) postNotice(transaction, projectRef, poster, { id, creatorId, title: String(edited.title), fields });
    return true;
  });
}

/** The edit's What's new update and the founder's count moved on, unless the count says not now. */
function postNotice(
  transaction: Transaction,
  projectRef: DocumentReference,
  poster: DocumentSnapshot,
  edit: { id: string; creatorId: string; title: string; fields: EditedField[] },
) {
  const lastAt = toDate(poster.get('lastPostedAt'));
  const windowStart = toDate(poster.get('windowStart'));
  const tick = lastAt && windowStart ? { lastAt, windowStart, countInWindow: Number(poster.get('countInWindow') ?? 0) } : null;
  const now = Timestamp.now();
  const next = nextWrite(tick, now.toDate(), UPDATE_LIMITS);
  if (!next.ok) return;
  const notice = editNotice(edit.fields);
  transaction.create(projectRef.collection('updates').doc(edit.id), {
    ...notice,
    projectId: projectRef.id,
    projectTitle: edit.title,
    creatorId: edit.creatorId,
    createdAt: now,
    updatedAt: now,
  });
  // On a campaign that ended Funded, this count's change moves the founder's record (founders/record-update.ts).
  transaction.set(poster.ref, {
    lastPostedAt: now,
    windowStart: next.windowStart === 'now' ? now : poster.get('windowStart'),
    countInWindow: next.countInWindow,
    lastUpdateId: edit.id,
  });
}
