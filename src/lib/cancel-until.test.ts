// Before confirming, the invest forms say until when the investment can be cancelled.
import { CANCELLATION_CUTOFF_HOURS } from '@shared/money/policy';
import { cancelUntilText } from './campaign-life';

const HOUR = 3_600_000;
// Dec 5, 2026, 5:00 PM in the viewer's own time zone: the cut-off is 48 hours earlier, Dec 3, 5:00 PM.
const endsAt = new Date(2026, 11, 5, 17, 0);

describe('cancelUntilText', () => {
  it('reads the cut-off the cancel function holds (shared/money/policy.ts)', () => {
    expect(CANCELLATION_CUTOFF_HOURS).toBe(48);
  });

  it('says until when, in the viewer’s time zone, while the cut-off is ahead', () => {
    expect(cancelUntilText(endsAt, new Date(2026, 10, 27, 9, 0))).toBe('You can cancel until Dec 3, 2026, 5:00 PM');
    expect(cancelUntilText(endsAt, new Date(endsAt.getTime() - 48 * HOUR - 1))).toBe('You can cancel until Dec 3, 2026, 5:00 PM');
  });

  it('says it cannot be cancelled from the cut-off on', () => {
    const cannot = 'This campaign ends in less than 48 hours: this investment cannot be cancelled';
    expect(cancelUntilText(endsAt, new Date(endsAt.getTime() - 48 * HOUR))).toBe(cannot);
    expect(cancelUntilText(endsAt, new Date(endsAt.getTime() - HOUR))).toBe(cannot);
  });
});
