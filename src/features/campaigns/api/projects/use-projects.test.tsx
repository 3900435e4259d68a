// The browse lists' hooks: each project once, and searches typed over one another or read ahead.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';
import { aProject } from '@/testing/test-data';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import type { ProjectPage } from '@/features/campaigns/api/project-list/project-list-query';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { uniqueById, useProjectList, useSearchReadAhead } from './use-projects';

// Firestore cannot run in the unit tests (no emulator): the page reader is stubbed; the hooks under test run over it.
vi.mock('@/features/campaigns/api/project-list/project-list-page', () => ({ fetchProjectPage: vi.fn() }));

beforeEach(() => {
  queryClient.clear();
});

it('shows a project that a later page brings again (its place in the order moved) only where it first appeared', () => {
  const [a, b, c] = ['a', 'b', 'c'].map((id) => aProject({ id }));
  expect(uniqueById([a, b, c, { ...b, raised: 999 }]).map((p) => [p.id, p.raised])).toEqual([
    ['a', a.raised],
    ['b', b.raised],
    ['c', c.raised],
  ]);
});

describe('a search typed over another', () => {
  const shown: string[][] = [];
  function List({ search }: { search: string }) {
    shown.push(useProjectList({ ...defaultFilter('approved'), search }).projects.map((p) => p.title));
    return null;
  }
  const wrap = (search: string) => (
    <QueryClientProvider client={queryClient}>
      <List search={search} />
    </QueryClientProvider>
  );

  it('cancels the search it replaces, whose page, come late, never shows', async () => {
    const pending = new Map<string, { signal?: AbortSignal; answer: (page: ProjectPage) => void }>();
    vi.mocked(fetchProjectPage).mockImplementation(
      (filter, _cursor, signal) => new Promise((answer) => pending.set(filter.search, { signal, answer })),
    );
    const { rerender } = render(wrap('harb'));
    await act(async () => {});
    rerender(wrap('harbor'));
    await act(async () => {});
    expect(pending.get('harb')?.signal?.aborted).toBe(true);
    expect(pending.get('harbor')?.signal?.aborted).toBe(false);
    await act(async () => pending.get('harb')!.answer({ projects: [aProject({ title: 'Harbinger' })], cursor: null }));
    await act(async () => pending.get('harbor')!.answer({ projects: [aProject({ title: 'Harbor Works' })], cursor: null }));
    await waitFor(() => expect(shown.at(-1)).toEqual(['Harbor Works']));
    expect(shown.flat()).not.toContain('Harbinger');
  });
});

describe('a search read ahead while typing pauses', () => {
  beforeEach(() => {
    vi.mocked(fetchProjectPage).mockReset();
  });

  function readAheadOf() {
    let readAhead: (text: string) => void = () => {};
    function Box() {
      readAhead = useSearchReadAhead(defaultFilter('approved'));
      return null;
    }
    render(<Box />);
    return (text: string) => readAhead(text);
  }

  it('is what the list shows when the box reports it: no second read', async () => {
    vi.mocked(fetchProjectPage).mockResolvedValue({ projects: [aProject({ title: 'Harbor Works' })], cursor: null });
    const readAhead = readAheadOf();
    await act(async () => readAhead('harbor '));
    const shown: string[][] = [];
    function List() {
      shown.push(useProjectList({ ...defaultFilter('approved'), search: 'harbor' }).projects.map((p) => p.title));
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <List />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(shown.at(-1)).toEqual(['Harbor Works']));
    expect(fetchProjectPage).toHaveBeenCalledTimes(1);
  });

  it('aborts the read-ahead that more typing replaced, but never the one a list shows', async () => {
    const pending = new Map<string, AbortSignal | undefined>();
    vi.mocked(fetchProjectPage).mockImplementation((filter, _cursor, signal) => {
      pending.set(filter.search, signal);
      return new Promise(() => {});
    });
    const readAhead = readAheadOf();
    await act(async () => readAhead('harb'));
    await act(async () => readAhead('harbor'));
    expect(pending.get('harb')?.aborted).toBe(true);
    expect(pending.get('harbor')?.aborted).toBe(false);

    function List() {
      useProjectList({ ...defaultFilter('approved'), search: 'harbor' });
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <List />
      </QueryClientProvider>,
    );
    await act(async () => readAhead('harbor p'));
    expect(pending.get('harbor')?.aborted).toBe(false);
  });
});
