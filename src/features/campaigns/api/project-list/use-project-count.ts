import { useQuery } from '@tanstack/react-query';
import { listRefresh } from '@/lib/query-client';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';
import { fetchProjectCount } from './project-count';
import type { ProjectListFilter } from './project-list-filter';

/** A list's count, under the projects' keys, so every project write (approve, send back, delete) counts again. */
export const useProjectCount = (filter: ProjectListFilter, enabled = true) =>
  useQuery({ queryKey: projectKeys.count(filter), queryFn: () => fetchProjectCount(filter), enabled, ...listRefresh });
