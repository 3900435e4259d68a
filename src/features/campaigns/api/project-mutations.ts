import { doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import type { Role } from '@/lib/policies';
import { userProfileChanged } from '@/features/users/api/users';
import { approvalDeadline, extendedDeadline } from './campaign-life';
import { projectCardDoc, projectDoc, setProjectWithCard, updateProjectWithCard } from './project-card';
import { deletePictures } from './pictures';
import { newProjectFields, searchedTexts, searchTokens, type Creator, type Project, type ProjectContent } from './project-model';

/** Every change to a project goes with the same change to its card, in one batch (firestore.rules, cardInStep). */
function changeProject(id: string, changes: Record<string, unknown>) {
  const batch = writeBatch(db);
  updateProjectWithCard(batch, db, id, changes);
  return batch.commit();
}

/** Creates a pending project; creating one also makes the creator an entrepreneur (spec section 6). */
export async function createProject(content: ProjectContent, creator: Creator & { role: Role | '' }): Promise<string> {
  const id = crypto.randomUUID();
  const batch = writeBatch(db);
  setProjectWithCard(batch, db, id, { ...newProjectFields(content, creator), createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  const becomesEntrepreneur = creator.role === 'investor';
  if (becomesEntrepreneur) batch.update(doc(db, 'users', creator.uid), { role: 'entrepreneur' });
  await batch.commit();
  if (becomesEntrepreneur) userProfileChanged(creator.uid);
  return id;
}

/** The editor (the creator) and what the project already says of its founder, for its search tokens. */
export type ProjectEditor = { uid: string; email: string; creatorEmail: string; creatorName: string };

export const updateProject = (id: string, content: ProjectContent, editor: ProjectEditor) =>
  changeProject(id, {
    ...content,
    searchTokens: searchTokens(...searchedTexts(content.title, content.description, editor.creatorName, editor.creatorEmail)),
    updatedAt: serverTimestamp(),
    lastUpdatedBy: editor.email,
  });

/** Approval fixes the deadline: now + the campaign's length (the rules check it against request.time). */
export const approveProject = (project: Pick<Project, 'id' | 'durationDays'>) =>
  changeProject(project.id, { approved: true, status: 'approved', endsAt: approvalDeadline(project.durationDays) });

/** The admin's one-time extension of a running campaign, by 1 to 30 days. */
export const extendCampaign = (project: Pick<Project, 'id' | 'endsAt'>, days: number) =>
  changeProject(project.id, { extensionDays: days, endsAt: extendedDeadline(project.endsAt ?? new Date(), days) });

/**
 * Deletes a project that never took money (spam, or Delete of an unfunded approved project) with its
 * card, and retires its id with a tombstone in the same batch, so nobody can create a project under it again.
 */
export async function deleteProject(id: string) {
  const batch = writeBatch(db);
  batch.delete(projectDoc(db, id));
  batch.delete(projectCardDoc(db, id));
  deletePictures(batch, db, id);
  batch.set(doc(db, 'deletedProjects', id), { deletedAt: serverTimestamp() });
  await batch.commit();
}

/** Close campaign: what Delete is for a project that took money. It stays for its creator, investors and the admin. */
export const closeProject = (id: string) =>
  changeProject(id, { approved: false, status: 'closed', bookmarked: false, closedAt: serverTimestamp() });

/** Reject with a reason: the project goes back to its creator as Changes requested. */
export const requestChanges = (project: Pick<Project, 'id' | 'reviewCount'>, reason: string) =>
  changeProject(project.id, { status: 'changes_requested', reviewNote: reason, reviewCount: project.reviewCount + 1 });

/** Resubmit for review, after the creator's edits. */
export const resubmitProject = (id: string) => changeProject(id, { status: 'pending' });

export const setBookmark = (id: string, bookmarked: boolean) => changeProject(id, { bookmarked });
