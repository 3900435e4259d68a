import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRefresh } from '@/lib/query-client';
import { fetchCampaignEdits } from './campaign-edits';

/** Under the projects key: the founder's edit re-reads it with the project. */
export const campaignEditsKey = (projectId: string) => ['projects', 'edits', projectId] as const;

export const campaignEditsQuery = (projectId: string) =>
  queryOptions({ queryKey: campaignEditsKey(projectId), queryFn: () => fetchCampaignEdits(projectId), ...listRefresh });

export function useCampaignEdits(projectId: string) {
  return useQuery(campaignEditsQuery(projectId));
}
