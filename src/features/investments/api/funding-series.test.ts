import { cumulativeByDay, fundingDayField, isoDay, utcYear } from './funding-series';
import { dayNumber } from '@shared/money/shards';

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
      { day: 20417, raised: 125 }, // Nov 25, 2025
      { day: 20419, raised: 175 },
    ]);
  });

  it('orders days by number, not as text', () => {
    expect(cumulativeByDay({ '100000': 1, '99999': 2 }).map((p) => p.raised)).toEqual([2, 3]);
  });

  it('is empty for a project without the field (older data)', () => {
    expect(cumulativeByDay({})).toEqual([]);
  });
});

describe('a day number for machines', () => {
  it('is the UTC calendar day, in HTML date form, and its year', () => {
    expect(isoDay(0)).toBe('1970-01-01');
    expect(isoDay(20417)).toBe('2025-11-25');
    expect(isoDay(dayNumber(new Date('2025-12-31T23:59:59.999Z')))).toBe('2025-12-31');
    expect(utcYear(20453)).toBe(2025);
    expect(utcYear(20454)).toBe(2026);
  });
});
