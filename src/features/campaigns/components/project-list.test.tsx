import { screen, within } from '@testing-library/react';
import { defaultFilter, type ProjectListFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import type { ProjectCursor, ProjectPage } from '@/features/campaigns/api/project-list/project-list-query';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { renderWithData } from '@/testing/render-with-data';
import { aProject, signedOut } from '@/testing/test-data';
import { ProjectList } from './project-list';

// Firestore cannot run in the unit tests (no emulator): the page reader is stubbed (by default a read
// that never answers); the real useProjectList runs over it and over the pages seeded in its cache.
vi.mock('@/features/campaigns/api/project-list/project-list-page', () => ({ fetchProjectPage: vi.fn() }));

const project = (overrides: Partial<Project> = {}): Project => aProject({ id: 'p1', goal: 5000, raised: 1000, ...overrides });
/** A next page to read (Load more is offered); its reads go to the stubbed reader. */
const more = {} as ProjectCursor;
const never = () => new Promise<ProjectPage>(() => {});

/** Renders the list over `page`, seeded as its first page under the list's real key; no page: the list reads one. */
function renderList(filter: ProjectListFilter = defaultFilter('approved'), page?: ProjectPage) {
  const { user } = renderWithData(
    <ProjectList
      filter={filter}
      emptyMessage="Nothing here yet."
      emptyAction={<button type="button">Start one</button>}
      renderActions={(p) => <button type="button">Open {p.title}</button>}
    />,
    signedOut,
    page && ((client) => client.setQueryData(projectKeys.list(filter), { pages: [page], pageParams: [null] })),
  );
  return user;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchProjectPage).mockImplementation(never);
});

describe('ProjectList', () => {
  it('queries with the filter it is given and announces loading', () => {
    const filter = { ...defaultFilter('approved'), category: 'finance' as const };
    renderList(filter);
    expect(fetchProjectPage).toHaveBeenCalledWith(filter, null, expect.any(AbortSignal));
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a load error in a banner', async () => {
    vi.mocked(fetchProjectPage).mockRejectedValue(new Error('permission denied'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching projects: permission denied');
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
  });

  it('shows the screen empty text and its action when no filter is active', () => {
    renderList(defaultFilter('approved'), { projects: [], cursor: null });
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start one' })).toBeInTheDocument();
  });

  it.each([
    ['a search', { search: 'solar' }],
    ['a category', { category: 'finance' as const }],
    ['bookmarks only', { bookmarkedOnly: true }],
  ])('shows the no-match text without the action when filtered by %s', (_name, change) => {
    renderList({ ...defaultFilter('approved'), ...change }, { projects: [], cursor: null });
    expect(screen.getByText('No projects match your search criteria.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start one' })).not.toBeInTheDocument();
  });

  it('renders a card per project with its details and actions', () => {
    renderList(defaultFilter('approved'), {
      projects: [project(), project({ id: 'p2', title: 'Clinic Hub', raised: 6000, goal: 6000, backerCount: 1250 })],
      cursor: null,
    });
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
    const filter = defaultFilter('approved');
    const user = renderList(filter, { projects: [project()], cursor: more });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchProjectPage).toHaveBeenCalledTimes(1);
    expect(fetchProjectPage).toHaveBeenCalledWith(filter, more, expect.any(AbortSignal));
  });

  it('says "Searching..." while a search reads its first page', () => {
    renderList({ ...defaultFilter('approved'), search: 'solar roofs' });
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
  });

  it('says a search found nothing yet, rather than an empty grid, when it stopped at its read bound', () => {
    renderList({ ...defaultFilter('approved'), search: 'solar roofs' }, { projects: [], cursor: more });
    expect(screen.getByText('No matches among the projects searched so far.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
    expect(screen.queryByText('No projects match your search criteria.')).not.toBeInTheDocument();
  });

  it('says "Searching..." on the disabled button while a search reads its next page', async () => {
    const user = renderList({ ...defaultFilter('approved'), search: 'solar roofs' }, { projects: [project()], cursor: more });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Searching...' })).toBeDisabled();
  });

  it('shows "Loading..." on a disabled button while the next page loads', async () => {
    const user = renderList(defaultFilter('approved'), { projects: [project()], cursor: more });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the loaded cards when a later page fails', async () => {
    vi.mocked(fetchProjectPage).mockRejectedValue(new Error('offline'));
    const user = renderList(defaultFilter('approved'), { projects: [project()], cursor: more });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching projects: offline');
    expect(screen.getByRole('heading', { name: 'Solar Roofs' })).toBeInTheDocument();
  });
});
