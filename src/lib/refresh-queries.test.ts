import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refreshQueries } from '@/lib/refresh-queries';

// A stored value and a read that takes a while, like a Firestore query.
function slowStore() {
  const store = { value: 'before', reads: 0 };
  const read = () => {
    store.reads += 1;
    const seen = store.value;
    return new Promise<string>((resolve) => setTimeout(() => resolve(seen), 20));
  };
  return { store, read };
}

type Watched = { getCurrentResult(): { fetchStatus: string; data: string | undefined } };

async function settled(observer: Watched) {
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
  return observer.getCurrentResult().data;
}

describe('refreshQueries', () => {
  it('shows the written value even when the first read began before the write', async () => {
    const client = new QueryClient();
    const { store, read } = slowStore();
    const observer = new QueryObserver(client, { queryKey: ['projects', 'list'], queryFn: read });
    const stop = observer.subscribe(() => {});

    store.value = 'after'; // the write lands while the first read (which saw "before") is in flight
    await refreshQueries(client, [['projects']]);

    expect(await settled(observer)).toBe('after');
    stop();
  });

  it('is needed: a plain invalidation keeps the stale first read', async () => {
    const client = new QueryClient();
    const { store, read } = slowStore();
    const observer = new QueryObserver(client, { queryKey: ['projects', 'list'], queryFn: read });
    const stop = observer.subscribe(() => {});

    store.value = 'after';
    await client.invalidateQueries({ queryKey: ['projects'] });

    expect(await settled(observer)).toBe('before');
    stop();
  });

  it('leaves queries under other keys alone', async () => {
    const client = new QueryClient();
    client.setQueryData(['users', 'me'], 'cached');
    client.setQueryData(['projects', 'list'], 'old');
    await refreshQueries(client, [['projects']]);
    expect(client.getQueryState(['users', 'me'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['projects', 'list'])?.isInvalidated).toBe(true);
  });
});
