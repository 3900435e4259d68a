import { expect } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';

/** The filter of the project list a screen shows: the one list query it observes. */
export function shownListFilter(client: QueryClient) {
  const shown = client
    .getQueryCache()
    .findAll({ queryKey: projectKeys.all, type: 'active' })
    .filter(({ queryKey }) => queryKey[1] === 'list');
  expect(shown).toHaveLength(1);
  return shown[0].queryKey[2];
}
