import { vi } from 'vitest';
import type { useProjectList } from '@/features/campaigns/api/projects/use-projects';

type ListResult = ReturnType<typeof useProjectList>;

/** What a mocked useProjectList returns: a settled, empty, single-page list unless told otherwise. */
export function projectListResult(result: Partial<ListResult> = {}): ListResult {
  return {
    projects: [],
    isPending: false,
    isError: false,
    error: null,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    ...result,
  } as unknown as ListResult;
}
