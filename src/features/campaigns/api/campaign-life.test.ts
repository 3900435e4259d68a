import { approvalDeadline, campaignOutcome, campaignPhase, canCancelBefore, deadlinePassed, extendedDeadline, formatTimeLeft } from './campaign-life';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('formatTimeLeft', () => {
  it("counts in the viewer's own zone, without Intl, as it counts with that zone named (across a DST change)", () => {
    try {
      for (const zone of ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC']) {
        vi.stubEnv('TZ', zone); // Node applies a new TZ at once
        const now = new Date('2026-10-31T22:30:00Z'); // New York leaves summer time on Nov 1
        for (const hours of [1, 2, 12, 25, 26, 30, 47, 49, 24 * 23 + 5]) {
          const endsAt = new Date(now.getTime() + hours * 3_600_000);
          expect(formatTimeLeft(endsAt, now)).toBe(formatTimeLeft(endsAt, now, zone));
        }
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  const now = at('2026-11-23T10:00:00Z');

  it('counts whole calendar days left in the given time zone', () => {
    expect(formatTimeLeft(at('2026-12-16T10:00:00Z'), now, 'UTC')).toBe('23 days left');
    expect(formatTimeLeft(at('2026-11-24T09:00:00Z'), now, 'UTC')).toBe('1 day left');
    expect(formatTimeLeft(at('2026-11-23T23:00:00Z'), now, 'UTC')).toBe('Ends today');
  });

  it("uses the viewer's calendar: the same instant is today in one zone and tomorrow in another", () => {
    const endsAt = at('2026-11-24T03:00:00Z');
    expect(formatTimeLeft(endsAt, now, 'America/Los_Angeles')).toBe('Ends today'); // Nov 23, 19:00 there
    expect(formatTimeLeft(endsAt, now, 'Europe/Berlin')).toBe('1 day left'); // Nov 24, 04:00 there
  });

  it('says when it ended, never a negative count', () => {
    expect(formatTimeLeft(at('2026-11-03T12:00:00Z'), now, 'UTC')).toBe('Ended Nov 3, 2026');
    expect(formatTimeLeft(now, now, 'UTC')).toBe('Ended Nov 23, 2026');
    expect(formatTimeLeft(new Date(0), now, 'UTC')).toBe('Ended Jan 1, 1970');
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
