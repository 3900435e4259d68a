// The campaign writes, apart from the reads in use-project.ts and use-projects.ts so that a list screen without
// writes (the guest's) downloads none of this.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@/lib/refresh-queries';
import type { Project } from './project-read';
import { projectKeys } from './use-project';

// The writes (and the users API they refresh) download with the first one, not with every list a guest opens.
const mutations = () => import('./project-mutations');

/**
 * A project write, then (while the form still shows it saving) the wait for the server's copy on its
 * card (functions/src/cards), so the lists refreshed after it show the write. `idOf`: the project
 * written. Other features' writes of a project use it too (accountability's campaign writes).
 */
export function useProjectWrite<TArgs, TResult>(write: (args: TArgs) => Promise<TResult>, idOf: (args: TArgs, result: TResult) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (args: TArgs) => {
      const [result, { cardCaughtUp }] = await Promise.all([write(args), import('./project-card')]);
      await cardCaughtUp(idOf(args, result));
      return result;
    },
    onSuccess: () => refreshQueries(client, [projectKeys.all, ['audit']]),
  });
}

const useProjectMutation = <TArgs, TResult>(
  run: (writes: Awaited<ReturnType<typeof mutations>>, args: TArgs) => Promise<TResult>,
  idOf: (args: TArgs, result: TResult) => string,
) => useProjectWrite(async (args: TArgs) => run(await mutations(), args), idOf);

const byId = (id: string) => id;
const byProject = ({ id }: Pick<Project, 'id'>) => id;

export const useApproveProject = () => useProjectMutation((m, project: Pick<Project, 'id'>) => m.approveProject(project), byProject);
export const useExtendCampaign = () =>
  useProjectMutation(
    (m, { project, days }: { project: Pick<Project, 'id'>; days: number }) => m.extendCampaign(project, days),
    ({ project }) => project.id,
  );
export const useDeleteProject = () => useProjectMutation((m, id: string) => m.deleteProject(id), byId);
export const useCloseProject = () => useProjectMutation((m, id: string) => m.closeProject(id), byId);
export const useRequestChanges = () =>
  useProjectMutation(
    (m, { project, reason }: { project: Pick<Project, 'id'>; reason: string }) => m.requestChanges(project, reason),
    ({ project }) => project.id,
  );
export const useResubmitProject = () => useProjectMutation((m, id: string) => m.resubmitProject(id), byId);
export const useToggleBookmark = () =>
  useProjectMutation((m, project: Pick<Project, 'id' | 'bookmarked'>) => m.setBookmark(project.id, !project.bookmarked), byProject);
