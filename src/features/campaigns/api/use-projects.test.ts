// Whether a refused project reads as "not found": decided by who the read went out as.
import { FirebaseError } from 'firebase/app';
import { queryClient } from '@/lib/query-client';
import { fetchProject } from './project-queries';
import { prefetchProject, projectKeys } from './use-projects';

const signedIn = vi.hoisted(() => ({ user: null as { uid: string } | null }));
vi.mock('@/lib/firebase', () => ({
  auth: {
    get currentUser() {
      return signedIn.user;
    },
  },
}));
vi.mock('./project-queries', () => ({ fetchProject: vi.fn(), fetchProjectPage: vi.fn() }));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(fetchProject).mockRejectedValue(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'));
});

it('keeps a refusal to a signed-in reader as "not found", so a closed or pending project is not revealed', async () => {
  signedIn.user = { uid: 'ivy' };
  await prefetchProject('closed-one');
  expect(queryClient.getQueryState(projectKeys.detail('closed-one'))).toMatchObject({ status: 'success', data: null });
});

it('keeps a refusal sent before anyone signed in as an error, which the page reads again once signed in', async () => {
  signedIn.user = null;
  await prefetchProject('erins-pending');
  expect(queryClient.getQueryState(projectKeys.detail('erins-pending'))).toMatchObject({ status: 'error' });
});

it('keeps any other failure as an error', async () => {
  signedIn.user = { uid: 'ivy' };
  vi.mocked(fetchProject).mockRejectedValue(new FirebaseError('unavailable', 'offline'));
  await prefetchProject('any');
  expect(queryClient.getQueryState(projectKeys.detail('any'))).toMatchObject({ status: 'error' });
});
