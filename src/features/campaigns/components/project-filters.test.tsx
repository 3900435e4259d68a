import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterControls } from '@/features/campaigns/api/use-list-filter-params';
import { ProjectFilters, SEARCH_DEBOUNCE_MS } from './project-filters';

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
    render(<ProjectFilters controls={controls(setSearch)} />);
    await userEvent.type(screen.getByLabelText('Search projects'), 'solar');
    expect(setSearch).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    expect(setSearch).toHaveBeenCalledExactlyOnceWith('solar');
  });

  it('reports the text at once when it loses focus (a click on a card right after typing), and not again later', async () => {
    const setSearch = vi.fn();
    render(
      <>
        <ProjectFilters controls={controls(setSearch)} />
        <a href="#card">View Details</a>
      </>,
    );
    await userEvent.type(screen.getByLabelText('Search projects'), 'solar');
    await userEvent.click(screen.getByRole('link', { name: 'View Details' }));
    expect(setSearch).toHaveBeenCalledExactlyOnceWith('solar');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    expect(setSearch).toHaveBeenCalledTimes(1);
  });
});
