import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { notify } from '@/components/ui/notify';
import { ADMIN_EMAIL } from '@/config/admin';
import { StaticAuthProvider } from '@/lib/auth-provider';
import type { AuthState } from '@/lib/auth-state';
import type { ProjectListFilter } from '@/features/campaigns/api/project-list-filter';
import type { Project } from '@/features/campaigns/api/project-model';
import { useProjectList } from '@/features/campaigns/api/use-projects';
import AdminDashboardRoute from './dashboard';

const mutations = vi.hoisted(() => ({ approve: vi.fn(), remove: vi.fn(), bookmark: vi.fn(), extend: vi.fn() }));
vi.mock('@/features/campaigns/api/use-projects', () => ({
  useProjectList: vi.fn(),
  useApproveProject: () => ({ mutate: mutations.approve, isPending: false }),
  useRemoveProject: () => ({ mutate: mutations.remove, isPending: false }),
  useToggleBookmark: () => ({ mutate: mutations.bookmark, isPending: false }),
  useExtendCampaign: () => ({ mutate: mutations.extend, isPending: false }),
}));
vi.mock('@/components/ui/notify', () => ({ notify: { success: vi.fn() } }));

const pending = { id: 'p1', title: 'Clinic Hub', description: 'Rural clinics', goal: 8000, category: 'healthcare', createdBy: 'erin@example.com', approved: false, status: 'pending', raised: 0, bookmarked: false, imageUrl: '' } as Project;
const approved = { ...pending, id: 'p2', title: 'Solar Roofs', approved: true, status: 'approved' } as Project;

type ListResult = ReturnType<typeof useProjectList>;
function lists(byScope: Partial<Record<ProjectListFilter['scope'], Partial<ListResult>>>) {
  vi.mocked(useProjectList).mockImplementation(
    (filter) => ({ projects: [], isPending: false, isError: false, hasNextPage: false, ...byScope[filter.scope] }) as unknown as ListResult,
  );
}
const lastFilter = () => vi.mocked(useProjectList).mock.lastCall?.[0];

const signedIn = (email: string): AuthState => ({
  status: 'signedIn',
  user: { uid: 'u1', email, emailVerified: true, displayName: null },
  role: 'admin',
  profile: null,
});

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderDashboard(url = '/admin/dashboard', state = signedIn(ADMIN_EMAIL)) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <StaticAuthProvider state={state}>
        <AdminDashboardRoute />
        <Search />
      </StaticAuthProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  lists({});
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
    expect(screen.getByRole('tab', { name: 'Pending Projects' })).toHaveAttribute('aria-selected', 'true');
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

  it('approves a project and confirms with a toast', async () => {
    lists({ pending: { projects: [pending] } });
    mutations.approve.mockImplementation((_id, options) => options.onSuccess());
    const user = renderDashboard();
    expect(screen.getByText('Created by erin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(mutations.approve).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), expect.anything());
    expect(notify.success).toHaveBeenCalledWith('Project approved');
  });

  it('shows an approval failure in a banner', async () => {
    lists({ pending: { projects: [pending] } });
    mutations.approve.mockImplementation((_id, options) => options.onError(new Error('denied')));
    const user = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error approving project: denied');
  });

  it('rejects only after confirmation', async () => {
    lists({ pending: { projects: [pending] } });
    mutations.remove.mockImplementation((_id, options) => options.onError(new Error('gone')));
    const user = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Reject and permanently remove this project?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mutations.remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(mutations.remove).toHaveBeenCalledWith('p1', expect.anything());
    expect(screen.getByRole('alert')).toHaveTextContent('Error rejecting project: gone');
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
    mutations.bookmark.mockImplementation((_project, options) => options.onError(new Error('offline')));
    mutations.remove.mockImplementation((_id, options) => options.onSuccess());
    const user = renderDashboard('/admin/dashboard?tab=browse');
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(mutations.bookmark).toHaveBeenCalledWith(approved, expect.anything());
    expect(screen.getByRole('alert')).toHaveTextContent('Error updating bookmark: offline');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(mutations.remove).toHaveBeenCalledWith('p2', expect.anything());
    expect(notify.success).toHaveBeenCalledWith('Project deleted');
  });
});
