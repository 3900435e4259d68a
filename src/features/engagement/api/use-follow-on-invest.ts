import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshQueries } from '@/lib/refresh-queries';
import { followProject } from './inbox-api';

/** Backers hear about a project they invested in, in What's new; best effort, the investment is what counts. */
export function useFollowOnInvest() {
  const client = useQueryClient();
  return useCallback(
    (investorId: string, projectId: string) =>
      void followProject(investorId, projectId).then(
        () => refreshQueries(client, [['engagement', 'inbox']]),
        () => undefined,
      ),
    [client],
  );
}
