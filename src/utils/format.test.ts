import { formatCount, formatDate, formatTime, formatUsd, formatUtcDay, fundedPercent } from './format';

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo'] as const;

/** Runs `check` with the module loaded afresh in each zone: a formatter takes the zone when it is made, as a page does once. */
async function inEachZone(check: (format: typeof import('./format'), zone: (typeof ZONES)[number]) => void) {
  try {
    for (const zone of ZONES) {
      vi.stubEnv('TZ', zone);
      vi.resetModules();
      check(await import('./format'), zone);
    }
  } finally {
    vi.unstubAllEnvs();
    vi.resetModules();
  }
}

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
    await inEachZone(({ formatDate: inZone }, zone) => {
      expect(inZone(new Date('2026-11-23T23:30:00Z'))).toBe(zone === 'Asia/Tokyo' ? 'Nov 24, 2026' : 'Nov 23, 2026');
      expect(inZone(new Date('2026-01-01T02:00:00Z'))).toBe(zone === 'America/Los_Angeles' ? 'Dec 31, 2025' : 'Jan 1, 2026');
    });
  });
  it('names a UTC day the same in every zone (Funding over time)', async () => {
    await inEachZone(({ formatUtcDay: inZone }) => {
      // Day numbers (whole days since Jan 1, 1970 UTC), the keys of a project's fundingByDay.
      expect(inZone(20454)).toBe('Jan 1, 2026');
      expect(inZone(20454, true)).toBe('Jan 1');
      expect(inZone(20453)).toBe('Dec 31, 2025');
    });
    expect(formatUtcDay(20780)).toBe('Nov 23, 2026');
    expect(formatUtcDay(0)).toBe('Jan 1, 1970');
  });
  it("writes a time of day as en-US does, in the viewer's zone", async () => {
    const expected = { UTC: '09:05 PM', 'America/Los_Angeles': '01:05 PM', 'Asia/Tokyo': '06:05 AM' };
    await inEachZone(({ formatTime: inZone }, zone) => expect(inZone(new Date('2026-11-23T21:05:00Z'))).toBe(expected[zone]));
    expect(formatTime(new Date(2026, 10, 23, 0, 0))).toBe('12:00 AM');
    expect(formatTime(new Date(2026, 10, 23, 12, 30))).toBe('12:30 PM');
  });
  it('makes a formatter on its first use, and only once', async () => {
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
      // A screen that formats nothing makes none.
      expect([made.mock.calls.length, counted.mock.calls.length]).toEqual([0, 0]);
      fresh.formatCount(1000);
      expect([made.mock.calls.length, counted.mock.calls.length]).toEqual([0, 1]);
      for (let i = 0; i < 3; i++) {
        fresh.formatTime(new Date());
        fresh.formatDate(new Date());
        fresh.formatUtcDay(20454, i % 2 === 0);
        fresh.formatCount(i * 1000);
        fresh.formatUsd(i);
        fresh.formatDateTime(new Date());
        fresh.formatUsdCents(i * 150);
      }
      const everyOne = [5, 3]; // days, days with times, times, UTC days (long and short); counts, dollars, cents
      expect([made.mock.calls.length, counted.mock.calls.length]).toEqual(everyOne);
    } finally {
      made.mockRestore();
      counted.mockRestore();
      vi.resetModules();
    }
  });
});
