// The admin's removal of someone's post (a campaign update, a question): the post goes and its audit
// entry records what it said, in one batch.
import { doc, getDoc, writeBatch, type DocumentData, type Timestamp } from 'firebase/firestore/lite';
import type { AuditAction } from '@/features/audit/api/audit-model';
import { addAuditEntry, signedInAdmin, type AdminWriter } from '@/features/audit/api/audit-writes';

type PostKind = {
  collection: 'updates' | 'questions';
  action: Extract<AuditAction, 'remove_update' | 'remove_question'>;
  /** What the audit entry keeps of the post (its before). */
  recorded: (post: DocumentData) => Record<string, unknown>;
  /** The entry's id comes from the post (project, id, creation time): no document is left to name it (firestore.rules). */
  auditId: (projectId: string, postId: string, createdAtMillis: number) => string;
};

/** Removes the post with its audit entry; a post or project already gone is left as it is. */
export async function removePost(kind: PostKind, projectId: string, postId: string, given?: AdminWriter) {
  const writer = given ?? (await signedInAdmin());
  const postRef = doc(writer.firestore, 'projects', projectId, kind.collection, postId);
  const [post, project] = await Promise.all([getDoc(postRef), getDoc(doc(writer.firestore, 'projects', projectId))]);
  if (!post.exists() || !project.exists()) return;
  const data = post.data();
  const batch = writeBatch(writer.firestore);
  addAuditEntry(
    batch,
    {
      action: kind.action,
      projectId,
      projectTitle: project.data().title,
      creatorId: project.data().creatorId,
      subjectId: postId,
      before: kind.recorded(data),
      after: {},
    },
    kind.auditId(projectId, postId, (data.createdAt as Timestamp).toMillis()),
    writer,
  );
  batch.delete(postRef);
  await batch.commit();
}
