import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import type { FilterControls } from '@/features/campaigns/api/project-list/use-list-filter-params';
import { queryClient } from '@/lib/query-client';
import { ProjectFilters } from './project-filters';
import { SEARCH_DEBOUNCE_MS, SEARCH_READ_AHEAD_MS } from './search-timing';

// Firestore cannot run in the unit tests (no emulator): the page reader is stubbed to see what the read-ahead asks; the real hooks run over it.
vi.mock('@/features/campaigns/api/project-list/project-list-page', () => ({
  fetchProjectPage: vi.fn(async () => ({ projects: [], cursor: null })),
}));
beforeEach(() => {
  queryClient.clear();
  vi.mocked(fetchProjectPage).mockClear();
});

const filter = defaultFilter('approved');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function controls(setSearch: (search: string) => void): FilterControls {
  return {
    search: '',
    category: 'all',
    bookmarkedOnly: false,
    sort: 'newest',
    showEnded: false,
    setSearch,
    setCategory: vi.fn(),
    setBookmarkedOnly: vi.fn(),
    setSort: vi.fn(),
    setShowEnded: vi.fn(),
  };
}

describe('the search box', () => {
  it('reports the text once typing has stopped for a moment', async () => {
    const setSearch = vi.fn();
    render(<ProjectFilters controls={controls(setSearch)} filter={filter} />);
    await userEvent.type(screen.getByLabelText('Search projects'), 'solar');
    expect(setSearch).not.toHaveBeenCalled();
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(setSearch).toHaveBeenCalledExactlyOnceWith('solar');
  });

  it('reads the list for the text ahead, as soon as typing pauses and before reporting it', async () => {
    const setSearch = vi.fn();
    render(<ProjectFilters controls={controls(setSearch)} filter={{ ...filter, category: 'technology' }} />);
    await userEvent.type(screen.getByLabelText('Search projects'), 'solar ');
    expect(fetchProjectPage).not.toHaveBeenCalled();
    await wait(SEARCH_READ_AHEAD_MS + 30);
    expect(fetchProjectPage).toHaveBeenCalledExactlyOnceWith(
      { ...filter, category: 'technology', search: 'solar' },
      null,
      expect.any(AbortSignal),
    );
    expect(setSearch).not.toHaveBeenCalled();
  });

  it('reports the text at once when it loses focus (a click on a card right after typing), and not again later', async () => {
    const setSearch = vi.fn();
    render(
      <>
        <ProjectFilters controls={controls(setSearch)} filter={filter} />
        <a href="#card">View Details</a>
      </>,
    );
    await userEvent.type(screen.getByLabelText('Search projects'), 'solar');
    await userEvent.click(screen.getByRole('link', { name: 'View Details' }));
    expect(setSearch).toHaveBeenCalledExactlyOnceWith('solar');
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(setSearch).toHaveBeenCalledTimes(1);
  });
});
