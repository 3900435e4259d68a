import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { projectKeys } from '@/features/campaigns/api/use-projects';
import { investmentKeys, useCancelInvestment, useFundingReceipts, useInvest, useRecentBackers } from './use-investments';
import type { InvestmentRequest } from './record-investment';
import type { Backer } from './investment-model';
import { fetchFundingReceipts, fetchRecentBackers } from './investment-queries';

vi.mock('./cancel-investment', () => ({ cancelInvestment: vi.fn(async () => undefined) }));
vi.mock('./record-investment', () => ({ recordInvestment: vi.fn(async () => ({ status: 'recorded' })) }));
vi.mock('@/features/engagement/api/inbox-api', () => ({ followProject: vi.fn(async () => undefined) }));
vi.mock('./investment-queries', () => ({
  fetchRecentBackers: vi.fn(),
  fetchFundingReceipts: vi.fn(),
  fetchAllBackers: vi.fn(),
  fetchBackerPage: vi.fn(),
  fetchBackerTotals: vi.fn(),
  fetchMyInvestmentPage: vi.fn(),
  fetchTotalInvested: vi.fn(),
}));

// What a visit may have cached before the write: this project's page and the investor's lists,
// and another project's page.
const project = 'p1';
const cached: QueryKey[] = [
  projectKeys.all,
  investmentKeys.backers(project),
  investmentKeys.funding(project),
  investmentKeys.mine('ivy'),
  investmentKeys.total('ivy'),
  investmentKeys.backers('p2'),
  investmentKeys.funding('p2'),
];

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of cached) client.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const refreshed = () => cached.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
  return { wrapper, refreshed };
}

// Read again after the write: the project, both views of its receipts, the investor's lists.
const expected = ['projects', 'investments/backers/p1', 'investments/funding/p1', 'investments/mine/ivy', 'investments/total/ivy'];

it("an investment re-reads the project's receipts, for Recent Investors and Funding over time alike", async () => {
  const { wrapper, refreshed } = setup();
  const { result } = renderHook(() => useInvest(), { wrapper });
  await act(() => result.current.mutateAsync({ projectId: project, investor: { uid: 'ivy' } } as InvestmentRequest));
  expect(refreshed()).toEqual(expected);
});

it('a cancellation re-reads what an investment does: the chart no longer counts a cancelled receipt', async () => {
  const { wrapper, refreshed } = setup();
  const { result } = renderHook(() => useCancelInvestment(), { wrapper });
  await act(() => result.current.mutateAsync({ id: 'i1', projectId: project, amount: 100, investorId: 'ivy' }));
  expect(refreshed()).toEqual(expected);
});

describe('the project page reads its receipts once when Recent Investors holds them all', () => {
  const receipt = (n: number): Backer => ({ id: `r${n}`, name: `Backer ${n}`, amount: 100 * n, createdAt: new Date(Date.UTC(2026, 9, n)) });
  const newestFirst = (count: number) => Array.from({ length: count }, (_, i) => receipt(count - i));
  const everyReceipt = Array.from({ length: 7 }, (_, i) => receipt(i + 1));

  function renderPage(backerCount: number, recent: Backer[]) {
    vi.mocked(fetchRecentBackers).mockReset().mockResolvedValue(recent);
    vi.mocked(fetchFundingReceipts).mockReset().mockResolvedValue(everyReceipt);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return renderHook(() => ({ chart: useFundingReceipts(project, backerCount), recent: useRecentBackers(project, backerCount) }), { wrapper }).result;
  }

  it('fewer than five: one read serves both, the chart oldest first', async () => {
    const page = renderPage(3, newestFirst(3));
    await waitFor(() => expect(page.current.chart.data).toEqual([receipt(1), receipt(2), receipt(3)]));
    expect(page.current.recent.data).toEqual(newestFirst(3));
    expect(fetchRecentBackers).toHaveBeenCalledTimes(1);
    expect(fetchFundingReceipts).not.toHaveBeenCalled();
  });

  it('five or more by the counter: the chart reads every receipt itself', async () => {
    const page = renderPage(7, newestFirst(7).slice(0, 5));
    await waitFor(() => expect(page.current.chart.data).toEqual(everyReceipt));
    expect(fetchFundingReceipts).toHaveBeenCalledTimes(1);
  });

  it('a counter that undercounts (data older than it): five recent receipts send the chart to read its own', async () => {
    const page = renderPage(0, newestFirst(7).slice(0, 5));
    await waitFor(() => expect(page.current.chart.data).toEqual(everyReceipt));
    expect(fetchFundingReceipts).toHaveBeenCalledTimes(1);
  });
});
