import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { listFilter, MAX_SEARCH_LENGTH, parseListParams, useListFilterParams } from './use-list-filter-params';

const TABS = ['pending', 'browse'] as const;
const parse = (query: string) => parseListParams(new URLSearchParams(query), TABS);

describe('parseListParams', () => {
  it('defaults to the first tab and an unfiltered view', () => {
    expect(parse('')).toEqual({ tab: 'pending', search: '', category: 'all', bookmarkedOnly: false, sort: 'newest', showEnded: false });
  });

  it('reads a shared link', () => {
    expect(parse('tab=browse&q=solar+roofs&category=finance&bookmarked=true&sort=closest&ended=true')).toEqual({
      tab: 'browse',
      search: 'solar roofs',
      category: 'finance',
      bookmarkedOnly: true,
      sort: 'closest',
      showEnded: true,
    });
  });

  it('falls back on anything it does not know', () => {
    expect(parse('tab=admin&category=__proto__&bookmarked=1&sort=oldest&ended=yes')).toEqual({
      tab: 'pending',
      search: '',
      category: 'all',
      bookmarkedOnly: false,
      sort: 'newest',
      showEnded: false,
    });
    expect(parse('category=Technology').category).toBe('all');
  });

  it('cuts an over-long search', () => {
    expect(parse(`q=${'a'.repeat(5000)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe('useListFilterParams', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/list?category=sustainability']}>{children}</MemoryRouter>
  );

  it('keeps both of two changes made before the screen re-renders (a late search does not undo a category)', () => {
    const { result } = renderHook(() => ({ view: useListFilterParams(TABS), location: useLocation() }), { wrapper });
    act(() => {
      result.current.view.setCategory('finance');
      result.current.view.setSearch('kelp');
    });
    expect(result.current.location.search).toBe('?category=finance&q=kelp');
    expect(result.current.view.category).toBe('finance');
    expect(result.current.view.search).toBe('kelp');
  });
});

describe('listFilter of the parsed query (what a screen prefetches)', () => {
  it.each(['', '?q=+solar+&category=finance&sort=ending&ended=true', '?tab=browse&bookmarked=true&sort=oldest'])(
    'is the filter the screen then asks for, so the prefetched page is the one it shows (%s)',
    (query) => {
      const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[`/list${query}`]}>{children}</MemoryRouter>;
      const { result } = renderHook(() => useListFilterParams(TABS), { wrapper });
      expect(listFilter(parseListParams(new URLSearchParams(query), TABS), 'approved')).toEqual(result.current.filterFor('approved'));
    },
  );
});
