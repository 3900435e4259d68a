import { cumulativeByDay, dayNumber, fundingDayField } from './funding-series';

describe('dayNumber', () => {
  it('counts whole UTC days since 1970, changing exactly at midnight UTC', () => {
    expect(dayNumber(new Date('1970-01-01T23:59:59.999Z'))).toBe(0);
    expect(dayNumber(new Date('2025-11-25T23:59:59.999Z'))).toBe(20417);
    expect(dayNumber(new Date('2025-11-26T00:00:00.000Z'))).toBe(20418);
    expect(fundingDayField(new Date('2025-11-26T00:00:00.000Z'))).toBe('fundingByDay.20418');
  });
});

describe('cumulativeByDay', () => {
  it('adds up the days in order and carries the total forward', () => {
    const byDay = { '20419': 50, '20417': 125, '20418': 0, '20416': -0, junk: 7, '20420': 'x' };
    expect(cumulativeByDay(byDay)).toEqual([
      { day: '2025-11-25', raised: 125 },
      { day: '2025-11-27', raised: 175 },
    ]);
  });

  it('orders days by number, not as text', () => {
    expect(cumulativeByDay({ '100000': 1, '99999': 2 }).map((p) => p.raised)).toEqual([2, 3]);
  });

  it('is empty for a project without the field (older data)', () => {
    expect(cumulativeByDay({})).toEqual([]);
  });
});
