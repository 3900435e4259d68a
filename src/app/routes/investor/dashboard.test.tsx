import { renderWithData } from '@/testing/render-with-data';
import { screen, within } from '@testing-library/react';
import type { AuthState } from '@/lib/auth-state';
import { defaultFilter, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { savedFlagQuery } from '@/features/engagement/api/use-engagement';
import { shownListFilter } from '@/testing/query-results';
import { aProject, signedInAs } from '@/testing/test-data';
import InvestorDashboardRoute from './dashboard';

// Firestore cannot run in the unit tests (no emulator): the page reader is stubbed, as a read that never
// answers (the loading case; every other list is seeded in the cache); the real list hooks run over it.
vi.mock('@/features/campaigns/api/project-list/project-list-page', () => ({ fetchProjectPage: vi.fn(() => new Promise(() => {})) }));
// My Investments reads the viewer's investments (its own test: my-investments.test.tsx); here only the tab switching to it is tested.
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

const ivy = signedInAs('investor');

type Listed = { projects: Project[]; filter?: ProjectListFilter };

/**
 * The dashboard at `url`, over a cache seeded through the real keys: `projects` as the approved list
 * `filter` asks for (one page, the last), and each card's Saved flag (not saved). `listed: null`
 * seeds nothing: the list's read stays in flight (the stubbed reader never answers).
 */
function renderDashboard(url = '/investor/dashboard', state: AuthState = ivy, listed: Listed | null = { projects: [] }) {
  return renderWithData(
    <InvestorDashboardRoute />,
    state,
    (client) => {
      if (!listed) return;
      const { projects, filter = defaultFilter('approved') } = listed;
      client.setQueryData(projectKeys.list(filter), { pages: [{ projects, cursor: null }], pageParams: [null] });
      if (state.status === 'signedIn')
        for (const { id } of projects) client.setQueryData(savedFlagQuery(state.user.uid, id).queryKey, false);
    },
    url,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('Investor dashboard', () => {
  it('asks a signed-out visitor to log in', () => {
    const { client } = renderDashboard('/investor/dashboard', { status: 'signedOut' }, null);
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to access the dashboard');
    // No list was asked for: the cache holds no project query, and nothing was read.
    expect(client.getQueryCache().findAll({ queryKey: projectKeys.all })).toEqual([]);
    expect(fetchProjectPage).not.toHaveBeenCalled();
  });

  it('shows the approved projects while the session starts (opened before it), and the other tabs once it is there', () => {
    renderDashboard('/investor/dashboard', { status: 'loading' }, { projects: [project] });
    const card = within(screen.getByRole('listitem'));
    expect(card.getByRole('link', { name: 'View Details' })).toBeInTheDocument();
    // Saving is the viewer's: it waits for the session.
    expect(card.queryByRole('button', { name: 'Save Solar Roofs' })).not.toBeInTheDocument();

    renderDashboard('/investor/dashboard?tab=investments', { status: 'loading' });
    expect(screen.queryByText('Investments panel')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('browses approved projects with View Details and Invest Now', async () => {
    const { client } = renderDashboard('/investor/dashboard', ivy, { projects: [project] });
    expect(screen.getByRole('tab', { name: 'Browse Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(shownListFilter(client)).toMatchObject({ scope: 'approved', bookmarkedOnly: false });
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
    renderDashboard('/investor/dashboard', ivy, { projects: [ended] });
    const card = within(screen.getByRole('listitem'));
    expect(card.getByText('Ended Nov 3, 2026')).toBeInTheDocument();
    expect(card.getByText('Ended: goal not reached')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Invest Now' })).not.toBeInTheDocument();
  });

  // Each URL's list is seeded under the filter it must ask for: one asked for otherwise would stay loading.
  it.each([
    ['/investor/dashboard', defaultFilter('approved'), 'No projects available at the moment.'],
    [
      '/investor/dashboard?category=education',
      { ...defaultFilter('approved'), category: 'education' },
      'No projects match your search criteria.',
    ],
    // The admin's bookmark filter is not the investor's: a crafted link cannot narrow this list.
    ['/investor/dashboard?bookmarked=true', defaultFilter('approved'), 'No projects available at the moment.'],
  ] as const)('shows the right empty text for %s', (url, filter, text) => {
    renderDashboard(url, ivy, { projects: [], filter });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('announces loading', () => {
    renderDashboard('/investor/dashboard', ivy, null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
  });

  it('switches to My Investments', async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'My Investments' }));
    expect(await screen.findByText('Investments panel')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search projects')).not.toBeInTheDocument();
  });
});
