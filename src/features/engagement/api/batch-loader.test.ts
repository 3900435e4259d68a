import { batchLoader } from './batch-loader';

describe('batchLoader', () => {
  it('loads the keys asked for in the same tick with one call', async () => {
    const calls: string[][] = [];
    const load = batchLoader(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.map((k) => [k, k === 'b']));
    }, false);
    const results = await Promise.all([load('a'), load('b'), load('a')]);
    expect(results).toEqual([false, true, false]);
    expect(calls).toEqual([['a', 'b']]);
    await load('c');
    expect(calls).toHaveLength(2);
  });

  it('rejects every waiter of a failed batch', async () => {
    const load = batchLoader(async () => Promise.reject(new Error('offline')), false);
    await expect(Promise.all([load('a'), load('b')])).rejects.toThrow('offline');
  });
});
