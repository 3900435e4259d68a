import { deleteField, doc, serverTimestamp, writeBatch, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import type { Role } from '@/lib/roles';
import { runAdminAction } from '@/lib/admin-action';
import { userProfileChanged } from '@/features/users/api/users';
import { founderDoc, projectDoc } from './project-card';
import { countNewProject } from './new-project-limit';
import { founderFields, newProjectFields, type Creator } from './project-model';
import type { Project } from './project-read';
import type { ProjectContent } from './project-schema';
import type { WithDealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';

/**
 * What another feature writes in the same batch as a project's creation or edit, all or nothing with it
 * (the use of funds and milestones: src/features/accountability/api/campaign-writes.ts).
 */
export type AlongsideWrites = (batch: WriteBatch, firestore: Firestore, projectId: string) => void;

/** A change to a project alone; its card follows on the server (functions/src/cards). */
function changeProject(id: string, changes: Record<string, unknown>, firestore: Firestore) {
  const batch = writeBatch(firestore);
  batch.update(projectDoc(firestore, id), changes);
  return batch.commit();
}

/**
 * Creates a pending project; creating one also makes the creator an entrepreneur (spec section 6). The
 * founder's count of new projects moves in the same batch (countNewProject: a WriteLimitError past 5 a day).
 */
export async function createProject(
  { dealTerms, ...content }: ProjectContent & WithDealTerms,
  creator: Creator & { role: Role | '' },
  firestore: Firestore = db,
  alongside?: AlongsideWrites,
): Promise<string> {
  const id = crypto.randomUUID();
  const batch = writeBatch(firestore);
  batch.set(projectDoc(firestore, id), {
    ...newProjectFields(content, creator),
    // Deal terms only when stated; they stay off the card.
    ...(dealTerms ? { dealTerms } : {}),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  alongside?.(batch, firestore, id);
  await countNewProject(batch, firestore, creator.uid, id);
  batch.set(founderDoc(firestore, id), founderFields(creator));
  const becomesEntrepreneur = creator.role === 'investor';
  if (becomesEntrepreneur) batch.update(doc(firestore, 'users', creator.uid), { role: 'entrepreneur' });
  await batch.commit();
  if (becomesEntrepreneur) userProfileChanged(creator.uid);
  return id;
}

/**
 * The founder's edit. It also removes the e-mail fields an older project may still hold (createdBy,
 * lastUpdatedBy): the rules refuse an edit that leaves them. While the campaign holds money the server records the edit in its Edit history and tells its backers in What's new
 * (functions/src/edits); the rules keep its goal as it is meanwhile. The server also
 * brings its search tokens in step (functions/src/search).
 */
export async function updateProject(
  id: string,
  { dealTerms, ...content }: ProjectContent & WithDealTerms,
  firestore: Firestore = db,
  alongside?: AlongsideWrites,
) {
  const batch = writeBatch(firestore);
  batch.update(projectDoc(firestore, id), {
    ...content,
    // Unchanged terms are no change (the rules lock them once approved); none removes them.
    ...(dealTerms !== undefined ? { dealTerms: dealTerms ?? deleteField() } : {}),
    updatedAt: serverTimestamp(),
    createdBy: deleteField(),
    lastUpdatedBy: deleteField(),
  });
  alongside?.(batch, firestore, id);
  await batch.commit();
}

/** Approval fixes the deadline on the server: its time of approval + the campaign's length. */
export const approveProject = (project: Pick<Project, 'id'>) => runAdminAction({ action: 'approve', projectId: project.id });

/** The admin's one-time extension of a running campaign, by 1 to 30 days. */
export const extendCampaign = (project: Pick<Project, 'id'>, days: number) =>
  runAdminAction({ action: 'extend', projectId: project.id, days });

/**
 * Deletes a project that holds no money (spam, Delete of an unfunded approved project, or one whose
 * every investment was cancelled); the server retires its id with a tombstone, so nobody can
 * create a project under it again.
 */
export const deleteProject = (id: string) => runAdminAction({ action: 'delete', projectId: id });

/** Close campaign: what Delete is for a project that took money. It stays for its creator, investors and the admin. */
export const closeProject = (id: string) => runAdminAction({ action: 'close', projectId: id });

/**
 * Reject with a reason: the project goes back to its creator, Sent back for changes. The reason is
 * private (projects/{id}/private/review, creator and admin only), never on the project or its card.
 */
export const requestChanges = (project: Pick<Project, 'id'>, reason: string) =>
  runAdminAction({ action: 'send_back', projectId: project.id, reason });

export const reviewDoc = (projectId: string, firestore: Firestore = db) => doc(firestore, 'projects', projectId, 'private', 'review');

/** Resubmit for review, after the creator's edits. */
export const resubmitProject = (id: string, firestore: Firestore = db) => changeProject(id, { status: 'pending' }, firestore);

export const setBookmark = (id: string, bookmarked: boolean, firestore: Firestore = db) => changeProject(id, { bookmarked }, firestore);
