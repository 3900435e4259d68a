// A campaign's creation and edit: the project (campaigns' createProject, updateProject) with its use of
// funds and milestones in the same batch, all or nothing.
import type { Firestore } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { createProject, updateProject } from '@/features/campaigns/api/projects/project-mutations';
import type { ProjectContent } from '@/features/campaigns/api/projects/project-schema';
import type { WithDealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';
import type { PlanChange } from './use-of-funds/plan-model';
import { writePlan } from './use-of-funds/plan-doc';
import type { MilestoneChange } from './milestones/milestone-model';
import { writeMilestones } from './milestones/milestones-api';

export type CampaignContent = ProjectContent & WithDealTerms & PlanChange & MilestoneChange;

/** A new campaign: the plan, where the founder made one, beside the project it adds up to; the milestones, where they set some. */
export function createCampaign(
  { useOfFunds, milestones, ...content }: CampaignContent,
  creator: Parameters<typeof createProject>[1],
  firestore: Firestore = db,
) {
  return createProject(content, creator, firestore, (batch, store, id) => {
    if (useOfFunds) writePlan(batch, store, id, useOfFunds);
    if (milestones?.length) writeMilestones(batch, store, id, milestones);
  });
}

/**
 * The founder's edit. The plan where the form may change it (before approval): null removes it; the
 * milestones likewise, the list as it is now, the slots after it removed.
 */
export function updateCampaign(id: string, { useOfFunds, milestones, ...content }: CampaignContent, firestore: Firestore = db) {
  return updateProject(id, content, firestore, (batch, store) => {
    if (useOfFunds !== undefined) writePlan(batch, store, id, useOfFunds);
    if (milestones !== undefined) writeMilestones(batch, store, id, milestones);
  });
}
