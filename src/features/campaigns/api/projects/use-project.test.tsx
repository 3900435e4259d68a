// Whether a refused project reads as "not found": decided by who the read went out as.
import { FirebaseError } from 'firebase/app';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';
import { aProject } from '@/testing/test-data';
import type { Project } from './project-read';
import { fetchProject } from './project-queries';
import { prefetchProject, PROJECT_REFRESH_MS, projectLoadError, useProject, projectKeys } from './use-project';

const signedIn = vi.hoisted(() => ({ user: null as { uid: string } | null }));
// Auth cannot run in the unit tests (no emulator): who the read went out as is set by each test.
vi.mock('@/lib/firebase-auth', () => ({
  auth: {
    get currentUser() {
      return signedIn.user;
    },
  },
}));
// Firestore cannot run in the unit tests (no emulator): the project's read is stubbed; the hooks under test run over it.
vi.mock('./project-queries', () => ({ fetchProject: vi.fn() }));

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

describe('a project shown through a deferred value', () => {
  const seen: Array<[string, string | null | undefined]> = [];
  function Probe({ id }: { id: string }) {
    const { data } = useProject(id);
    seen.push([id, data === undefined ? undefined : (data?.id ?? null)]);
    return null;
  }
  const wrap = (id: string) => (
    <QueryClientProvider client={queryClient}>
      <Probe id={id} />
    </QueryClientProvider>
  );

  beforeEach(() => {
    seen.length = 0;
    vi.mocked(fetchProject).mockImplementation(() => new Promise(() => {})); // reads never answer here
    queryClient.setQueryData(projectKeys.detail('alpha'), aProject({ id: 'alpha' }));
  });

  it('never shows one project under another id while the next one loads', async () => {
    const { rerender } = render(wrap('alpha'));
    expect(seen.at(-1)).toEqual(['alpha', 'alpha']);
    rerender(wrap('beta'));
    await act(async () => {});
    expect(seen.filter(([id]) => id === 'beta')).not.toContainEqual(['beta', 'alpha']);
    expect(seen.at(-1)).toEqual(['beta', undefined]);
  });

  it('shows nothing of the project once the cache is reset (another user signed in)', async () => {
    render(wrap('alpha'));
    const before = seen.length;
    await act(async () => void queryClient.resetQueries()); // its refetch never answers here
    expect(seen.slice(before)).not.toContainEqual(['alpha', 'alpha']);
  });
});

it("says why a project could not be loaded, in the spec's words", () => {
  expect(projectLoadError(new Error('offline'))).toBe('Error fetching project: offline');
  expect(projectLoadError(new Error(''))).toBe('Error fetching project details');
  expect(projectLoadError(new Error(' '))).toBe('Error fetching project details');
});

describe('an open project page keeps up', () => {
  function Live({ live }: { live: boolean }) {
    const { data } = useProject('live-one', { live });
    return <p>{data ? `raised ${data.raised}` : 'loading'}</p>;
  }
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    window.dispatchEvent(new Event('visibilitychange'));
  };
  let raised = 0;
  const DAY = 86_400_000;
  // What the page reads: by default a campaign running for 20 more days.
  let stored: Partial<Project> = {};

  beforeEach(() => {
    // Timers only: React's scheduler (setImmediate) runs for real, so deferred renders complete.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    raised = 100;
    stored = { endsAt: new Date(Date.now() + 20 * DAY) };
    vi.mocked(fetchProject)
      .mockReset()
      .mockImplementation(async () => aProject({ id: 'live-one', ...stored, raised }));
  });
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  const reads = () => vi.mocked(fetchProject).mock.calls.length;
  const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('reads the project (one read) every 30 s while the tab is visible, showing what another investor raised', async () => {
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Live live />
      </QueryClientProvider>,
    );
    await after(0);
    expect(reads()).toBe(1);
    expect(view.getByText('raised 100')).toBeInTheDocument();
    raised = 350; // someone else invests
    await after(PROJECT_REFRESH_MS - 1);
    expect(reads()).toBe(1);
    await after(1);
    expect(reads()).toBe(2);
    await after(5); // TanStack Query tells its observers on a timer
    await act(async () => {}); // and the page renders the new data (deferred)
    expect(view.getByText('raised 350')).toBeInTheDocument();
    await after(PROJECT_REFRESH_MS);
    expect(reads()).toBe(3);
  });

  it('reads nothing while the tab is hidden, and at once when it is visible again', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Live live />
      </QueryClientProvider>,
    );
    await after(0);
    setVisibility('hidden');
    await after(5 * PROJECT_REFRESH_MS);
    expect(reads()).toBe(1);
    setVisibility('visible');
    await after(0);
    expect(reads()).toBe(2);
  });

  it.each<[string, Partial<Project>]>([
    ['pending review', { approved: false, status: 'pending', endsAt: null }],
    ['sent back for changes', { approved: false, status: 'changes_requested', endsAt: null }],
    ['that has ended', { endsAt: new Date(Date.now() - DAY) }],
    ['closed by the admin', { approved: false, status: 'closed', endsAt: new Date(Date.now() + 20 * DAY) }],
  ])('reads a project %s on no clock: only when its tab regains focus, if older than 30 s', async (_state, project) => {
    stored = project;
    render(
      <QueryClientProvider client={queryClient}>
        <Live live />
      </QueryClientProvider>,
    );
    await after(0);
    await after(5 * PROJECT_REFRESH_MS);
    expect(reads()).toBe(1);
    setVisibility('hidden');
    await after(PROJECT_REFRESH_MS);
    setVisibility('visible'); // older than 30 s: read once, as a list is
    await after(0);
    expect(reads()).toBe(2);
    setVisibility('hidden');
    setVisibility('visible'); // just read: nothing
    await after(3 * PROJECT_REFRESH_MS);
    expect(reads()).toBe(2);
  });

  it('stops reading once the deadline has passed: the read that shows it ended is the last', async () => {
    stored = { endsAt: new Date(Date.now() + PROJECT_REFRESH_MS + PROJECT_REFRESH_MS / 2) }; // ends in 45 s
    render(
      <QueryClientProvider client={queryClient}>
        <Live live />
      </QueryClientProvider>,
    );
    await after(0);
    await after(PROJECT_REFRESH_MS); // 30 s: still running
    expect(reads()).toBe(2);
    await after(PROJECT_REFRESH_MS); // 60 s: ended
    expect(reads()).toBe(3);
    await after(5 * PROJECT_REFRESH_MS);
    expect(reads()).toBe(3);
  });

  it('starts the refresh when a pending project it reads again turns out approved', async () => {
    stored = { approved: false, status: 'pending', endsAt: null };
    render(
      <QueryClientProvider client={queryClient}>
        <Live live />
      </QueryClientProvider>,
    );
    await after(0);
    stored = { endsAt: new Date(Date.now() + 20 * DAY) }; // the admin approves it meanwhile
    setVisibility('hidden');
    await after(PROJECT_REFRESH_MS + 1);
    setVisibility('visible');
    await after(0);
    expect(reads()).toBe(2);
    await after(PROJECT_REFRESH_MS);
    expect(reads()).toBe(3);
  });

  it('is not live elsewhere (the edit form): no reads after the first', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <Live live={false} />
      </QueryClientProvider>,
    );
    await after(3 * PROJECT_REFRESH_MS);
    expect(reads()).toBe(1);
  });
});
