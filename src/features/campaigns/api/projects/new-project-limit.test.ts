import { formatTime } from '@/utils/format';
import { nextProject } from './new-project-limit';

describe('nextProject (the rules’ creatorLimits)', () => {
  const t0 = new Date(Date.UTC(2026, 10, 25, 9, 0, 0));
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const HOUR = 3_600_000;

  it('lets a founder create 5 projects in a day, one right after another', () => {
    expect(nextProject(null, t0)).toEqual({ ok: true, windowStart: 'now', countInWindow: 1 });
    expect(nextProject({ lastAt: t0, windowStart: t0, countInWindow: 4 }, t0)).toEqual({ ok: true, windowStart: 'keep', countInWindow: 5 });
  });

  it('refuses the 6th, saying when, and starts a new day 24 hours after the first', () => {
    const tick = { lastAt: later(HOUR), windowStart: t0, countInWindow: 5 };
    expect(nextProject(tick, later(2 * HOUR))).toEqual({
      ok: false,
      waitUntil: later(24 * HOUR),
      message: `You have created 5 projects in a day. You can create another at ${formatTime(later(24 * HOUR))}.`,
    });
    expect(nextProject(tick, later(24 * HOUR))).toEqual({ ok: true, windowStart: 'now', countInWindow: 1 });
  });
});
