// A guest's search answered "Error fetching projects: Request failed with error: false for
// 'list' @ L372". A failed read now says what happened in plain words, and Try again reads again.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { defaultFilter } from '@/features/campaigns/api/project-list/project-list-filter';
import { fetchProjectPage } from '@/features/campaigns/api/project-list/project-list-page';
import { aProject } from '@/testing/test-data';
import { ProjectList } from './project-list';

// Firestore cannot run in the unit tests (no emulator): the page reader is stubbed to refuse as the rules do,
// then answer; the real useProjectList runs over it.
vi.mock('@/features/campaigns/api/project-list/project-list-page', () => ({ fetchProjectPage: vi.fn() }));

/** A refused read as Firestore Lite reports it: its code, and the emulator's rules message. */
const refused = () =>
  Object.assign(new Error("Request failed with error: false for 'list' @ L372"), { name: 'FirebaseError', code: 'permission-denied' });

beforeEach(() => {
  queryClient.clear();
  vi.mocked(fetchProjectPage).mockReset();
});

it('shows a refused search in plain words under the spec’s heading, and Try again reads again', async () => {
  // Refused twice (the read and its one retry), then answered.
  vi.mocked(fetchProjectPage)
    .mockRejectedValueOnce(refused())
    .mockRejectedValueOnce(refused())
    .mockResolvedValue({ projects: [aProject({ id: 'sunshare', title: 'SunShare Community Solar' })], cursor: null });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProjectList filter={{ ...defaultFilter('approved'), search: 'solar' }} emptyMessage="No projects available at the moment" />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert).toHaveTextContent(
    'Error fetching projects: You do not have access to this. If you were signed out, sign in and try again.',
  );
  expect(alert).not.toHaveTextContent(/Request failed|@ L372|false for/);
  expect(fetchProjectPage).toHaveBeenCalledTimes(2);

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'SunShare Community Solar' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fetchProjectPage).toHaveBeenCalledTimes(3);
});
