// The project page's Hearing from the founder: hooks over update-request-queries and update-requests-api. Its key sits
// under the project's updates, so posting an update (which re-reads those) re-reads it too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@/lib/refresh-queries';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { engagementKeys } from '@/features/engagement/api/engagement-keys';
import { askForUpdate } from './update-requests-api';
import { fetchHearing } from './update-request-queries';
import { founderRecordKey } from '@/features/accountability/api/founders/use-founder-record';

export const hearingKey = (projectId: string, uid: string | null) => [...engagementKeys.updates(projectId), 'hearing', uid] as const;

export const hearingQuery = ({ id, creatorId }: Pick<Project, 'id' | 'creatorId'>, uid: string | null) =>
  queryOptions({ queryKey: [...hearingKey(id, uid), creatorId], queryFn: () => fetchHearing({ id, creatorId }, uid) });

export function useHearing(project: Pick<Project, 'id' | 'creatorId'>, uid: string | null) {
  return useQuery(hearingQuery(project, uid));
}

export function useAskForUpdate(project: Pick<Project, 'id' | 'creatorId' | 'goal' | 'endsAt' | 'raisedSyncedAt'>, uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => askForUpdate(project, uid),
    // The founder's track record counts the request as unanswered.
    onSuccess: () => refreshQueries(client, [hearingKey(project.id, uid), founderRecordKey(project.creatorId)]),
  });
}
