import { onlineManager } from '@tanstack/react-query';
import { cacheBelongsTo, queryClient } from './query-client';

const cached = () => queryClient.getQueryData(['projects', 'detail', 'p1']);

describe('cacheBelongsTo', () => {
  it('keeps what was read while the session was first restored, and empties the cache when the user changes', () => {
    queryClient.setQueryData(['projects', 'detail', 'p1'], { title: 'Pending, readable by ivy only' });
    cacheBelongsTo('ivy'); // the first known session: the prefetch made for it stays
    expect(cached()).toEqual({ title: 'Pending, readable by ivy only' });
    cacheBelongsTo('ivy');
    expect(cached()).toBeDefined();

    cacheBelongsTo(null); // signed out
    expect(cached()).toBeUndefined();

    queryClient.setQueryData(['projects', 'detail', 'p1'], null); // read as a guest: not found
    cacheBelongsTo('erin'); // signed in: what the guest could not read is asked again
    expect(cached()).toBeUndefined();
  });
});

describe('when the browser says it is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('reads and writes still go out (Firestore may answer: the emulator on loopback), rather than wait for an online event', async () => {
    onlineManager.setOnline(false); // what a window offline event does
    await expect(queryClient.fetchQuery({ queryKey: ['offline-probe'], queryFn: async () => 'read' })).resolves.toBe('read');
    const write = queryClient.getMutationCache().build(queryClient, { mutationFn: async () => 'written' });
    await expect(write.execute(undefined)).resolves.toBe('written');
  });
});
