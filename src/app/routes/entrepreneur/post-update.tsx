import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { PageHeader } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { canChangeGoal, canChangeTerms, canEditProject, FROZEN_CAMPAIGN_TEXT, isBeforeApproval, isCreator } from '@/lib/policies';
import { toFormValues } from '@/features/campaigns/api/project-form/project-form-values';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { projectLoadError, useProject } from '@/features/campaigns/api/projects/use-project';
import type { CampaignContent } from '@/features/accountability/api/campaign-writes';
import { useUpdateCampaign } from '@/features/accountability/api/use-campaign-writes';
import { useSavePicture } from '@/features/campaigns/api/pictures/use-picture-mutations';
import type { PictureChange } from '@/lib/pictures/use-picture-choice';
import { pictureRetryMessage, pictureRetryOf } from '@/lib/pictures/picture-retry';
import { GOAL_PLANNED_HINT } from '@/features/campaigns/components/project-form';
import { CampaignForm } from '@/app/campaign-form';
import { ProjectLoadProblem } from '@/features/campaigns/components/project-load-problem';
import type { PlanLine } from '@/features/accountability/api/use-of-funds/plan-model';
import { usePlan } from '@/features/accountability/api/use-of-funds/plan-doc';
import { keepsRecord } from '@/features/accountability/api/milestones/milestone-model';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';
import { useMilestones } from '@/features/accountability/api/milestones/use-milestones';
import { plainErrorMessage } from '@/lib/plain-error';

const TITLE = 'Update Project Details';

function EditProject({ project, plan, milestones }: { project: Project; plan: PlanLine[]; milestones: Milestone[] }) {
  const navigate = useNavigate();
  const updateProject = useUpdateCampaign();
  const savePicture = useSavePicture();
  const location = useLocation();
  const [retry] = useState(() => pictureRetryOf(location.state));
  const [error, setError] = useState(retry ? pictureRetryMessage(retry.reason) : '');
  const projectPage = paths.project.href(project.id);

  const planLocked = !isBeforeApproval(project);
  // Approval locks the milestones; one delivered, postponed or marked Late keeps its record (also after a send-back).
  const milestonesLocked = planLocked || milestones.some(keepsRecord);

  async function save(content: CampaignContent, picture: PictureChange) {
    setError('');
    try {
      // Only the creator edits (firestore.rules isCreatorEdit).
      await updateProject.mutateAsync([project.id, content]);
    } catch (failure) {
      setError(`Error updating project: ${plainErrorMessage(failure)}`);
      return;
    }
    if (picture.kind !== 'keep') {
      try {
        await savePicture.mutateAsync({
          projectId: project.id,
          change: picture,
          shownVersion: project.pictureVersion ?? null,
        });
      } catch (failure) {
        setError(
          `The project details were saved, but the picture was not (${plainErrorMessage(failure)}). Press Update Project to try again.`,
        );
        return;
      }
    }
    notify.success('Project updated');
    // Back to this page must not offer the saved picture again.
    if (retry) navigate(location.pathname, { replace: true, state: null });
    navigate(projectPage);
  }

  return (
    <CampaignForm
      initialValues={toFormValues(project)}
      submitLabel="Update Project"
      busyLabel="Updating..."
      onSubmit={save}
      onCancel={() => navigate(projectPage)}
      // A locked plan adds up to the goal, so it fixes the goal too (firestore.rules isPlanEdit).
      goalLocked={!canChangeGoal(project) || (planLocked && plan.length > 0)}
      goalLockedHint={canChangeGoal(project) ? GOAL_PLANNED_HINT : undefined}
      initialPlan={plan}
      planLocked={planLocked}
      initialMilestones={milestones}
      milestonesLocked={milestonesLocked}
      lengthLocked={project.approved}
      initialTerms={project.dealTerms}
      termsLocked={!canChangeTerms(project)}
      hasPicture={project.pictureVersion != null}
      initialPicture={retry?.change}
      error={error}
    />
  );
}

export default function PostUpdateRoute() {
  const { projectId = '' } = useParams();
  const { viewer } = useAuth();
  const { data: project, isPending, error, refetch, isFetching } = useProject(projectId);
  const plan = usePlan(projectId);
  const milestones = useMilestones(projectId);

  if (isPending || plan.isPending || milestones.isPending) return <PageSpinner />;
  if (plan.error) return <ProjectLoadProblem message={projectLoadError(plan.error)} onRetry={plan.refetch} retrying={plan.isFetching} />;
  if (milestones.error)
    return (
      <ProjectLoadProblem message={projectLoadError(milestones.error)} onRetry={milestones.refetch} retrying={milestones.isFetching} />
    );
  if (error) return <ProjectLoadProblem message={projectLoadError(error)} onRetry={refetch} retrying={isFetching} />;
  if (!project) return <ProjectLoadProblem message="Project not found" />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={TITLE} subtitle={project.title} />
      {viewer && canEditProject(viewer, project) ? (
        <Card className="p-4 sm:p-6">
          {project.holdsMoney && (
            <p role="note" className="mb-4 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
              Backers have money in this campaign: your changes are shown on the project page under Edit history, with the earlier text, and
              its backers see them in What&apos;s new. The goal can no longer change.
            </p>
          )}
          <EditProject project={project} plan={plan.data} milestones={milestones.data} />
        </Card>
      ) : (
        <div className="space-y-4">
          <Banner>
            {viewer && isCreator(viewer, project) && project.status === 'closed'
              ? FROZEN_CAMPAIGN_TEXT
              : 'You can only update your own projects'}
          </Banner>
          <ButtonLink to={paths.project.href(project.id)} variant="secondary">
            View Project
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
