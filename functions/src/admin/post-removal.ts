// The admin's removal of someone's post (a question, a campaign update): the post goes and its audit
// entry records what it said, in one transaction. The entry's id comes from the post (project, id and
// creation time), so a second removal of it finds nothing left to do.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { auditEntry } from './audit-write';
import { questionAuditId, updateAuditId } from '../../../shared/admin/audit-entry';
import type { AdminActionCall, AdminActionResult } from '../../../shared/admin/admin-calls';

type PostRemoval = Extract<AdminActionCall, { action: 'remove_question' | 'remove_update' }>;

const kinds = {
  remove_question: {
    collection: 'questions',
    recorded: (post: DocumentData) => ({ text: post.text, askerName: post.askerName }),
    entryId: questionAuditId,
  },
  remove_update: {
    collection: 'updates',
    recorded: (post: DocumentData) => ({ title: post.title, body: post.body }),
    entryId: updateAuditId,
  },
} as const;

export function removePost(db: Firestore, adminUid: string, call: PostRemoval): Promise<AdminActionResult> {
  const kind = kinds[call.action];
  const postId = call.action === 'remove_question' ? call.questionId : call.updateId;
  const postRef = db.doc(`projects/${call.projectId}/${kind.collection}/${postId}`);
  return db.runTransaction(async (transaction) => {
    const [post, project] = await transaction.getAll(postRef, db.doc(`projects/${call.projectId}`));
    // A post or project already gone is left as it is: removed by an earlier attempt, or with its project.
    if (!post.exists || !project.exists) return { outcome: 'already-done' as const, auditId: null };
    const data = post.data()!;
    // A post without its time (none the app wrote) still gets an entry of its own id.
    const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : 0;
    const entryId = kind.entryId(call.projectId, postId, createdAt);
    const facts = {
      action: call.action,
      projectId: call.projectId,
      projectTitle: String(project.get('title')),
      creatorId: String(project.get('creatorId')),
      subjectId: postId,
      before: kind.recorded(data),
      after: {},
    };
    transaction.set(db.doc(`audit/${entryId}`), auditEntry(facts, adminUid));
    transaction.delete(postRef);
    return { outcome: 'done' as const, auditId: entryId };
  });
}
