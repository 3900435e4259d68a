import { formatCount, formatDate, formatUsd, fundedPercent } from './format';

describe('format', () => {
  it('shows whole US dollars with a $ sign and separators', () => {
    expect(formatUsd(1250000)).toBe('$1,250,000');
    expect(formatUsd(0)).toBe('$0');
  });
  it('writes dollars exactly as Intl does for en-US, rounding to whole dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const amount of [1, 12, 999, 1000, 12_345, 999_999, 1_000_000, 1_234_567_890, 2.5, 1499.49, 7_000_000_000_000, -42_000]) {
      expect(formatUsd(amount)).toBe(intl.format(amount));
    }
  });
  it('caps the progress at 100% and survives a zero goal', () => {
    expect(fundedPercent(50, 200)).toBe(25);
    expect(fundedPercent(500, 200)).toBe(100);
    expect(fundedPercent(5, 0)).toBe(0);
  });
  it('writes counts and days as Intl does for en-US, days in the viewer\'s zone', () => {
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(12)).toBe('12');
    expect(formatDate(null)).toBe('');
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
        vi.stubEnv('TZ', zone);
        const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: zone });
        for (const iso of ['2026-11-23T23:30:00Z', '2026-01-01T02:00:00Z', '2027-03-14T10:00:00Z', '2026-12-31T20:00:00Z']) {
          expect(formatDate(new Date(iso))).toBe(intl.format(new Date(iso)));
        }
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
