import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRefresh } from '@/lib/query-client';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { fetchProjectCount } from './project-count';
import type { ProjectListFilter } from './project-list-filter';

/** A list's count, under the projects' keys, so every project write (approve, send back, delete) counts again. */
export const projectCountQuery = (filter: ProjectListFilter) =>
  queryOptions({ queryKey: projectKeys.count(filter), queryFn: () => fetchProjectCount(filter), ...listRefresh });

export const useProjectCount = (filter: ProjectListFilter, enabled = true) => useQuery({ ...projectCountQuery(filter), enabled });
