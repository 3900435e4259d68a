import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { ADMIN_EMAIL } from '@/config/rules-constants';
import { MoneyCallError } from '@/lib/function-calls';
import { ADMIN_PROJECT_GONE, NOT_WAITING_FOR_REVIEW } from '@shared/admin/admin-calls';
import type { AuthState } from '@/lib/auth-state';
import type { ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { useProjectList } from '@/features/campaigns/api/projects/use-projects';
import { renderWithProviders } from '@/testing/render';
import { projectListResult } from '@/testing/query-results';
import { aProject, signedInAs } from '@/testing/test-data';
import AdminDashboardRoute from './dashboard';

// The admin's actions go to the server (functions/src/admin) through runAdminAction: the dashboard runs
// the app's own hooks, and the test sees which action it sends for which project.
const adminAction = vi.hoisted(() => vi.fn());
vi.mock('@/lib/admin-action', () => ({ runAdminAction: adminAction }));
// The hooks then wait for the project's card to catch up (a Firestore read): caught up at once here.
vi.mock('@/features/campaigns/api/projects/project-card', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/campaigns/api/projects/project-card')>()),
  cardCaughtUp: async () => true,
}));
// The Bookmark is the admin's own write to the project, not a server action.
const bookmark = vi.hoisted(() => vi.fn());
vi.mock('@/features/campaigns/api/projects/use-project-mutations', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/campaigns/api/projects/use-project-mutations')>()),
  useToggleBookmark: () => ({ mutate: bookmark, isPending: false }),
}));
// The search box's read-ahead (use-projects.test.tsx) reads nothing here: the list is stubbed.
vi.mock('@/features/campaigns/api/projects/use-projects', () => ({ useProjectList: vi.fn(), useSearchReadAhead: () => () => {} }));
vi.mock('@/components/ui/notify', () => ({ notify: { success: vi.fn() } }));
// The tabs' counts, each a server count (use-project-count.ts, use-reports.ts).
const counts = vi.hoisted(() => ({ pending: undefined as number | undefined, reports: undefined as number | undefined }));
vi.mock('@/features/campaigns/api/project-list/use-project-count', () => ({
  useProjectCount: (filter: { scope: string }, enabled: boolean) => ({
    data: enabled && filter.scope === 'pending' ? counts.pending : undefined,
  }),
}));
vi.mock('@/features/reports/api/use-reports', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/reports/api/use-reports')>()),
  useOpenReportCount: (enabled: boolean) => ({ data: enabled ? counts.reports : undefined }),
}));
// The reason is private (projects/{id}/private/review): read on its own, only for a project sent back before.
vi.mock('@/features/campaigns/api/projects/use-review-note', () => ({
  useReviewNote: (_id: string, enabled: boolean) => ({ data: enabled ? 'Numbers missing' : undefined }),
}));

const pending = aProject({
  id: 'p1',
  title: 'Clinic Hub',
  description: 'Rural clinics',
  goal: 8000,
  category: 'healthcare',
  approved: false,
  status: 'pending',
});
const approved = aProject({ ...pending, id: 'p2', title: 'Solar Roofs', approved: true, status: 'approved' });
const funded = aProject({ ...approved, id: 'p3', title: 'Wind Farms', raised: 500, tookMoney: true, holdsMoney: true });
// It took money, and every investment in it was cancelled since.
const refunded = aProject({ ...approved, id: 'p4', title: 'Tide Mills', tookMoney: true });

type ListResult = ReturnType<typeof useProjectList>;
function lists(byScope: Partial<Record<ProjectListFilter['scope'], Partial<ListResult>>>) {
  vi.mocked(useProjectList).mockImplementation((filter) => projectListResult(byScope[filter.scope]));
}
const lastFilter = () => vi.mocked(useProjectList).mock.lastCall?.[0];

/** The server's refusal as callFunction hands it on: its sentence, shown as written. */
const refusal = (sentence: string) => new MoneyCallError(sentence, 'functions/failed-precondition', {});

const signedIn = (email: string): AuthState => signedInAs('admin', { email });

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderDashboard(url = '/admin/dashboard', state = signedIn(ADMIN_EMAIL)) {
  // The action hooks' own cache, without retries: a refused action is shown at once.
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const ui = (
    <QueryClientProvider client={client}>
      <AdminDashboardRoute />
      <Search />
    </QueryClientProvider>
  );
  return renderWithProviders(ui, { url, auth: state }).user;
}

beforeEach(() => {
  vi.clearAllMocks();
  adminAction.mockResolvedValue({ outcome: 'done', auditId: 'entry-1' });
  lists({});
  counts.pending = undefined;
  counts.reports = undefined;
});

describe('Admin dashboard', () => {
  it('refuses anyone but the admin account', () => {
    renderDashboard('/admin/dashboard', signedIn('mallory@example.com'));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please login with admin credentials');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(useProjectList).not.toHaveBeenCalled();
  });

  it('opens on the pending queue with its empty text', () => {
    renderDashboard();
    expect(screen.getByRole('tab', { name: /^Pending Projects/ })).toHaveAttribute('aria-selected', 'true');
    expect(lastFilter()).toMatchObject({ scope: 'pending', search: '', category: 'all' });
    expect(screen.getByText('No pending projects to review')).toBeInTheDocument();
  });

  it('announces loading', () => {
    lists({ pending: { isPending: true } });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
  });

  it('shows a fetch error in a banner', () => {
    lists({ pending: { isError: true, error: new Error('quota exceeded') } });
    renderDashboard();
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching projects: quota exceeded');
  });

  it('the tabs with work waiting say how much, each label starting with the tab’s name', () => {
    counts.pending = 3;
    counts.reports = 1;
    renderDashboard();
    expect(screen.getByRole('tab', { name: 'Pending Projects 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reports 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Browse Projects' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Pending Projects' })).toBeInTheDocument();
  });

  it('approves a project after a confirmation, and confirms with a toast', async () => {
    lists({ pending: { projects: [pending] } });
    const user = renderDashboard();
    expect(screen.getByText('Created by Erin Park')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Approve Clinic Hub?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(adminAction).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project approved'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'approve', projectId: 'p1' });
  });

  it('shows the server’s refusal of an approval in a banner, as written', async () => {
    lists({ pending: { projects: [pending] } });
    adminAction.mockRejectedValue(refusal(NOT_WAITING_FOR_REVIEW));
    const user = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error approving project: ${NOT_WAITING_FOR_REVIEW}`);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('rejects with a required reason, sending the project back to its creator', async () => {
    lists({ pending: { projects: [pending] } });
    adminAction.mockRejectedValue(refusal(ADMIN_PROJECT_GONE));
    const user = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Send Clinic Hub back for changes?');
    expect(dialog).toHaveTextContent('marked Sent back for changes, with your reason');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(adminAction).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please tell the creator what to change')).toBeInTheDocument();
    expect(adminAction).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Reason for rejection'), '  Add the team’s experience.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error rejecting project: ${ADMIN_PROJECT_GONE}`);
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'send_back', projectId: 'p1', reason: 'Add the team’s experience.' });
  });

  it('shows a resubmission’s history and still deletes spam after confirmation', async () => {
    lists({ pending: { projects: [{ ...pending, reviewCount: 2 }] } });
    const user = renderDashboard();
    expect(screen.getByText(/after being sent back for changes twice/)).toBeInTheDocument();
    expect(screen.getByText('Numbers missing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project deleted'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'delete', projectId: 'p1' });
  });

  it('offers Close campaign instead of Delete for a project that took money', async () => {
    lists({ approved: { projects: [funded] } });
    const user = renderDashboard('/admin/dashboard?tab=browse');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close campaign' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('It has taken money, so it is kept');
    await user.click(within(dialog).getByRole('button', { name: 'Close campaign' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign closed'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'close', projectId: 'p3' });
  });

  it('offers Delete again for a project whose every investment was cancelled', async () => {
    lists({ approved: { projects: [refunded] } });
    const user = renderDashboard('/admin/dashboard?tab=browse');
    expect(screen.queryByRole('button', { name: 'Close campaign' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project deleted'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'delete', projectId: 'p4' });
  });

  it('browses approved projects with filters kept in the URL', async () => {
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'Browse Projects' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=browse');
    expect(lastFilter()).toMatchObject({ scope: 'approved', bookmarkedOnly: false });
    expect(screen.getByText('No approved projects found')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'finance');
    expect(lastFilter()).toMatchObject({ scope: 'approved', category: 'finance' });
    expect(screen.getByText('No projects match your search criteria.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Bookmarked' }));
    expect(lastFilter()).toMatchObject({ bookmarkedOnly: true });
    expect(screen.getByRole('button', { name: 'Show All' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=browse&category=finance&bookmarked=true');
  });

  it('searches once typing pauses', async () => {
    const user = renderDashboard('/admin/dashboard?tab=browse');
    await user.type(screen.getByLabelText('Search projects'), 'erin solar');
    expect(lastFilter()).toMatchObject({ search: '' });
    await waitFor(() => expect(lastFilter()).toMatchObject({ search: 'erin solar' }));
    expect(screen.getByTestId('search')).toHaveTextContent('q=erin+solar');
  });

  it('restores the view from a link and ignores unknown values', () => {
    renderDashboard('/admin/dashboard?tab=browse&q=solar&category=weapons');
    expect(screen.getByLabelText('Search projects')).toHaveValue('solar');
    expect(screen.getByLabelText('Category')).toHaveValue('all');
    expect(lastFilter()).toMatchObject({ scope: 'approved', search: 'solar', category: 'all' });
  });

  it('toggles bookmarks and deletes after confirmation', async () => {
    lists({ approved: { projects: [approved] } });
    bookmark.mockImplementation((_project, options) => options.onError(new Error('offline')));
    const user = renderDashboard('/admin/dashboard?tab=browse');
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(bookmark).toHaveBeenCalledWith(approved, expect.anything());
    expect(screen.getByRole('alert')).toHaveTextContent('Error updating bookmark: offline');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project deleted'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'delete', projectId: 'p2' });
  });
});
