import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore/lite';
import { amount, text, toDate } from '@/lib/firestore-fields';
import { CAMPAIGN_DAYS, DEFAULT_CATEGORY, isCategory, PROJECT_STATUSES, type Project, type ProjectStatus, type ProjectSummary } from './project-model';

function statusOf(data: DocumentData): ProjectStatus {
  if (data.approved === true) return 'approved';
  return PROJECT_STATUSES.includes(data.status as ProjectStatus) && data.status !== 'approved' ? (data.status as ProjectStatus) : 'pending';
}

/** The card fields, alike in a projects document and in its projectCards copy. */
export function readSummary(id: string, data: DocumentData): ProjectSummary {
  return {
    id,
    title: text(data.title),
    description: text(data.description),
    goal: amount(data.goal),
    category: isCategory(data.category) ? data.category : DEFAULT_CATEGORY,
    imageUrl: text(data.imageUrl),
    createdBy: text(data.createdBy),
    creatorId: text(data.creatorId),
    approved: data.approved === true,
    status: statusOf(data),
    raised: amount(data.raised),
    createdAt: toDate(data.createdAt),
    bookmarked: data.bookmarked === true,
    durationDays: amount(data.durationDays) || CAMPAIGN_DAYS.default,
    endsAt: toDate(data.endsAt),
    extensionDays: amount(data.extensionDays),
    backerCount: amount(data.backerCount),
    fundedRatio: amount(data.fundedRatio),
    reviewCount: typeof data.reviewCount === 'number' ? data.reviewCount : 0,
    closedAt: toDate(data.closedAt),
    tookMoney: typeof data.lastInvestmentId === 'string',
  };
}

/** The one place a projectCards document becomes a ProjectSummary: Timestamps become Dates here. */
export const projectCardConverter: FirestoreDataConverter<ProjectSummary> = {
  toFirestore: (card) => card,
  fromFirestore: (snapshot) => readSummary(snapshot.id, snapshot.data()),
};

/** A projects document's data as a Project (also for one that index.html read early). */
export function readProject(id: string, data: DocumentData): Project {
  return {
    ...readSummary(id, data),
    videoUrl: text(data.videoUrl),
    businessPlan: text(data.businessPlan),
    teamInfo: text(data.teamInfo),
    risks: text(data.risks),
    updates: Array.isArray(data.updates) ? data.updates.map(String) : [],
    updatedAt: toDate(data.updatedAt),
    lastUpdatedBy: text(data.lastUpdatedBy),
  };
}

/** The one place a projects document becomes a Project. */
export const projectConverter: FirestoreDataConverter<Project> = {
  toFirestore: (project) => project,
  fromFirestore: (snapshot) => readProject(snapshot.id, snapshot.data()),
};
