import type { FirestoreDataConverter } from 'firebase/firestore/lite';
import { amount, text, toDate } from '@/lib/firestore-fields';
import { CAMPAIGN_DAYS, DEFAULT_CATEGORY, isCategory, PROJECT_STATUSES, type Project, type ProjectStatus } from './project-model';

function statusOf(data: Record<string, unknown>): ProjectStatus {
  if (data.approved === true) return 'approved';
  return PROJECT_STATUSES.includes(data.status as ProjectStatus) && data.status !== 'approved' ? (data.status as ProjectStatus) : 'pending';
}

/** The one place a projects document becomes a Project: Timestamps become Dates here. */
export const projectConverter: FirestoreDataConverter<Project> = {
  toFirestore: (project) => project,
  fromFirestore: (snapshot) => {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      title: text(data.title),
      description: text(data.description),
      goal: amount(data.goal),
      category: isCategory(data.category) ? data.category : DEFAULT_CATEGORY,
      imageUrl: text(data.imageUrl),
      videoUrl: text(data.videoUrl),
      businessPlan: text(data.businessPlan),
      teamInfo: text(data.teamInfo),
      risks: text(data.risks),
      createdBy: text(data.createdBy),
      creatorId: text(data.creatorId),
      approved: data.approved === true,
      status: statusOf(data),
      raised: amount(data.raised),
      updates: Array.isArray(data.updates) ? data.updates.map(String) : [],
      createdAt: toDate(data.createdAt),
      updatedAt: toDate(data.updatedAt),
      lastUpdatedBy: text(data.lastUpdatedBy),
      bookmarked: data.bookmarked === true,
      durationDays: amount(data.durationDays) || CAMPAIGN_DAYS.default,
      endsAt: toDate(data.endsAt),
      extensionDays: amount(data.extensionDays),
      backerCount: amount(data.backerCount),
      fundedRatio: amount(data.fundedRatio),
      reviewNote: text(data.reviewNote),
      reviewCount: typeof data.reviewCount === 'number' ? data.reviewCount : 0,
      closedAt: toDate(data.closedAt),
      tookMoney: typeof data.lastInvestmentId === 'string',
    };
  },
};
