import { cumulativeByDay } from './funding-series';

describe('cumulativeByDay', () => {
  it('adds up each day and carries the total forward, oldest first', () => {
    const receipts = [
      { amount: 50, createdAt: new Date('2026-10-03T10:00:00Z') },
      { amount: 100, createdAt: new Date('2026-10-01T23:59:00Z') },
      { amount: 25, createdAt: new Date('2026-10-01T00:01:00Z') },
      { amount: 999, createdAt: null },
    ];
    expect(cumulativeByDay(receipts)).toEqual([
      { day: '2026-10-01', raised: 125 },
      { day: '2026-10-03', raised: 175 },
    ]);
  });

  it('is empty without receipts', () => {
    expect(cumulativeByDay([])).toEqual([]);
  });
});
