import { renderWithData } from '@/testing/render-with-data';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { ADMIN_EMAIL } from '@/config/rules-constants';
import { MoneyCallError } from '@/lib/function-calls';
import { ADMIN_PROJECT_GONE, NOT_WAITING_FOR_REVIEW } from '@shared/admin/admin-calls';
import type { AuthState } from '@/lib/auth-state';
import { defaultFilter, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { fetchProjectCount } from '@/features/campaigns/api/project-list/project-count';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import { setBookmark } from '@/features/campaigns/api/projects/project-mutations';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { projectCountQuery } from '@/features/campaigns/api/project-list/use-project-count';
import { fetchOpenReportCount } from '@/features/reports/api/reports-api';
import { openReportCountQuery } from '@/features/reports/api/use-reports';
import { shownListFilter } from '@/testing/query-results';
import { aProject, signedInAs } from '@/testing/test-data';
import AdminDashboardRoute from './dashboard';

// The admin's actions go to the server (functions/src/admin) through runAdminAction, and Functions cannot
// run in the unit tests (no emulator): the dashboard runs the app's own hooks, and the test sees which
// action it sends for which project.
const adminAction = vi.hoisted(() => vi.fn());
vi.mock('@/lib/admin-action', () => ({ runAdminAction: adminAction }));
// The hooks then wait for the project's card to catch up (a Firestore read): caught up at once here.
vi.mock('@/features/campaigns/api/projects/project-card', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/campaigns/api/projects/project-card')>()),
  cardCaughtUp: async () => true,
}));
// The Bookmark is the admin's own write to the project (Firestore, which cannot run here), not a server
// action: the write is stubbed; the real useToggleBookmark runs over it.
vi.mock('@/features/campaigns/api/projects/project-mutations', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/campaigns/api/projects/project-mutations')>()),
  setBookmark: vi.fn(),
}));
// Firestore cannot run in the unit tests (no emulator): the list's page reader and the tabs' two server
// counts (project-count.ts, reports-api.ts) are stubbed, answering from `server` below; the real hooks run
// over them. What a screen shows first is seeded in the cache; these answer what is read after it (the
// re-reads after an action, a filter not seeded, the loading and failed reads).
vi.mock('@/features/campaigns/api/project-list/project-list-page', () => ({ fetchProjectPage: vi.fn() }));
vi.mock('@/features/campaigns/api/project-list/project-count', () => ({ fetchProjectCount: vi.fn() }));
vi.mock('@/features/reports/api/reports-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/reports/api/reports-api')>()),
  fetchOpenReportCount: vi.fn(),
}));
// The toasts are observed: each action's success says so in one.
vi.mock('@/components/ui/notify', () => ({ notify: { success: vi.fn() } }));
// The reason is private (projects/{id}/private/review): read on its own, only for a project sent back before.
// Its read (fetchReviewNote) is in the hook's own module, so nothing below the hook but Firestore could be
// stubbed, and Firestore cannot run here: the hook stays stubbed.
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

// What the server holds: each scope's projects, and the tabs' counts (none until a test says).
const server = {
  lists: {} as Partial<Record<ProjectListFilter['scope'], Project[]>>,
  pending: undefined as number | undefined,
  reports: undefined as number | undefined,
};

const PENDING = defaultFilter('pending');
const APPROVED = defaultFilter('approved');
const page = (filter: ProjectListFilter) => ({ projects: server.lists[filter.scope] ?? [], cursor: null });

/** The server's refusal as callFunction hands it on: its sentence, shown as written. */
const refusal = (sentence: string) => new MoneyCallError(sentence, 'functions/failed-precondition', {});

const signedIn = (email: string): AuthState => signedInAs('admin', { email });

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

/**
 * The dashboard at `url` over a cache seeded through the real keys with what the server holds: the
 * lists under `shown` (each its exact filter: one page, the last) and the counts the server has.
 */
function renderDashboard(url = '/admin/dashboard', state = signedIn(ADMIN_EMAIL), shown: ProjectListFilter[] = [PENDING]) {
  const ui = (
    <>
      <AdminDashboardRoute />
      <Search />
    </>
  );
  return renderWithData(
    ui,
    state,
    (client) => {
      for (const filter of shown) client.setQueryData(projectKeys.list(filter), { pages: [page(filter)], pageParams: [null] });
      if (server.pending !== undefined) client.setQueryData(projectCountQuery(PENDING).queryKey, server.pending);
      if (server.reports !== undefined) client.setQueryData(openReportCountQuery().queryKey, server.reports);
    },
    url,
  );
}

/** The project list queries in the cache (`active`: those the screen observes). */
const listQueries = (client: QueryClient, type: 'all' | 'active' = 'all') =>
  client
    .getQueryCache()
    .findAll({ queryKey: projectKeys.all, type })
    .filter(({ queryKey }) => queryKey[1] === 'list');

beforeEach(() => {
  vi.clearAllMocks();
  adminAction.mockResolvedValue({ outcome: 'done', auditId: 'entry-1' });
  server.lists = {};
  server.pending = undefined;
  server.reports = undefined;
  vi.mocked(fetchProjectPage).mockImplementation(async (filter) => page(filter));
  vi.mocked(fetchProjectCount).mockImplementation(async () => server.pending ?? 0);
  vi.mocked(fetchOpenReportCount).mockImplementation(async () => server.reports ?? 0);
});

describe('Admin dashboard', () => {
  it('refuses anyone but the admin account', () => {
    const { client } = renderDashboard('/admin/dashboard', signedIn('mallory@example.com'), []);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please login with admin credentials');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // No list was asked for: the cache holds no list query, and nothing was read.
    expect(listQueries(client)).toEqual([]);
    expect(fetchProjectPage).not.toHaveBeenCalled();
  });

  it('opens on the pending queue with its empty text', () => {
    const { client } = renderDashboard();
    expect(screen.getByRole('tab', { name: /^Pending Projects/ })).toHaveAttribute('aria-selected', 'true');
    expect(shownListFilter(client)).toMatchObject({ scope: 'pending', search: '', category: 'all' });
    expect(screen.getByText('No pending projects to review')).toBeInTheDocument();
  });

  it('announces loading', () => {
    vi.mocked(fetchProjectPage).mockReturnValue(new Promise(() => {})); // a read that never answers
    renderDashboard('/admin/dashboard', signedIn(ADMIN_EMAIL), []);
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
  });

  it('shows a fetch error in a banner', async () => {
    vi.mocked(fetchProjectPage).mockRejectedValue(new Error('quota exceeded'));
    renderDashboard('/admin/dashboard', signedIn(ADMIN_EMAIL), []);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching projects: quota exceeded');
  });

  it('the tabs with work waiting say how much, each label starting with the tab’s name', () => {
    server.pending = 3;
    server.reports = 1;
    renderDashboard();
    expect(screen.getByRole('tab', { name: 'Pending Projects 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reports 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Browse Projects' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Pending Projects' })).toBeInTheDocument();
  });

  it('approves a project after a confirmation, and confirms with a toast', async () => {
    server.lists.pending = [pending];
    const { user } = renderDashboard();
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
    server.lists.pending = [pending];
    adminAction.mockRejectedValue(refusal(NOT_WAITING_FOR_REVIEW));
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error approving project: ${NOT_WAITING_FOR_REVIEW}`);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('rejects with a required reason, sending the project back to its creator', async () => {
    server.lists.pending = [pending];
    adminAction.mockRejectedValue(refusal(ADMIN_PROJECT_GONE));
    const { user } = renderDashboard();
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
    server.lists.pending = [{ ...pending, reviewCount: 2 }];
    const { user } = renderDashboard();
    expect(screen.getByText(/after being sent back for changes twice/)).toBeInTheDocument();
    expect(screen.getByText('Numbers missing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project deleted'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'delete', projectId: 'p1' });
  });

  it('offers Close campaign instead of Delete for a project that took money', async () => {
    server.lists.approved = [funded];
    const { user } = renderDashboard('/admin/dashboard?tab=browse', signedIn(ADMIN_EMAIL), [APPROVED]);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close campaign' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('It has taken money, so it is kept');
    await user.click(within(dialog).getByRole('button', { name: 'Close campaign' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Campaign closed'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'close', projectId: 'p3' });
  });

  it('offers Delete again for a project whose every investment was cancelled', async () => {
    server.lists.approved = [refunded];
    const { user } = renderDashboard('/admin/dashboard?tab=browse', signedIn(ADMIN_EMAIL), [APPROVED]);
    expect(screen.queryByRole('button', { name: 'Close campaign' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project deleted'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'delete', projectId: 'p4' });
  });

  it('browses approved projects with filters kept in the URL', async () => {
    const finance = { ...APPROVED, category: 'finance' } as const;
    const { user, client } = renderDashboard('/admin/dashboard', signedIn(ADMIN_EMAIL), [
      PENDING,
      APPROVED,
      finance,
      { ...finance, bookmarkedOnly: true },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Browse Projects' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=browse');
    expect(shownListFilter(client)).toMatchObject({ scope: 'approved', bookmarkedOnly: false });
    expect(screen.getByText('No approved projects found')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'finance');
    expect(shownListFilter(client)).toMatchObject({ scope: 'approved', category: 'finance' });
    expect(screen.getByText('No projects match your search criteria.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Bookmarked' }));
    expect(shownListFilter(client)).toMatchObject({ bookmarkedOnly: true });
    expect(screen.getByRole('button', { name: 'Show All' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=browse&category=finance&bookmarked=true');
  });

  it('searches once typing pauses', async () => {
    const { user, client } = renderDashboard('/admin/dashboard?tab=browse', signedIn(ADMIN_EMAIL), [APPROVED]);
    await user.type(screen.getByLabelText('Search projects'), 'erin solar');
    expect(shownListFilter(client)).toMatchObject({ search: '' });
    await waitFor(() => expect(shownListFilter(client)).toMatchObject({ search: 'erin solar' }));
    expect(screen.getByTestId('search')).toHaveTextContent('q=erin+solar');
  });

  it('restores the view from a link and ignores unknown values', () => {
    const { client } = renderDashboard('/admin/dashboard?tab=browse&q=solar&category=weapons', signedIn(ADMIN_EMAIL), []);
    expect(screen.getByLabelText('Search projects')).toHaveValue('solar');
    expect(screen.getByLabelText('Category')).toHaveValue('all');
    expect(shownListFilter(client)).toMatchObject({ scope: 'approved', search: 'solar', category: 'all' });
  });

  it('toggles bookmarks and deletes after confirmation', async () => {
    server.lists.approved = [approved];
    vi.mocked(setBookmark).mockRejectedValue(new Error('offline'));
    const { user } = renderDashboard('/admin/dashboard?tab=browse', signedIn(ADMIN_EMAIL), [APPROVED]);
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating bookmark: offline');
    // The real useToggleBookmark writes the project's flag turned over: not bookmarked, so bookmarked.
    expect(setBookmark).toHaveBeenCalledExactlyOnceWith('p2', true);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project deleted'));
    expect(adminAction).toHaveBeenCalledExactlyOnceWith({ action: 'delete', projectId: 'p2' });
  });
});
