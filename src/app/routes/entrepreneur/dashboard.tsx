import { Plus } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { canEditProject, isCreator } from '@/lib/policies';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { useListFilterParams } from '@/features/campaigns/api/project-list/use-list-filter-params';
import { ProjectFilters } from '@/features/campaigns/components/project-filters';
import { ProjectList } from '@/features/campaigns/components/project-list';
import { ResubmitButton } from '@/features/campaigns/components/resubmit-button';
import { ChangesRequestedNote } from '@/features/campaigns/components/review-history';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';
import { SaveToggle } from '@/features/engagement/components/save-toggle';
import { SavedProjects } from '@/app/saved-projects-tab';

const TABS = [
  { id: 'browse', label: 'Browse Projects' },
  { id: 'mine', label: 'My Projects' },
  { id: 'saved', label: 'Saved' },
] as const;
type EntrepreneurTab = (typeof TABS)[number]['id'];
const TAB_IDS: readonly [EntrepreneurTab, ...EntrepreneurTab[]] = ['browse', 'mine', 'saved'];
const NO_PROJECTS_YET = "You haven't created any projects yet.";

export default function EntrepreneurDashboardRoute() {
  const { viewer } = useAuth();
  const view = useListFilterParams(TAB_IDS);

  const header = (
    <PageHeader
      title="Entrepreneur Dashboard"
      subtitle="Follow your campaigns and see what other founders are building."
      actions={
        <ButtonLink to={paths.createCampaign.href()}>
          <Plus aria-hidden className="size-5" />
          Create Campaign
        </ButtonLink>
      }
    />
  );
  if (!viewer) {
    return (
      <>
        {header}
        <Banner>Please login to access the dashboard</Banner>
      </>
    );
  }

  const mine = view.tab === 'mine';
  const filter = mine ? view.filterFor('mine', { creatorId: viewer.uid }) : view.filterFor('approved');
  const actions = (project: ProjectSummary) => (
    <>
      {mine && <ChangesRequestedNote project={project} />}
      <ViewDetailsLink projectId={project.id} />
      {canEditProject(viewer, project) && (
        <ButtonLink size="sm" to={paths.postUpdate.href(project.id)}>
          Post Update
        </ButtonLink>
      )}
      {!isCreator(viewer, project) && <SaveToggle project={project} />}
      {mine && canEditProject(viewer, project) && <ResubmitButton project={project} />}
    </>
  );

  return (
    <>
      {header}
      <Tabs label="Entrepreneur dashboard sections" tabs={[...TABS]} active={view.tab} onChange={view.setTab} />
      <div role="tabpanel" aria-label={TABS.find((tab) => tab.id === view.tab)?.label} className="mt-6">
        {view.tab !== 'saved' && <ProjectFilters controls={view} filter={filter} discovery={!mine} />}
        {view.tab === 'saved' ? (
          <SavedProjects renderActions={actions} />
        ) : mine ? (
          <ProjectList
            key="mine"
            filter={filter}
            emptyMessage={NO_PROJECTS_YET}
            filteredEmptyMessage={NO_PROJECTS_YET}
            emptyAction={<ButtonLink to={paths.createCampaign.href()}>Create Your First Project</ButtonLink>}
            label="My projects"
            card={{ showStatus: true }}
            renderActions={actions}
          />
        ) : (
          <ProjectList
            key="browse"
            filter={filter}
            emptyMessage="No projects available at the moment."
            label="Approved projects"
            renderActions={actions}
          />
        )}
      </div>
    </>
  );
}
