import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { listRefresh, withDerived } from '@/lib/query-client';
import { refreshQueries } from '@/lib/refresh-queries';
import {
  fetchAllBackers,
  fetchBackerPage,
  fetchBackerTotals,
  fetchMyInvestmentPage,
  fetchRecentBackers,
  type InvestmentCursor,
} from './investment-queries';
import { fetchAllowance } from './twelve-month-limit';
import { fetchCampaignFacts, fetchTotalInvested } from './investment-outcomes';
import { INVESTMENT_LIMIT_12_MONTHS } from '@shared/money/policy';
import { callCancel, callInvest } from './money-functions';
import type { InvestCall } from '@shared/money/calls';
import type { Investment } from './investment-read';
import { fetchProjectDealTerms } from './receipt-terms';

export const investmentKeys = {
  backers: (projectId: string) => ['investments', 'backers', projectId] as const,
  mine: (uid: string) => ['investments', 'mine', uid] as const,
  total: (uid: string) => ['investments', 'total', uid] as const,
  projectBackers: (projectId: string) => ['investments', 'project', projectId] as const,
  allowance: (uid: string) => ['investments', 'allowance', uid] as const,
  campaign: (projectId: string) => ['investments', 'campaign', projectId] as const,
};

/**
 * Everything an investment in this project, or its cancellation, changes: the project and its
 * card (with its daily totals, Funding over time), its public receipts (Recent Investors) and the investor's own lists.
 */
const changedByInvestment = (projectId: string) => [
  projectKeys.all,
  investmentKeys.backers(projectId),
  ['investments', 'mine'],
  ['investments', 'total'],
  investmentKeys.campaign(projectId),
  ['investments', 'allowance'],
];

/**
 * Where a project's money stands, as its page last read it: what tells the lists of its investments
 * (Recent Investors, the creator's Backers) to read again. The project page's 30-second
 * refresh reads the project and its shards; these lists read only when they moved. The shards' mark
 * as well as the sums: a cancellation and a new investment of the same amount between two refreshes
 * leave the count and Raised as they were.
 */
export type MoneyProgress = Pick<Project, 'backerCount' | 'raised' | 'moneyMark'>;
const progressKey = ({ backerCount, raised, moneyMark }: MoneyProgress) => [backerCount, raised, moneyMark] as const;

/**
 * What a list showed for the project's previous progress stays on screen until the new read lands;
 * never what it showed for another project (the page opened next). Its keys hold the project third.
 */
const keepForProject =
  (projectId: string) =>
  <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery?.queryKey[2] === projectId ? previous : undefined;

export const projectBackersQuery = (creatorId: string, projectId: string, progress: MoneyProgress) =>
  infiniteQueryOptions({
    queryKey: [...investmentKeys.projectBackers(projectId), 'pages', creatorId, ...progressKey(progress)],
    queryFn: ({ pageParam }) => fetchBackerPage(creatorId, projectId, pageParam),
    initialPageParam: null as InvestmentCursor | null,
    getNextPageParam: (last) => last.cursor,
    placeholderData: keepForProject(projectId),
    ...listRefresh,
  });

export const backerTotalsQuery = (creatorId: string, projectId: string, progress: MoneyProgress) =>
  queryOptions({
    queryKey: [...investmentKeys.projectBackers(projectId), 'totals', creatorId, ...progressKey(progress)],
    queryFn: () => fetchBackerTotals(creatorId, projectId),
    placeholderData: keepForProject(projectId),
    ...listRefresh,
  });

/**
 * The creator's Backers section: pages of investments, and the server-counted totals, read again
 * when the project's progress moves (and, as every list, when the tab regains focus). What was read
 * before stays on screen meanwhile; the list then starts again from its first page.
 */
export function useProjectBackers(creatorId: string, projectId: string, progress: MoneyProgress) {
  const list = useInfiniteQuery(projectBackersQuery(creatorId, projectId, progress));
  const totals = useQuery(backerTotalsQuery(creatorId, projectId, progress));
  return withDerived(list, { investments: list.data?.pages.flatMap((page) => page.investments) ?? [], totals: totals.data });
}

export const loadAllBackers = fetchAllBackers;

/**
 * Recent Investors, read again only when the project's progress moves (its page's refresh brings it).
 * The list read before stays on screen meanwhile.
 */
export const recentBackersQuery = (projectId: string, progress: MoneyProgress) =>
  queryOptions({
    queryKey: [...investmentKeys.backers(projectId), ...progressKey(progress)],
    queryFn: () => fetchRecentBackers(projectId),
    placeholderData: keepForProject(projectId),
  });

export const useRecentBackers = (projectId: string, progress: MoneyProgress) => useQuery(recentBackersQuery(projectId, progress));

/**
 * What the investor may still invest under the 12-month limit: their ledger, which the server keeps
 * (Returned money is given back by the clock once its campaign is settled: functions/src/clock).
 */
export const investmentAllowanceQuery = (uid: string) =>
  queryOptions({ queryKey: investmentKeys.allowance(uid), queryFn: () => fetchAllowance(uid, INVESTMENT_LIMIT_12_MONTHS) });

export const useInvestmentAllowance = (uid: string | undefined) => useQuery({ ...investmentAllowanceQuery(uid ?? ''), enabled: !!uid });

export const myInvestmentsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: investmentKeys.mine(uid),
    queryFn: ({ pageParam }) => fetchMyInvestmentPage(uid, pageParam),
    initialPageParam: null as InvestmentCursor | null,
    getNextPageParam: (last) => last.cursor,
    ...listRefresh,
  });

export const totalInvestedQuery = (uid: string) =>
  queryOptions({ queryKey: investmentKeys.total(uid), queryFn: () => fetchTotalInvested(uid), ...listRefresh });

/**
 * My Investments: pages of the investor's investments, and Total invested (one aggregate read). Each
 * row's campaign is its card (useCampaignFacts), one read per project shown.
 */
export function useMyInvestments(uid: string) {
  const list = useInfiniteQuery(myInvestmentsQuery(uid));
  const total = useQuery(totalInvestedQuery(uid));
  return withDerived(list, { investments: list.data?.pages.flatMap((page) => page.investments) ?? [], total: total.data });
}

/**
 * The deal terms of a row whose investment holds no copy (made before the copy): its project
 * read once per project shown (the terms are not on the card), never again (locked from approval on).
 */
export const projectDealTermsQuery = (projectId: string) =>
  queryOptions({ queryKey: ['investments', 'terms', projectId], queryFn: () => fetchProjectDealTerms(projectId), staleTime: Infinity });

export const useProjectDealTerms = (projectId: string, enabled = true) => useQuery({ ...projectDealTermsQuery(projectId), enabled });

/** A row's campaign (its state, the Closed mark, the cancel cut-off): its card, read once per project shown. */
export const campaignFactsQuery = (projectId: string) =>
  queryOptions({ queryKey: investmentKeys.campaign(projectId), queryFn: () => fetchCampaignFacts(projectId), ...listRefresh });

export const useCampaignFacts = (projectId: string) => useQuery(campaignFactsQuery(projectId));

/**
 * One id per intention to invest in a project, kept in localStorage until the investment is
 * recorded: a double click, a retry after a network error, or the same form submitted from two
 * tabs all reuse it, and the invest function records one request id once (a retry gets the first result).
 */
export function investmentIntent(uid: string, projectId: string) {
  const key = `startupfund:investment-intent:${uid}:${projectId}`;
  return {
    current(): string {
      const stored = safeStorage()?.getItem(key);
      if (stored) return stored;
      const id = crypto.randomUUID();
      safeStorage()?.setItem(key, id);
      return id;
    },
    done: () => safeStorage()?.removeItem(key),
  };
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: each attempt still carries its own id
  }
}

export function useCancelInvestment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (investment: Pick<Investment, 'id' | 'projectId'>) => callCancel({ investmentId: investment.id }),
    onSuccess: (_result, investment) => refreshQueries(client, changedByInvestment(investment.projectId)),
  });
}

/** What the app does once an investment is recorded, beside this feature's own re-reads (src/app composes it). */
export type OnRecorded = (investorId: string, projectId: string) => void;

export function useInvest(onRecorded?: OnRecorded) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ investorId: _, ...request }: InvestCall & { investorId: string }) => callInvest(request),
    onSuccess: async (_result, request) => {
      onRecorded?.(request.investorId, request.projectId);
      await refreshQueries(client, changedByInvestment(request.projectId));
    },
  });
}
