import { approvalDeadline, extendedDeadline } from '@shared/projects/deadlines';
import { campaignOutcome, campaignPhase, deadlinePassed, formatTimeLeft } from './campaign-life';
import { canCancelBefore } from '@shared/money/policy';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

/** Runs `check` with the viewer in `zone` (Node applies a new TZ at once). */
function inZone(zone: string, check: () => void) {
  vi.stubEnv('TZ', zone);
  try {
    check();
  } finally {
    vi.unstubAllEnvs();
  }
}

/** The oracle: calendar days from `now` to `endsAt` in `zone`, read off Intl. */
function daysApartIn(zone: string, now: Date, endsAt: Date) {
  const day = (date: Date) => Date.parse(new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(date));
  return Math.round((day(endsAt) - day(now)) / (24 * HOUR));
}

describe('formatTimeLeft', () => {
  it("counts calendar days in the viewer's own zone, across a DST change", () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC']) {
      inZone(zone, () => {
        const now = new Date('2026-10-31T22:30:00Z'); // New York leaves summer time on Nov 1
        for (const hours of [1, 2, 12, 25, 26, 30, 47, 49, 24 * 23 + 5]) {
          const endsAt = new Date(now.getTime() + hours * HOUR);
          const days = daysApartIn(zone, now, endsAt);
          expect(formatTimeLeft(endsAt, now)).toBe(days === 0 ? 'Ends today' : days === 1 ? '1 day left' : `${days} days left`);
        }
      });
    }
    inZone('America/New_York', () => {
      const now = at('2026-10-31T22:30:00Z'); // Oct 31, 18:30 summer time
      expect(formatTimeLeft(at('2026-11-02T04:30:00Z'), now)).toBe('1 day left'); // Nov 1, 23:30 winter time
      expect(formatTimeLeft(at('2026-11-02T05:30:00Z'), now)).toBe('2 days left'); // Nov 2, 00:30
    });
  });

  const now = at('2026-11-23T10:00:00Z');

  it('counts whole calendar days left', () => {
    inZone('UTC', () => {
      expect(formatTimeLeft(at('2026-12-16T10:00:00Z'), now)).toBe('23 days left');
      expect(formatTimeLeft(at('2026-11-24T09:00:00Z'), now)).toBe('1 day left');
      expect(formatTimeLeft(at('2026-11-23T23:00:00Z'), now)).toBe('Ends today');
    });
  });

  it("uses the viewer's calendar: the same instant is today in one zone and tomorrow in another", () => {
    const endsAt = at('2026-11-24T03:00:00Z');
    inZone('America/Los_Angeles', () => expect(formatTimeLeft(endsAt, now)).toBe('Ends today')); // Nov 23, 19:00 there
    inZone('Europe/Berlin', () => expect(formatTimeLeft(endsAt, now)).toBe('1 day left')); // Nov 24, 04:00 there
  });

  it('says when it ended, never a negative count', () => {
    inZone('UTC', () => {
      expect(formatTimeLeft(at('2026-11-03T12:00:00Z'), now)).toBe('Ended Nov 3, 2026');
      expect(formatTimeLeft(now, now)).toBe('Ended Nov 23, 2026');
      expect(formatTimeLeft(new Date(0), now)).toBe('Ended Jan 1, 1970');
    });
  });
});

describe('phase and outcome', () => {
  const now = at('2026-11-23T10:00:00Z');
  const project = (endsAt: Date | null, raised: number, approved = true) => ({ approved, endsAt, raised, goal: 1000 });

  it('is not started until approved with a deadline, live before it, ended from it', () => {
    expect(campaignPhase(project(null, 0, false), now)).toBe('not-started');
    expect(campaignPhase(project(new Date(now.getTime() + 1), 0), now)).toBe('live');
    expect(campaignPhase(project(now, 0), now)).toBe('ended');
  });

  it('is funded once raised reaches the goal, before or after the deadline; not funded only once ended', () => {
    expect(campaignOutcome(project(new Date(now.getTime() + HOUR), 1000), now)).toBe('funded');
    expect(campaignOutcome(project(new Date(now.getTime() + HOUR), 999), now)).toBeNull();
    expect(campaignOutcome(project(new Date(now.getTime() - HOUR), 1500), now)).toBe('funded');
    expect(campaignOutcome(project(new Date(now.getTime() - HOUR), 999), now)).toBe('not-funded');
  });
});

describe('deadlines', () => {
  const now = at('2026-11-23T10:00:00Z');

  it('allows cancelling until 48 hours before the deadline', () => {
    expect(canCancelBefore(new Date(now.getTime() + 49 * HOUR), now)).toBe(true);
    expect(canCancelBefore(new Date(now.getTime() + 48 * HOUR), now)).toBe(false);
    expect(canCancelBefore(new Date(now.getTime() + 47 * HOUR), now)).toBe(false);
    expect(canCancelBefore(null, now)).toBe(false);
  });

  it('sets the deadline at approval time + length, and extends by whole days', () => {
    expect(approvalDeadline(30, now).toISOString()).toBe('2026-12-23T10:00:00.000Z');
    expect(extendedDeadline(at('2026-12-23T10:00:00Z'), 7).toISOString()).toBe('2026-12-30T10:00:00.000Z');
  });
});

describe('deadlinePassed', () => {
  const now = new Date(Date.UTC(2026, 10, 23, 12));
  it('is true from the deadline on, false before it or without one', () => {
    expect(deadlinePassed(new Date(now.getTime() - 1), now)).toBe(true);
    expect(deadlinePassed(now, now)).toBe(true);
    expect(deadlinePassed(new Date(now.getTime() + 1), now)).toBe(false);
    expect(deadlinePassed(null, now)).toBe(false);
  });
});
