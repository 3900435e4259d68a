// @vitest-environment node
// The functions write every counter move as a merge of server increments (exact under races).
import { FieldValue } from 'firebase-admin/firestore';
import { asIncrements } from '../../functions/src/money/increments';
import { applyMove, type CounterMove } from '../../shared/money/counter-move';

const increment = (by: number) => FieldValue.increment(by);

const move = (id: string, by: number, day: string): CounterMove => ({
  set: { lastInvestmentId: id },
  add: { raised: by, backerCount: Math.sign(by), days: { [day]: by } },
});

describe('a counter move', () => {
  it('adds up as the merge write of its increments would: a new document from 0, other keys of a map kept, the set fields the last move’s', () => {
    const after = [move('a', 250, '10'), move('b', 100, '11'), move('c', 50, '10'), move('a', -250, '10')].reduce(applyMove, {});
    expect(after).toEqual({ lastInvestmentId: 'a', raised: 150, backerCount: 2, days: { '10': 50, '11': 100 } });
  });

  it('keeps the fields it does not move, and counts a field that is not a number from 0, as an increment does', () => {
    expect(applyMove({ other: 'x', raised: 'junk', days: null }, move('a', 5, '1'))).toEqual({
      other: 'x',
      lastInvestmentId: 'a',
      raised: 5,
      backerCount: 1,
      days: { '1': 5 },
    });
  });

  it('is sent as its set fields and a server increment per counter, nested maps included', () => {
    const data = asIncrements(move('a', 250, '10')) as { lastInvestmentId: string; raised: FieldValue; days: Record<string, FieldValue> };
    expect(Object.keys(data).sort()).toEqual(['backerCount', 'days', 'lastInvestmentId', 'raised']);
    expect(data.lastInvestmentId).toBe('a');
    expect(data.raised.isEqual(increment(250))).toBe(true);
    expect(data.raised.isEqual(increment(251))).toBe(false);
    expect(Object.keys(data.days)).toEqual(['10']);
    expect(data.days['10'].isEqual(increment(250))).toBe(true);
  });
});
