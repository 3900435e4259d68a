import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { fetchBackerPage, fetchBackerTotals, fetchRecentBackers } from './investment-queries';
import { investmentKeys, useCancelInvestment, useInvest, useProjectBackers, useRecentBackers, type MoneyProgress } from './use-investments';
import { aBacker, anInvestment } from '@/testing/test-data';

// The calls to the Functions emulator are tested in tests/functions and the journeys; here, what a success re-reads.
vi.mock('./money-functions', () => ({
  callCancel: vi.fn(async () => ({ outcome: 'cancelled' })),
  callInvest: vi.fn(async () => ({ outcome: 'recorded' })),
}));
// Firestore cannot run in the unit tests (no emulator): the backers' reads are stubbed; the hooks under test run over them.
vi.mock('./investment-queries', () => ({
  fetchRecentBackers: vi.fn(),
  fetchAllBackers: vi.fn(),
  fetchBackerPage: vi.fn(),
  fetchBackerTotals: vi.fn(),
  fetchMyInvestmentPage: vi.fn(),
}));
// Firestore cannot run in the unit tests (no emulator): the campaigns' and totals' reads are stubbed (none is read here).
vi.mock('./investment-outcomes', () => ({ fetchCampaignFacts: vi.fn(), fetchHeldCampaigns: vi.fn(), fetchTotalInvested: vi.fn() }));

// What a visit may have cached before the write: this project's page and the investor's lists,
// and another project's page.
const project = 'p1';
const cached: QueryKey[] = [
  projectKeys.all,
  investmentKeys.backers(project),
  investmentKeys.mine('ivy'),
  investmentKeys.total('ivy'),
  investmentKeys.backers('p2'),
];

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of cached) client.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const refreshed = () => cached.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
  return { wrapper, refreshed };
}

// Read again after the write: the project (its daily totals draw Funding over time), its receipts, the investor's lists.
const expected = ['projects', 'investments/backers/p1', 'investments/mine/ivy', 'investments/total/ivy'];

it('an investment re-reads the project and its receipts (Recent Investors)', async () => {
  const { wrapper, refreshed } = setup();
  const { result } = renderHook(() => useInvest(), { wrapper });
  await act(() => result.current.mutateAsync({ projectId: project, investorId: 'ivy', amount: 100, anonymous: false, requestId: 'r1' }));
  expect(refreshed()).toEqual(expected);
});

it('a cancellation re-reads what an investment does', async () => {
  const { wrapper, refreshed } = setup();
  const { result } = renderHook(() => useCancelInvestment(), { wrapper });
  await act(() => result.current.mutateAsync({ id: 'i1', projectId: project }));
  expect(refreshed()).toEqual(expected);
});

describe('the lists of a project’s investments follow its page’s refresh', () => {
  // One client for the whole render (a wrapper made per render would start an empty cache).
  const renderWithOneClient = <T,>(hook: (progress: MoneyProgress) => T, progress: MoneyProgress) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    return renderHook(hook, {
      initialProps: progress,
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
  };

  beforeEach(() => {
    vi.mocked(fetchRecentBackers).mockReset().mockResolvedValue([]);
    vi.mocked(fetchBackerPage).mockReset().mockResolvedValue({ investments: [], cursor: null });
    vi.mocked(fetchBackerTotals).mockReset().mockResolvedValue({ total: 0, investments: 0 });
  });

  // Two backers, $350; then, before the next refresh, one cancels $100 and another invests $250.
  const opened = { backerCount: 2, raised: 350, moneyMark: '0:a 2:b' };
  const swapped = { backerCount: 2, raised: 500, moneyMark: '0:c 2:b' };

  it('Recent Investors reads again when the backer count or Raised moved, and only then', async () => {
    const { rerender } = renderWithOneClient((progress) => useRecentBackers('p1', progress), opened);
    await waitFor(() => expect(fetchRecentBackers).toHaveBeenCalledTimes(1));
    rerender({ ...opened }); // a refresh that found nothing new
    await act(async () => {});
    expect(fetchRecentBackers).toHaveBeenCalledTimes(1);
    rerender(swapped); // the same backer count, another Raised
    await waitFor(() => expect(fetchRecentBackers).toHaveBeenCalledTimes(2));
    rerender({ backerCount: 3, raised: 500, moneyMark: '0:d 2:b' }); // the same Raised, another count (two investments, a cancellation of as much)
    await waitFor(() => expect(fetchRecentBackers).toHaveBeenCalledTimes(3));
    rerender({ backerCount: 3, raised: 500, moneyMark: '0:d 2:e' }); // the same sums: a cancellation and a new investment of the same amount
    await waitFor(() => expect(fetchRecentBackers).toHaveBeenCalledTimes(4));
  });

  it('never shows one project’s investors under the next project opened', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const ivy = aBacker({ id: 'b1' });
    vi.mocked(fetchRecentBackers)
      .mockResolvedValueOnce([ivy])
      .mockImplementationOnce(() => new Promise(() => {})); // the next project's never answers here
    const recent = renderHook(({ id }) => useRecentBackers(id, opened), { initialProps: { id: 'p1' }, wrapper });
    await waitFor(() => expect(recent.result.current.data).toEqual([ivy]));
    recent.rerender({ id: 'p2' });
    expect(recent.result.current.data).toBeUndefined();
    vi.mocked(fetchBackerPage)
      .mockResolvedValueOnce({ investments: [anInvestment()], cursor: null })
      .mockImplementationOnce(() => new Promise(() => {}));
    vi.mocked(fetchBackerTotals)
      .mockResolvedValueOnce({ total: 250, investments: 1 })
      .mockImplementationOnce(() => new Promise(() => {}));
    const backers = renderHook(({ id }) => useProjectBackers('erin', id, opened), { initialProps: { id: 'p1' }, wrapper });
    await waitFor(() => expect(backers.result.current.totals).toEqual({ total: 250, investments: 1 }));
    expect(backers.result.current.investments).toHaveLength(1);
    backers.rerender({ id: 'p2' });
    expect([backers.result.current.investments, backers.result.current.totals]).toEqual([[], undefined]);
  });

  it('the creator’s Backers list and its totals do too, keeping what they showed meanwhile', async () => {
    const { result, rerender } = renderWithOneClient((progress) => useProjectBackers('erin', 'p1', progress), opened);
    await waitFor(() => expect(result.current.totals).toEqual({ total: 0, investments: 0 }));
    expect([vi.mocked(fetchBackerPage).mock.calls.length, vi.mocked(fetchBackerTotals).mock.calls.length]).toEqual([1, 1]);
    rerender({ ...opened });
    await act(async () => {});
    expect(fetchBackerTotals).toHaveBeenCalledTimes(1);
    let answer: (totals: { total: number; investments: number }) => void = () => {};
    vi.mocked(fetchBackerTotals).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    rerender(swapped);
    await waitFor(() => expect(fetchBackerTotals).toHaveBeenCalledTimes(2));
    expect(fetchBackerPage).toHaveBeenCalledTimes(2);
    expect(result.current.totals).toEqual({ total: 0, investments: 0 }); // the last totals until the new ones arrive
    await act(async () => answer({ total: 500, investments: 2 }));
    await waitFor(() => expect(result.current.totals).toEqual({ total: 500, investments: 2 }));
  });
});
