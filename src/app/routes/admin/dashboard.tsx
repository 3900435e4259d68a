import { useState } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { Banner } from '@/components/ui/banner';
import { Tabs } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth-provider';
import { canReviewProjects } from '@/lib/policies';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { useListFilterParams } from '@/features/campaigns/api/project-list/use-list-filter-params';
import { useProjectCount } from '@/features/campaigns/api/project-list/use-project-count';
import { ApprovedProjectsManager } from '@/features/campaigns/components/approved-projects-manager';
import { PendingProjectsReview } from '@/features/campaigns/components/pending-projects-review';
import { AuditTrail } from '@/features/audit/components/audit-trail';
import { useOpenReportCount } from '@/features/reports/api/use-reports';
import { ReportsTab } from './reports-tab';

const TABS = [
  { id: 'pending', label: 'Pending Projects' },
  { id: 'browse', label: 'Browse Projects' },
  { id: 'reports', label: 'Reports' },
  { id: 'activity', label: 'Activity' },
] as const;
type AdminTab = (typeof TABS)[number]['id'];
const TAB_IDS: readonly [AdminTab, ...AdminTab[]] = ['pending', 'browse', 'reports', 'activity'];

/** The admin's audit trail, newest first; picking a project's title shows only its entries. */
function ActivityTab() {
  const [projectId, setProjectId] = useState<string | undefined>(undefined);
  return <AuditTrail projectId={projectId} onFilter={setProjectId} />;
}

const PENDING = defaultFilter('pending');

export default function AdminDashboardRoute() {
  const { viewer } = useAuth();
  const view = useListFilterParams(TAB_IDS);
  const admin = canReviewProjects(viewer);
  // The tabs with work waiting say how much: "Pending Projects 3", "Reports 1" (each counted by the server).
  const counts: Partial<Record<AdminTab, number>> = {
    pending: useProjectCount(PENDING, admin).data,
    reports: useOpenReportCount(admin).data,
  };

  if (!admin) {
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
      <Tabs
        label="Admin dashboard sections"
        tabs={TABS.map((tab) => ({ ...tab, count: counts[tab.id] }))}
        active={view.tab}
        onChange={view.setTab}
      />
      <div role="tabpanel" aria-label={active.label} className="mt-6">
        {view.tab === 'pending' && <PendingProjectsReview />}
        {view.tab === 'browse' && <ApprovedProjectsManager controls={view} filter={view.filterFor('approved', { bookmarks: true })} />}
        {view.tab === 'reports' && <ReportsTab />}
        {view.tab === 'activity' && <ActivityTab />}
      </div>
    </>
  );
}
