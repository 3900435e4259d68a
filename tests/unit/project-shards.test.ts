// @vitest-environment node
// The shard an investment counts in (shardOf, which the invest and cancel functions use).
import { shardOf } from '../../shared/money/shards';

describe('shardOf', () => {
  it('takes the first hex digit of the id mod 4, as the functions do', () => {
    expect(['0', '4', '8', 'c'].map((d) => shardOf(`${d}1b2`))).toEqual(['0', '0', '0', '0']);
    expect(['1', '5', '9', 'd'].map((d) => shardOf(`${d}1b2`))).toEqual(['1', '1', '1', '1']);
    expect(['2', '6', 'a', 'e'].map((d) => shardOf(`${d}1b2`))).toEqual(['2', '2', '2', '2']);
    expect(['3', '7', 'b', 'f'].map((d) => shardOf(`${d}1b2`))).toEqual(['3', '3', '3', '3']);
  });

  it('counts an id not of the app’s form (not lower-case hex) in shard 3, as the functions do', () => {
    expect(shardOf('inv-ivy')).toBe('3');
    expect(shardOf('A123')).toBe('3');
    expect(shardOf('')).toBe('3');
  });
});
