import { formatCount, formatDate, formatTime, formatUsd, formatUtcDay, fundedPercent } from './format';

describe('format', () => {
  it('shows whole US dollars with a $ sign and separators', () => {
    expect(formatUsd(1250000)).toBe('$1,250,000');
    expect(formatUsd(1234)).toBe('$1,234');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1499.49)).toBe('$1,499');
    expect(formatUsd(-42_000)).toBe('-$42,000');
  });
  it('caps the progress at 100% and survives a zero goal', () => {
    expect(fundedPercent(50, 200)).toBe(25);
    expect(fundedPercent(500, 200)).toBe(100);
    expect(fundedPercent(5, 0)).toBe(0);
  });
  it('writes counts with separators and no fraction', () => {
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(12)).toBe('12');
    expect(formatCount(2.5)).toBe('3');
  });
  it("writes a day as en-US does, in the viewer's zone", async () => {
    expect(formatDate(null)).toBe('');
    try {
      for (const [zone, expected] of [
        ['UTC', 'Nov 23, 2026'],
        ['America/Los_Angeles', 'Nov 23, 2026'],
        ['Asia/Tokyo', 'Nov 24, 2026'],
      ]) {
        vi.stubEnv('TZ', zone);
        vi.resetModules(); // the formatter takes the zone when it is made, as a page does once
        const { formatDate: inZone } = await import('./format');
        expect(inZone(new Date('2026-11-23T23:30:00Z'))).toBe(expected);
        expect(inZone(new Date('2026-01-01T02:00:00Z'))).toBe(zone === 'America/Los_Angeles' ? 'Dec 31, 2025' : 'Jan 1, 2026');
      }
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
  it('names a UTC day the same in every zone (Funding over time)', async () => {
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
        vi.stubEnv('TZ', zone);
        vi.resetModules();
        const { formatUtcDay: inZone } = await import('./format');
        // Day numbers (whole days since Jan 1, 1970 UTC), the keys of a project's fundingByDay.
        expect(inZone(20454)).toBe('Jan 1, 2026');
        expect(inZone(20454, true)).toBe('Jan 1');
        expect(inZone(20453)).toBe('Dec 31, 2025');
      }
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
    expect(formatUtcDay(20780)).toBe('Nov 23, 2026');
    expect(formatUtcDay(0)).toBe('Jan 1, 1970');
  });
  it("writes a time of day as en-US does, in the viewer's zone", async () => {
    try {
      for (const [zone, expected] of [
        ['UTC', '09:05 PM'],
        ['America/Los_Angeles', '01:05 PM'],
        ['Asia/Tokyo', '06:05 AM'],
      ]) {
        vi.stubEnv('TZ', zone);
        vi.resetModules();
        const { formatTime: inZone } = await import('./format');
        expect(inZone(new Date('2026-11-23T21:05:00Z'))).toBe(expected);
      }
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
    expect(formatTime(new Date(2026, 10, 23, 0, 0))).toBe('12:00 AM');
    expect(formatTime(new Date(2026, 10, 23, 12, 30))).toBe('12:30 PM');
  });
  it('makes each formatter once, not on every call', async () => {
    vi.resetModules();
    const { DateTimeFormat, NumberFormat } = Intl;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    const counted = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });
    try {
      const fresh = await import('./format');
      const atLoad = [made.mock.calls.length, counted.mock.calls.length];
      expect(atLoad).toEqual([4, 2]); // days, times, UTC days (long and short); counts, dollars
      for (let i = 0; i < 3; i++) {
        fresh.formatTime(new Date());
        fresh.formatDate(new Date());
        fresh.formatUtcDay(20454, i % 2 === 0);
        fresh.formatCount(i * 1000);
        fresh.formatUsd(i);
      }
      expect([made.mock.calls.length, counted.mock.calls.length]).toEqual(atLoad);
    } finally {
      made.mockRestore();
      counted.mockRestore();
      vi.resetModules();
    }
  });
});
