// The campaign writes, apart from the reads in use-project.ts and use-projects.ts so that a list screen without
// writes (the guest's) downloads none of this.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@/lib/refresh-queries';
import type { createProject, updateProject } from './project-mutations';
import type { Project } from './project-read';
import { projectKeys } from './use-project';

// The writes (and the users API they refresh) download with the first one, not with every list a guest opens.
const mutations = () => import('./project-mutations');

function useProjectMutation<TArgs, TResult>(run: (writes: Awaited<ReturnType<typeof mutations>>, args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (args: TArgs) => run(await mutations(), args),
    onSuccess: () => refreshQueries(client, [projectKeys.all, ['audit']]),
  });
}

export const useCreateProject = () => useProjectMutation((m, args: Parameters<typeof createProject>) => m.createProject(...args));
export const useUpdateProject = () => useProjectMutation((m, args: Parameters<typeof updateProject>) => m.updateProject(...args));
export const useApproveProject = () => useProjectMutation((m, project: Pick<Project, 'id' | 'durationDays'>) => m.approveProject(project));
export const useExtendCampaign = () =>
  useProjectMutation((m, { project, days }: { project: Pick<Project, 'id' | 'endsAt'>; days: number }) => m.extendCampaign(project, days));
export const useDeleteProject = () => useProjectMutation((m, id: string) => m.deleteProject(id));
export const useCloseProject = () => useProjectMutation((m, id: string) => m.closeProject(id));
export const useRequestChanges = () =>
  useProjectMutation((m, { project, reason }: { project: Pick<Project, 'id' | 'reviewCount'>; reason: string }) =>
    m.requestChanges(project, reason),
  );
export const useResubmitProject = () => useProjectMutation((m, id: string) => m.resubmitProject(id));
export const useToggleBookmark = () =>
  useProjectMutation((m, project: Pick<Project, 'id' | 'bookmarked'>) => m.setBookmark(project.id, !project.bookmarked));
