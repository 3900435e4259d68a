import { screen, within } from '@testing-library/react';
import { renderWithData, memberAs } from '@/testing/render-with-data';
import { aProject } from '@/testing/test-data';
import { fetchSavedPage } from '@/features/engagement/api/saved-api';
import { SavedProjects } from '@/app/saved-projects-tab';

// Firestore cannot run in the unit tests (no emulator): the saved reads and writes are stubbed; the real
// useSavedProjects runs over them (its second page is read when the test presses Load more).
vi.mock('@/features/engagement/api/saved-api', () => ({
  fetchSavedPage: vi.fn(),
  fetchSavedAmong: vi.fn(),
  saveProject: vi.fn(),
  unsaveProject: vi.fn(),
}));

const project = aProject({
  id: 'p1',
  description: 'Panels',
  goal: 8000,
  creatorId: 'sam',
  creatorName: 'Sam Okafor',
});
const ivy = memberAs('ivy', 'investor');

beforeEach(() => vi.clearAllMocks());

describe('SavedProjects', () => {
  it('lists the saved projects as cards with the dashboard’s actions, page by page', async () => {
    vi.mocked(fetchSavedPage)
      .mockResolvedValueOnce({ projects: [project], cursor: {} as never })
      .mockResolvedValueOnce({ projects: [aProject({ ...project, id: 'p2', title: 'Kelp Farms' })], cursor: null });
    const { user } = renderWithData(<SavedProjects renderActions={(p) => <a href={`/project/${p.id}`}>View Details</a>} />, ivy);
    const list = await screen.findByRole('list', { name: 'Saved projects' });
    expect(within(list).getByRole('group', { name: 'Solar Roofs' })).toBeInTheDocument();
    expect(fetchSavedPage).toHaveBeenCalledWith('ivy', null);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('group', { name: 'Kelp Farms' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing is saved and offers Browse Projects', async () => {
    vi.mocked(fetchSavedPage).mockResolvedValue({ projects: [], cursor: null });
    renderWithData(<SavedProjects renderActions={() => null} />, ivy);
    expect(await screen.findByText("You haven't saved any projects yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute('href', '/?tab=browse');
  });
});
