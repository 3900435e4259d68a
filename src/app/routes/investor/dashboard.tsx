import { Suspense } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { listFilter, parseListParams, useListFilterParams } from '@/features/campaigns/api/project-list/use-list-filter-params';
import { prefetchProjectList } from '@/features/campaigns/api/projects/use-projects';
import type { ScreenPrefetch } from '@/app/screen-module';
import { isLive } from '@/lib/campaign-life';
import { ProjectFilters } from '@/features/campaigns/components/project-filters';
import { ProjectList } from '@/features/campaigns/components/project-list';
import { ViewDetailsLink } from '@/features/campaigns/components/view-details-link';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { SaveToggle } from '@/features/engagement/components/save-toggle';
import { lazyWithPreload } from '@/utils/lazy-with-preload';

// The viewer's own tabs, downloaded when opened (or with the screen, when it opens on one): the
// first view of Browse never waits for them.
const MyInvestments = lazyWithPreload(() =>
  import('@/features/investments/components/my-investments').then((module) => ({ default: module.MyInvestments })),
);
const SavedProjects = lazyWithPreload(() => import('@/app/saved-projects-tab').then((module) => ({ default: module.SavedProjects })));

const TABS = [
  { id: 'browse', label: 'Browse Projects' },
  { id: 'investments', label: 'My Investments' },
  { id: 'saved', label: 'Saved' },
] as const;
type InvestorTab = (typeof TABS)[number]['id'];
const TAB_IDS: readonly [InvestorTab, ...InvestorTab[]] = ['browse', 'investments', 'saved'];

const actions = (project: ProjectSummary) => (
  <>
    <ViewDetailsLink projectId={project.id} />
    {isLive(project) && (
      <ButtonLink size="sm" to={paths.payment.href(project.id)}>
        Invest Now
      </ButtonLink>
    )}
    <SaveToggle project={project} />
  </>
);

/**
 * The first tab's list is public data: it is read while the guard still waits for the session and
 * profile, or before Auth starts (shared/routes.ts: the dashboard opens before the session, showing
 * that list; the other tabs wait for the session).
 */
export const prefetch: ScreenPrefetch = ({ search }) => {
  const view = parseListParams(search, TAB_IDS);
  if (view.tab === 'browse') void prefetchProjectList(listFilter(view, 'approved'));
  else void (view.tab === 'saved' ? SavedProjects : MyInvestments).preload();
};

export default function InvestorDashboardRoute() {
  const { state } = useAuth();
  const view = useListFilterParams(TAB_IDS);

  if (state.status === 'signedOut') {
    return (
      <>
        <PageHeader title="Investor Dashboard" />
        <Banner>Please login to access the dashboard</Banner>
      </>
    );
  }

  const active = TABS.find((tab) => tab.id === view.tab) ?? TABS[0];
  const approved = view.filterFor('approved');
  return (
    <>
      <PageHeader title="Investor Dashboard" subtitle="Discover approved startups and back the ones you believe in." />
      <Tabs label="Investor dashboard sections" tabs={[...TABS]} active={view.tab} onChange={view.setTab} />
      <div role="tabpanel" aria-label={active.label} className="mt-6">
        {view.tab === 'browse' ? (
          <>
            <ProjectFilters controls={view} filter={approved} />
            <ProjectList
              filter={approved}
              emptyMessage="No projects available at the moment."
              label="Approved projects"
              renderActions={actions}
            />
          </>
        ) : state.status === 'loading' ? (
          <PageSpinner />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            {view.tab === 'saved' ? <SavedProjects renderActions={actions} /> : <MyInvestments />}
          </Suspense>
        )}
      </div>
    </>
  );
}
