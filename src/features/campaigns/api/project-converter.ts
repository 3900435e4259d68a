import type { FirestoreDataConverter } from 'firebase/firestore/lite';
import { amount, text, toDate } from '@/lib/firestore-fields';
import { CAMPAIGN_DAYS, DEFAULT_CATEGORY, isCategory, type Project } from './project-model';

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
      status: data.approved === true ? 'approved' : 'pending',
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
    };
  },
};
