// Every list a screen shows is read again when its tab regains focus, if what it shows is
// older than the cache's 30 s, and not before (the cache's own defaults, src/lib/query-client.ts,
// leave focus refreshes off for everything else). One test per list, through the app's own cache.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import { useProjectList } from '@/features/campaigns/api/projects/use-projects';
import { fetchBackerPage, fetchBackerTotals, fetchMyInvestmentPage } from '@/features/investments/api/investment-queries';
import { fetchTotalInvested } from '@/features/investments/api/investment-outcomes';
import { useMyInvestments, useProjectBackers } from '@/features/investments/api/use-investments';
import { fetchSavedPage } from '@/features/engagement/api/saved-api';
import { fetchUpdatePage } from '@/features/engagement/api/updates-api';
import { fetchQuestionPage } from '@/features/engagement/api/questions-api';
import { useQuestions, useSavedProjects, useUpdates } from '@/features/engagement/api/use-engagement';
import { fetchAuditPage } from '@/features/audit/api/audit-queries';
import { useAuditTrail } from '@/features/audit/api/use-audit';
import { fetchOpenReports } from '@/features/reports/api/reports-api';
import { useOpenReports } from '@/features/reports/api/use-reports';

// Firestore cannot run in the unit tests (no emulator): each list's reader below is stubbed; the real hooks
// run over them, and the test counts the reads they make when the tab regains focus.
vi.mock('@/features/campaigns/api/project-list/project-list-page', () => ({ fetchProjectPage: vi.fn() }));
vi.mock('@/features/investments/api/investment-queries', () => ({
  fetchMyInvestmentPage: vi.fn(),
  fetchBackerPage: vi.fn(),
  fetchBackerTotals: vi.fn(),
  fetchRecentBackers: vi.fn(),
  fetchAllBackers: vi.fn(),
}));
vi.mock('@/features/investments/api/investment-outcomes', () => ({ fetchTotalInvested: vi.fn() }));
vi.mock('@/features/engagement/api/saved-api', () => ({ fetchSavedPage: vi.fn(), fetchSavedAmong: vi.fn() }));
vi.mock('@/features/engagement/api/updates-api', () => ({ fetchUpdatePage: vi.fn() }));
vi.mock('@/features/engagement/api/questions-api', () => ({ fetchQuestionPage: vi.fn() }));
vi.mock('@/features/audit/api/audit-queries', () => ({ fetchAuditPage: vi.fn() }));
vi.mock('@/features/reports/api/reports-api', () => ({ fetchOpenReports: vi.fn() }));

// Each list: its hook, and the reads behind it (a list and its total are two queries, both refreshed).
const lists: Array<[string, () => unknown, Array<ReturnType<typeof vi.fn>>]> = [
  ['a browse list', () => useProjectList(defaultFilter('approved')), [vi.mocked(fetchProjectPage)]],
  ['My Investments and Total invested', () => useMyInvestments('ivy'), [vi.mocked(fetchMyInvestmentPage), vi.mocked(fetchTotalInvested)]],
  [
    'the creator’s Backers and their totals',
    () => useProjectBackers('erin', 'p1', { backerCount: 2, raised: 350, moneyMark: '0:a' }),
    [vi.mocked(fetchBackerPage), vi.mocked(fetchBackerTotals)],
  ],
  ['Saved', () => useSavedProjects('ivy'), [vi.mocked(fetchSavedPage)]],
  ['a project’s Updates', () => useUpdates('p1'), [vi.mocked(fetchUpdatePage)]],
  ['a project’s Questions and Answers', () => useQuestions('p1'), [vi.mocked(fetchQuestionPage)]],
  ['the admin’s Activity (and a project’s History)', () => useAuditTrail({}), [vi.mocked(fetchAuditPage)]],
  ['the admin’s Reports', () => useOpenReports(), [vi.mocked(fetchOpenReports)]],
];

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  window.dispatchEvent(new Event('visibilitychange'));
};
const leaveAndComeBack = () =>
  act(async () => {
    setVisibility('hidden');
    setVisibility('visible');
  });

beforeEach(() => {
  queryClient.clear();
  vi.useFakeTimers({ toFake: ['Date'] }); // the cache's clock; its own timers run for real
  vi.mocked(fetchProjectPage).mockResolvedValue({ projects: [], cursor: null });
  vi.mocked(fetchMyInvestmentPage).mockResolvedValue({ investments: [], cursor: null });
  vi.mocked(fetchTotalInvested).mockResolvedValue(0);
  vi.mocked(fetchBackerPage).mockResolvedValue({ investments: [], cursor: null });
  vi.mocked(fetchBackerTotals).mockResolvedValue({ total: 0, investments: 0 });
  vi.mocked(fetchSavedPage).mockResolvedValue({ projects: [], cursor: null } as unknown as Awaited<ReturnType<typeof fetchSavedPage>>);
  vi.mocked(fetchUpdatePage).mockResolvedValue({ updates: [], cursor: null });
  vi.mocked(fetchQuestionPage).mockResolvedValue({ questions: [], cursor: null });
  vi.mocked(fetchAuditPage).mockResolvedValue({ entries: [], cursor: null });
  vi.mocked(fetchOpenReports).mockResolvedValue([]);
});
afterEach(() => {
  setVisibility('visible');
  vi.useRealTimers();
  vi.clearAllMocks();
});

it.each(lists)('%s: read again when the tab regains focus, once older than 30 s', async (_name, useList, reads) => {
  const count = () => reads.map((read) => read.mock.calls.length);
  renderHook(useList, { wrapper });
  await waitFor(() => expect(count()).toEqual(reads.map(() => 1)));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));

  vi.setSystemTime(Date.now() + 29_000);
  await leaveAndComeBack(); // still fresh: nothing read
  expect(count()).toEqual(reads.map(() => 1));

  vi.setSystemTime(Date.now() + 2_000);
  await leaveAndComeBack(); // older than 30 s: each of its reads once
  await waitFor(() => expect(count()).toEqual(reads.map(() => 2)));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));

  await leaveAndComeBack(); // just read again: nothing
  expect(count()).toEqual(reads.map(() => 2));
});
