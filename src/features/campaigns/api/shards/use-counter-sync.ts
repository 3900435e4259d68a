import { useEffect, useEffectEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { syncCounterIfDue } from './project-shards';
import { projectQuery } from '@/features/campaigns/api/projects/use-project';

/**
 * The project page's counter sync: after each read of the project (its query's every answer, even
 * one equal to the last), copies its shards' sum onto the project and its card when counterSyncDue
 * says so (decision 0050). Best effort: the rules keep it to one sync in 5 s, and a refused one is
 * tried at a later read. The read itself never writes (a query function may run any number of times).
 */
export function useCounterSync(projectId: string) {
  // Watches the page's own query; reads nothing itself.
  const { data: project, dataUpdatedAt } = useQuery({ ...projectQuery(projectId), enabled: false });
  const { mutate } = useMutation({ mutationKey: ['projects', 'counter-sync'], mutationFn: (read: Project) => syncCounterIfDue(read) });
  const afterRead = useEffectEvent(() => {
    if (project) mutate(project);
  });
  useEffect(() => {
    if (dataUpdatedAt) afterRead();
  }, [dataUpdatedAt]);
}
