import { screen, within } from '@testing-library/react';
import type { AuthState } from '@/lib/auth-state';
import { useProjectList } from '@/features/campaigns/api/projects/use-projects';
import { renderWithProviders } from '@/testing/render';
import { projectListResult } from '@/testing/query-results';
import { aProject, signedInAs } from '@/testing/test-data';
import InvestorDashboardRoute from './dashboard';

// The search box's read-ahead (use-projects.test.tsx) reads nothing here: the list is stubbed.
vi.mock('@/features/campaigns/api/projects/use-projects', () => ({ useProjectList: vi.fn(), useSearchReadAhead: () => () => {} }));
vi.mock('@/features/engagement/api/use-engagement', () => ({
  useSavedFlag: () => ({ data: false, isPending: false, isError: false }),
  useToggleSaved: () => ({ isPending: false, isSuccess: false, isError: false, mutate: vi.fn() }),
  useSavedProjects: () => ({ projects: [], isPending: false, isError: false, hasNextPage: false }),
}));
vi.mock('@/features/investments/components/my-investments', () => ({ MyInvestments: () => <p>Investments panel</p> }));

const project = aProject({
  id: 'p1',
  title: 'Solar Roofs',
  description: 'Panels',
  goal: 8000,
  creatorName: 'Sam Okafor',
  creatorId: 'sam',
  raised: 2000,
  backerCount: 3,
  endsAt: new Date(Date.now() + 23.5 * 86_400_000),
});
const ended = aProject({ ...project, id: 'p2', title: 'Old Farm', endsAt: new Date(Date.UTC(2026, 10, 3, 12)) });

type ListResult = ReturnType<typeof useProjectList>;
function listReturns(result: Partial<ListResult>) {
  vi.mocked(useProjectList).mockReturnValue(projectListResult(result));
}

const ivy = signedInAs('investor');

function renderDashboard(url = '/investor/dashboard', state: AuthState = ivy) {
  return renderWithProviders(<InvestorDashboardRoute />, { url, auth: state }).user;
}

beforeEach(() => {
  vi.clearAllMocks();
  listReturns({});
});

describe('Investor dashboard', () => {
  it('asks a signed-out visitor to log in', () => {
    renderDashboard('/investor/dashboard', { status: 'signedOut' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to access the dashboard');
    expect(useProjectList).not.toHaveBeenCalled();
  });

  it('shows the approved projects while the session starts (opened before it), and the other tabs once it is there', () => {
    listReturns({ projects: [project] });
    renderDashboard('/investor/dashboard', { status: 'loading' });
    const card = within(screen.getByRole('listitem'));
    expect(card.getByRole('link', { name: 'View Details' })).toBeInTheDocument();
    // Saving is the viewer's: it waits for the session.
    expect(card.queryByRole('button', { name: 'Save Solar Roofs' })).not.toBeInTheDocument();

    renderDashboard('/investor/dashboard?tab=investments', { status: 'loading' });
    expect(screen.queryByText('Investments panel')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('browses approved projects with View Details and Invest Now', async () => {
    listReturns({ projects: [project] });
    renderDashboard();
    expect(screen.getByRole('tab', { name: 'Browse Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(vi.mocked(useProjectList).mock.lastCall?.[0]).toMatchObject({ scope: 'approved', bookmarkedOnly: false });
    const card = within(screen.getByRole('listitem'));
    expect(card.getByText('By Sam Okafor')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/project/p1');
    expect(card.getByRole('link', { name: 'Invest Now' })).toHaveAttribute('href', '/payment/p1');
    expect(await card.findByRole('button', { name: 'Save Solar Roofs' })).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByText(/Raised:/).parentElement).toHaveTextContent('Raised: $2,000 (25%)');
    expect(card.getByText('3 backers')).toBeInTheDocument();
    expect(card.getByText(/^2[34] days left$/)).toBeInTheDocument();
  });

  it('shows an ended campaign with its outcome and without Invest Now', () => {
    listReturns({ projects: [ended] });
    renderDashboard();
    const card = within(screen.getByRole('listitem'));
    expect(card.getByText('Ended Nov 3, 2026')).toBeInTheDocument();
    expect(card.getByText('Ended: goal not reached')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Invest Now' })).not.toBeInTheDocument();
  });

  it.each([
    ['/investor/dashboard', 'No projects available at the moment.'],
    ['/investor/dashboard?category=education', 'No projects match your search criteria.'],
    // The admin's bookmark filter is not the investor's: a crafted link cannot narrow this list.
    ['/investor/dashboard?bookmarked=true', 'No projects available at the moment.'],
  ])('shows the right empty text for %s', (url, text) => {
    renderDashboard(url);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('announces loading', () => {
    listReturns({ isPending: true });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
  });

  it('switches to My Investments', async () => {
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'My Investments' }));
    expect(await screen.findByText('Investments panel')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search projects')).not.toBeInTheDocument();
  });
});
