import { nextWrite, secondsUntil } from '@shared/write-ceiling';

describe('nextWrite (a write ceiling, as the rules keep it)', () => {
  const t0 = new Date(Date.UTC(2026, 10, 25, 9, 0, 0));
  const later = (ms: number) => new Date(t0.getTime() + ms);
  const MINUTE = 60_000;
  const ceiling = { cooldownMs: MINUTE, perDay: 3 };

  it('starts a day at one with the first write', () => {
    expect(nextWrite(null, t0, ceiling)).toEqual({ ok: true, windowStart: 'now', countInWindow: 1 });
  });

  it('refuses within the cooldown, then counts on in the same day', () => {
    const tick = { lastAt: t0, windowStart: t0, countInWindow: 1 };
    expect(nextWrite(tick, later(MINUTE - 1), ceiling)).toEqual({ ok: false, waitUntil: later(MINUTE), reason: 'cooldown' });
    expect(nextWrite(tick, later(MINUTE), ceiling)).toEqual({ ok: true, windowStart: 'keep', countInWindow: 2 });
  });

  it('refuses past perDay until 24 hours after the day began, then starts a new day', () => {
    const tick = { lastAt: later(10 * MINUTE), windowStart: t0, countInWindow: 3 };
    expect(nextWrite(tick, later(60 * MINUTE), ceiling)).toEqual({ ok: false, waitUntil: later(24 * 60 * MINUTE), reason: 'day' });
    expect(nextWrite(tick, later(24 * 60 * MINUTE), ceiling)).toEqual({ ok: true, windowStart: 'now', countInWindow: 1 });
  });

  it('has no cooldown when it is 0', () => {
    const tick = { lastAt: t0, windowStart: t0, countInWindow: 1 };
    expect(nextWrite(tick, t0, { cooldownMs: 0, perDay: 3 })).toEqual({ ok: true, windowStart: 'keep', countInWindow: 2 });
  });

  it('counts whole seconds left, at least one', () => {
    expect(secondsUntil(later(MINUTE), later(18_200))).toBe(42);
    expect(secondsUntil(t0, later(5))).toBe(1);
  });
});
