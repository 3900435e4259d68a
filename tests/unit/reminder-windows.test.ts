import { cancelReminderAt, isEndingSoon, milestoneReminderKind, reminderId } from '../../shared/reminders/reminder-windows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.UTC(2026, 10, 27, 9);

describe('when a reminder is due', () => {
  it('reminds a backer in the last day before the cut-off (48 hours before the deadline)', () => {
    expect(cancelReminderAt(now + 60 * HOUR, now)).toBe(now + 12 * HOUR);
    expect(cancelReminderAt(now + 72 * HOUR, now)).toBe(now + 24 * HOUR);
    expect(cancelReminderAt(now + 73 * HOUR, now)).toBeNull();
    expect(cancelReminderAt(now + 48 * HOUR, now)).toBeNull();
    expect(cancelReminderAt(now + 30 * HOUR, now)).toBeNull();
  });

  it('reminds a saver in a campaign’s last 48 hours, not before nor after', () => {
    expect(isEndingSoon(now + 47 * HOUR, now)).toBe(true);
    expect(isEndingSoon(now + 48 * HOUR, now)).toBe(true);
    expect(isEndingSoon(now + 49 * HOUR, now)).toBe(false);
    expect(isEndingSoon(now, now)).toBe(false);
  });

  it('calls a milestone Late once its judged day ended, due soon within 7 days of its day now', () => {
    const today = Math.floor(now / DAY) * DAY;
    expect(milestoneReminderKind(today - DAY, today - DAY, now)).toBe('milestone-late');
    expect(milestoneReminderKind(today, today, now)).toBe('milestone-due');
    expect(milestoneReminderKind(today + 7 * DAY, today + 7 * DAY, now)).toBe('milestone-due');
    expect(milestoneReminderKind(today + 8 * DAY, today + 8 * DAY, now)).toBeNull();
    // Postponed after it was missed: still Late, whatever its day now.
    expect(milestoneReminderKind(today + 30 * DAY, today - 2 * DAY, now)).toBe('milestone-late');
  });

  it('names each reminder by its kind and subject', () => {
    expect(reminderId('cancel-reminder', 'p1')).toBe('cr-p1');
    expect(reminderId('milestone-late', 'p1', '0')).toBe('ml-p1-0');
  });
});
