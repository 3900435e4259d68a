// A founder's public page (/founders/{uid}): their approved campaigns, read from the public
// cards with one bounded query, so a guest may read it (projectCards' read rule: approved ones).
import { getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectCardsCollection } from '@/features/campaigns/api/project-list/project-list-query';
import { readSummary, type ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { earlyReadNames, FOUNDER_CAMPAIGNS_LIMIT } from '@shared/early-reads';
import { takeEarlyQuery } from '@/lib/early-reads';

/** A founder's newest approved cards, at most `max`: this page's list, and What's new's milestone reminders. */
export async function fetchFounderCampaigns(
  creatorId: string,
  max = FOUNDER_CAMPAIGNS_LIMIT,
  firestore?: Firestore,
): Promise<ProjectSummary[]> {
  // On the founder's page as it opens, index.html may have read this very list (shared/early-reads.ts).
  const early = max === FOUNDER_CAMPAIGNS_LIMIT && !firestore ? await takeEarlyQuery(earlyReadNames.founder('campaigns', creatorId)) : null;
  if (early) return early.map((d) => readSummary(d.id, d.data));
  const snapshot = await getDocs(
    query(
      projectCardsCollection(firestore),
      where('approved', '==', true),
      where('creatorId', '==', creatorId),
      orderBy('createdAt', 'desc'),
      limit(max),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}

export const founderCampaignsKey = (creatorId: string) => ['founderCampaigns', creatorId] as const;

export const founderCampaignsQuery = (creatorId: string) =>
  queryOptions({ queryKey: founderCampaignsKey(creatorId), queryFn: () => fetchFounderCampaigns(creatorId) });

export function useFounderCampaigns(creatorId: string) {
  return useQuery({ ...founderCampaignsQuery(creatorId), enabled: creatorId !== '' });
}
