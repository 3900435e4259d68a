// The project page's counter sync runs after every read of the project, an answer equal to the last
// included (the shards standing still is what lets it sync), and never from the read itself.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';
import { aProject } from '@/testing/test-data';
import { syncCounterIfDue } from './project-shards';
import { useCounterSync } from './use-counter-sync';
import { projectKeys } from '@/features/campaigns/api/projects/use-project';

vi.mock('./project-shards', () => ({ syncCounterIfDue: vi.fn(async () => false) }));
vi.mock('@/features/campaigns/api/projects/project-queries', () => ({ fetchProject: vi.fn(() => new Promise(() => {})) }));

function Page({ id }: { id: string }) {
  useCounterSync(id);
  return null;
}

beforeEach(() => {
  queryClient.clear();
  vi.mocked(syncCounterIfDue).mockClear();
});

it('offers each read of the project to the sync, the same answer read again included', async () => {
  render(
    <QueryClientProvider client={queryClient}>
      <Page id="p" />
    </QueryClientProvider>,
  );
  expect(syncCounterIfDue).not.toHaveBeenCalled();
  const read = aProject({ id: 'p' });
  await act(async () => queryClient.setQueryData(projectKeys.detail('p'), read, { updatedAt: 1_000 }));
  await waitFor(() => expect(syncCounterIfDue).toHaveBeenCalledTimes(1));
  expect(vi.mocked(syncCounterIfDue).mock.calls[0][0]).toMatchObject({ id: 'p' });
  await act(async () => queryClient.setQueryData(projectKeys.detail('p'), { ...read }, { updatedAt: 31_000 }));
  await waitFor(() => expect(syncCounterIfDue).toHaveBeenCalledTimes(2));
});
