import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { projectKeys } from '@/features/campaigns/api/use-projects';
import { fetchMyInvestmentPage, fetchRecentBackers, fetchTotalInvested, type InvestmentCursor } from './investment-queries';
import { recordInvestment, type InvestmentRequest } from './record-investment';

export const investmentKeys = {
  backers: (projectId: string) => ['investments', 'backers', projectId] as const,
  mine: (uid: string) => ['investments', 'mine', uid] as const,
  total: (uid: string) => ['investments', 'total', uid] as const,
};

export const useRecentBackers = (projectId: string) =>
  useQuery({ queryKey: investmentKeys.backers(projectId), queryFn: () => fetchRecentBackers(projectId) });

export function useMyInvestments(uid: string) {
  const list = useInfiniteQuery({
    queryKey: investmentKeys.mine(uid),
    queryFn: ({ pageParam }) => fetchMyInvestmentPage(uid, pageParam),
    initialPageParam: null as InvestmentCursor | null,
    getNextPageParam: (last) => last.cursor,
  });
  const total = useQuery({ queryKey: investmentKeys.total(uid), queryFn: () => fetchTotalInvested(uid) });
  return { ...list, investments: list.data?.pages.flatMap((page) => page.investments) ?? [], total: total.data };
}

/**
 * One id per intention to invest. It survives retries and double clicks and is renewed only after
 * the investment is recorded, so the same intention can never be written twice.
 */
export function useInvestmentIntent() {
  const [intentId, setIntentId] = useState(() => crypto.randomUUID());
  return { intentId, renew: () => setIntentId(crypto.randomUUID()) };
}

export function useInvest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: InvestmentRequest) => recordInvestment(request),
    onSuccess: (_outcome, request) =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.all }),
        client.invalidateQueries({ queryKey: investmentKeys.backers(request.projectId) }),
        client.invalidateQueries({ queryKey: ['investments', 'mine'] }),
        client.invalidateQueries({ queryKey: ['investments', 'total'] }),
      ]),
  });
}
