// Who may do what with updates, questions and saved projects. Pure; firestore.rules mirrors them
// (isApprovedProjectCreator, the questions and saved blocks).
import { isAdmin, isCreator, type Viewer } from '@/lib/policies';

type ProjectOwnership = { creatorId: string; approved: boolean; raised: number };

/** Posting updates and answering questions: the creator of an approved project. */
export const canPostUpdate = (viewer: Viewer | null, project: ProjectOwnership) => isCreator(viewer, project) && project.approved;
export const canAnswerQuestion = canPostUpdate;
export const canDeleteUpdate = (viewer: Viewer | null, project: ProjectOwnership) => canPostUpdate(viewer, project) || isAdmin(viewer);

/** Any member on an approved project; its creator too (shown as Founder, for a question asked elsewhere).
 * The rules also want a verified address and a name from the profile; the screen says so. */
export const canAskQuestion = (viewer: Viewer | null, project: ProjectOwnership) => !!viewer && project.approved;
export const canRemoveQuestion = (viewer: Viewer | null) => isAdmin(viewer);

/** Investors and entrepreneurs keep a private list of approved projects. */
export const canSaveProject = (viewer: Viewer | null, project: Pick<ProjectOwnership, 'approved'>) =>
  !!viewer && (viewer.role === 'investor' || viewer.role === 'entrepreneur') && project.approved;
