import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { projectKeys } from '@/features/campaigns/api/use-projects';
import { investmentKeys, useCancelInvestment, useInvest } from './use-investments';
import type { InvestmentRequest } from './record-investment';

vi.mock('./cancel-investment', () => ({ cancelInvestment: vi.fn(async () => undefined) }));
vi.mock('./record-investment', () => ({ recordInvestment: vi.fn(async () => ({ status: 'recorded' })) }));
vi.mock('@/features/engagement/api/inbox-api', () => ({ followProject: vi.fn(async () => undefined) }));
vi.mock('./investment-queries', () => ({
  fetchRecentBackers: vi.fn(),
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

it("an investment re-reads the project and its receipts (Recent Investors)", async () => {
  const { wrapper, refreshed } = setup();
  const { result } = renderHook(() => useInvest(), { wrapper });
  await act(() => result.current.mutateAsync({ projectId: project, investor: { uid: 'ivy' } } as InvestmentRequest));
  expect(refreshed()).toEqual(expected);
});

it('a cancellation re-reads what an investment does', async () => {
  const { wrapper, refreshed } = setup();
  const { result } = renderHook(() => useCancelInvestment(), { wrapper });
  await act(() => result.current.mutateAsync({ id: 'i1', projectId: project, amount: 100, investorId: 'ivy' }));
  expect(refreshed()).toEqual(expected);
});

