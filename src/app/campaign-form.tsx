import { ProjectForm, type ProjectFormProps } from '@/features/campaigns/components/project-form';
import type { PlanChange, PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import type { MilestoneChange } from '@/features/accountability/api/milestones/milestone-model';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';
import { useMilestonesSection, usePlanSection } from '@/features/accountability/components/campaign-form-sections';

type CampaignFormProps = Omit<ProjectFormProps<PlanChange & MilestoneChange>, 'sections'> & {
  /** The stored plan (Update Project Details); none on Create Campaign. */
  initialPlan?: PlanLine[];
  /** Approved: the plan is shown read-only (firestore.rules refuse any change to it). */
  planLocked?: boolean;
  /** The stored milestones (Update Project Details); none on Create Campaign. */
  initialMilestones?: Milestone[];
  /** Approved: the milestones are shown read-only (firestore.rules refuse any change but deliver and postpone). */
  milestonesLocked?: boolean;
};

/** Create Campaign's and Update Project Details' form: the project's fields, then its use of funds and milestones. */
export function CampaignForm({
  initialPlan = [],
  planLocked = false,
  initialMilestones = [],
  milestonesLocked = false,
  ...props
}: CampaignFormProps) {
  const plan = usePlanSection(initialPlan, planLocked, Number(props.initialValues.goal));
  const milestones = useMilestonesSection(initialMilestones, milestonesLocked);
  return <ProjectForm<PlanChange & MilestoneChange> {...props} sections={[plan, milestones]} />;
}
