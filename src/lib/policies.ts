// Who may do what. Pure functions; firestore.rules mirrors them (see the function names there).
import { ADMIN_EMAIL } from '@/config/rules-constants';

import type { Role } from '@/lib/roles';

/** A role a user may pick for themselves. Admin comes only from the verified admin address. */
export type SelfChosenRole = Exclude<Role, 'admin'>;

export type Viewer = { uid: string; email: string | null; emailVerified: boolean; role: Role | '' };
type ProjectOwnership = { creatorId: string; approved: boolean; raised: number };

export function isAdminAccount(email: string | null | undefined, emailVerified: boolean): boolean {
  return emailVerified && !!email && email.toLowerCase() === ADMIN_EMAIL.toLowerCase();
}

export function isAdmin(viewer: Viewer | null): boolean {
  return !!viewer && isAdminAccount(viewer.email, viewer.emailVerified);
}

export function isCreator(viewer: Viewer | null, project: ProjectOwnership): boolean {
  return !!viewer && viewer.uid === project.creatorId;
}

export const canViewProject = (viewer: Viewer | null, project: ProjectOwnership) =>
  project.approved || isCreator(viewer, project) || isAdmin(viewer);

/** A closed campaign is frozen: only the admin's own actions change it (firestore.rules isCreatorEdit). */
export const canEditProject = (viewer: Viewer | null, project: ProjectOwnership & { status: string }) =>
  isCreator(viewer, project) && project.status !== 'closed';

/** Why a closed campaign's page has no Edit (the creator's project page and /post-update say it). */
export const FROZEN_CAMPAIGN_TEXT = 'This campaign was closed by the admin, so its details can no longer be edited.';

/** The goal is fixed while the campaign holds money, so nobody's share of it changes under them; once every investment is cancelled it may change (firestore.rules holdsMoney). */
export const canChangeGoal = (project: { holdsMoney: boolean }) => !project.holdsMoney;

/** Use of funds: free while pending or sent back, locked at approval (firestore.rules isBeforeApproval). */
export const isBeforeApproval = (project: { status: string }) => project.status === 'pending' || project.status === 'changes_requested';

/** Until the deadline (firestore.rules measure it with request.time). Investing needs a verified e-mail address
 * too; the screens say so (VerifyEmailNotice) instead of hiding the button. */
export const canInvest = (viewer: Viewer | null, project: ProjectOwnership & { endsAt: Date | null }, now = new Date()) =>
  !!viewer && project.approved && !isCreator(viewer, project) && !!project.endsAt && project.endsAt.getTime() > now.getTime();

/** Creating a campaign and investing need a verified address (firestore.rules isVerified). */
export const hasVerifiedEmail = (viewer: Viewer | null) => !!viewer && viewer.emailVerified;

/** A project that holds money is closed, never deleted (firestore.rules holdsMoney); one whose every investment was cancelled may be deleted. */
export const canDeleteProject = (viewer: Viewer | null, project: { holdsMoney: boolean }) => isAdmin(viewer) && !project.holdsMoney;
export const canCloseProject = (viewer: Viewer | null, project: { tookMoney: boolean; approved: boolean }) =>
  isAdmin(viewer) && project.tookMoney && project.approved;

export const canReviewProjects = (viewer: Viewer | null) => isAdmin(viewer);

/** Who invested, by name and e-mail (Backers, Export CSV): the project's creator and the admin (firestore.rules match /investments). */
export const canViewBackers = (viewer: Viewer | null, project: ProjectOwnership) => isCreator(viewer, project) || isAdmin(viewer);

/** Deal terms are the founder's until approval; from then on investors rely on them (firestore.rules termsMayChange). */
export const canChangeTerms = (project: { status: string }) => project.status === 'pending' || project.status === 'changes_requested';
