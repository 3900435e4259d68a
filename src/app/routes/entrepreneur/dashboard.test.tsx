import { screen, within } from '@testing-library/react';
import type { ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { useProjectList } from '@/features/campaigns/api/projects/use-projects';
import { renderWithProviders } from '@/testing/render';
import { projectListResult } from '@/testing/query-results';
import { aProject, signedInAs } from '@/testing/test-data';
import EntrepreneurDashboardRoute from './dashboard';

// The search box's read-ahead (use-projects.test.tsx) reads nothing here: the list is stubbed.
vi.mock('@/features/campaigns/api/projects/use-projects', () => ({ useProjectList: vi.fn(), useSearchReadAhead: () => () => {} }));
vi.mock('@/features/campaigns/api/projects/use-review-note', () => ({ useReviewNote: () => ({ data: 'Add numbers' }) }));
vi.mock('@/features/engagement/api/use-engagement', () => ({
  useSavedFlag: () => ({ data: false, isPending: false, isError: false }),
  useToggleSaved: () => ({ isPending: false, isSuccess: false, isError: false, mutate: vi.fn() }),
  useSavedProjects: () => ({ projects: [], isPending: false, isError: false, hasNextPage: false }),
}));

const own = aProject({
  id: 'p1',
  title: 'Clinic Hub',
  description: 'Rural clinics',
  goal: 8000,
  category: 'healthcare',
  approved: false,
  status: 'pending',
});
const theirs = aProject({
  ...own,
  id: 'p2',
  title: 'Solar Roofs',
  creatorId: 'sam',
  approved: true,
  status: 'approved',
});

function lists(byScope: Partial<Record<ProjectListFilter['scope'], Project[]>>) {
  vi.mocked(useProjectList).mockImplementation((filter) => projectListResult({ projects: byScope[filter.scope] ?? [] }));
}
const lastFilter = () => vi.mocked(useProjectList).mock.lastCall?.[0];

const erin = signedInAs('entrepreneur');

function renderDashboard(url = '/entrepreneur/dashboard') {
  return renderWithProviders(<EntrepreneurDashboardRoute />, { url, auth: erin }).user;
}

beforeEach(() => {
  vi.clearAllMocks();
  lists({});
});

describe('Entrepreneur dashboard', () => {
  it('opens on approved projects with a Create Campaign link', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Entrepreneur Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Browse Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(lastFilter()).toMatchObject({ scope: 'approved' });
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/create-campaign');
    expect(screen.getByText('No projects available at the moment.')).toBeInTheDocument();
  });

  it('lists only the viewer’s projects under My Projects, with status and Post Update', async () => {
    lists({ mine: [own], approved: [theirs] });
    const user = renderDashboard();
    const browseCard = within(screen.getByRole('listitem'));
    expect(browseCard.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/project/p2');
    expect(browseCard.queryByRole('link', { name: 'Post Update' })).not.toBeInTheDocument();
    expect(await browseCard.findByRole('button', { name: 'Save Solar Roofs' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('tab', { name: 'My Projects' }));
    expect(lastFilter()).toMatchObject({ scope: 'mine', creatorId: 'erin' });
    const card = within(screen.getByRole('listitem'));
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Post Update' })).toHaveAttribute('href', '/post-update/p1');
    expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/project/p1');
  });

  it('invites a first project when My Projects is empty and unfiltered', () => {
    renderDashboard('/entrepreneur/dashboard?tab=mine');
    expect(screen.getByText("You haven't created any projects yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Project' })).toHaveAttribute('href', '/create-campaign');
  });

  it('drops the invitation when a filter is active', () => {
    renderDashboard('/entrepreneur/dashboard?tab=mine&category=finance');
    expect(screen.getByText("You haven't created any projects yet.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Your First Project' })).not.toBeInTheDocument();
  });

  it('shows the no-match text when a browse filter finds nothing', () => {
    renderDashboard('/entrepreneur/dashboard?q=drones');
    expect(lastFilter()).toMatchObject({ scope: 'approved', search: 'drones' });
    expect(screen.getByText('No projects match your search criteria.')).toBeInTheDocument();
  });
});
