import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { defaultFilter, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { useProjectList } from '@/features/campaigns/api/projects/use-projects';
import { aProject } from '@/testing/test-data';
import { ProjectList } from './project-list';

vi.mock('@/features/campaigns/api/projects/use-projects', () => ({ useProjectList: vi.fn() }));

const project = (overrides: Partial<Project> = {}): Project => aProject({ id: 'p1', goal: 5000, raised: 1000, ...overrides });

type ListResult = ReturnType<typeof useProjectList>;
const fetchNextPage = vi.fn();
function listReturns(result: Partial<ListResult>) {
  const base = {
    projects: [],
    isPending: false,
    isError: false,
    error: null,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage,
  };
  vi.mocked(useProjectList).mockReturnValue({ ...base, ...result } as unknown as ListResult);
}

function renderList(filter: ProjectListFilter = defaultFilter('approved')) {
  render(
    <MemoryRouter>
      <ProjectList
        filter={filter}
        emptyMessage="Nothing here yet."
        emptyAction={<button type="button">Start one</button>}
        renderActions={(p) => <button type="button">Open {p.title}</button>}
      />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.clearAllMocks());

describe('ProjectList', () => {
  it('queries with the filter it is given and announces loading', () => {
    listReturns({ isPending: true });
    const filter = { ...defaultFilter('approved'), category: 'finance' as const };
    renderList(filter);
    expect(useProjectList).toHaveBeenCalledWith(filter);
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a load error in a banner', () => {
    listReturns({ isError: true, error: new Error('permission denied') });
    renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching projects: permission denied');
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
  });

  it('shows the screen empty text and its action when no filter is active', () => {
    listReturns({});
    renderList();
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start one' })).toBeInTheDocument();
  });

  it.each([
    ['a search', { search: 'solar' }],
    ['a category', { category: 'finance' as const }],
    ['bookmarks only', { bookmarkedOnly: true }],
  ])('shows the no-match text without the action when filtered by %s', (_name, change) => {
    listReturns({});
    renderList({ ...defaultFilter('approved'), ...change });
    expect(screen.getByText('No projects match your search criteria.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start one' })).not.toBeInTheDocument();
  });

  it('renders a card per project with its details and actions', () => {
    listReturns({ projects: [project(), project({ id: 'p2', title: 'Clinic Hub', raised: 6000, goal: 6000, backerCount: 1250 })] });
    renderList();
    const cards = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { level: 2, name: 'Solar Roofs' })).toBeInTheDocument();
    expect(first.getByText('Panels for schools')).toHaveClass('line-clamp-2');
    expect(first.getByText('$5,000')).toBeInTheDocument();
    expect(first.getByText('By Erin Park')).toBeInTheDocument();
    expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(first.queryByText('Funded')).not.toBeInTheDocument();
    expect(first.getByRole('group', { name: 'Solar Roofs' })).toContainElement(first.getByRole('button', { name: 'Open Solar Roofs' }));
    expect(within(cards[1]).getByText('Funded')).toBeInTheDocument();
    expect(within(cards[1]).getByText('1,250 backers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page on "Load more"', async () => {
    listReturns({ projects: [project()], hasNextPage: true });
    const user = renderList();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says "Searching..." while a search reads its first page', () => {
    listReturns({ isPending: true });
    renderList({ ...defaultFilter('approved'), search: 'solar roofs' });
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
  });

  it('says a search found nothing yet, rather than an empty grid, when it stopped at its read bound', () => {
    listReturns({ projects: [], hasNextPage: true });
    renderList({ ...defaultFilter('approved'), search: 'solar roofs' });
    expect(screen.getByText('No matches among the projects searched so far.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
    expect(screen.queryByText('No projects match your search criteria.')).not.toBeInTheDocument();
  });

  it('says "Searching..." on the disabled button while a search reads its next page', () => {
    listReturns({ projects: [project()], hasNextPage: true, isFetchingNextPage: true });
    renderList({ ...defaultFilter('approved'), search: 'solar roofs' });
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
  });

  it('shows "Loading..." on a disabled button while the next page loads', () => {
    listReturns({ projects: [project()], hasNextPage: true, isFetchingNextPage: true });
    renderList();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the loaded cards when a later page fails', () => {
    listReturns({ projects: [project()], isError: true, error: new Error('offline') });
    renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching projects: offline');
    expect(screen.getByRole('heading', { name: 'Solar Roofs' })).toBeInTheDocument();
  });
});
