import { PageHeader } from '@/components/layouts/page-header';
import { Banner } from '@/components/ui/banner';
import { Tabs } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth-provider';
import { canReviewProjects } from '@/lib/policies';
import { useListFilterParams } from '@/features/campaigns/api/use-list-filter-params';
import { ApprovedProjectsManager } from '@/features/campaigns/components/approved-projects-manager';
import { PendingProjectsReview } from '@/features/campaigns/components/pending-projects-review';

const TABS = [
  { id: 'pending', label: 'Pending Projects' },
  { id: 'browse', label: 'Browse Projects' },
] as const;
type AdminTab = (typeof TABS)[number]['id'];
const TAB_IDS: readonly [AdminTab, ...AdminTab[]] = ['pending', 'browse'];

export default function AdminDashboardRoute() {
  const { viewer } = useAuth();
  const view = useListFilterParams(TAB_IDS);

  if (!canReviewProjects(viewer)) {
    return (
      <>
        <PageHeader title="Admin Dashboard" />
        <Banner>Please login with admin credentials</Banner>
      </>
    );
  }

  const active = TABS.find((tab) => tab.id === view.tab) ?? TABS[0];
  return (
    <>
      <PageHeader title="Admin Dashboard" subtitle="Review new campaigns and manage approved ones." />
      <Tabs label="Admin dashboard sections" tabs={[...TABS]} active={view.tab} onChange={view.setTab} />
      <div role="tabpanel" aria-label={active.label} className="mt-6">
        {view.tab === 'pending' ? (
          <PendingProjectsReview />
        ) : (
          <ApprovedProjectsManager controls={view} filter={view.filterFor('approved', { bookmarks: true })} />
        )}
      </div>
    </>
  );
}
