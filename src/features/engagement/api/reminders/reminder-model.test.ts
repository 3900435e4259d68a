import { Timestamp } from 'firebase/firestore/lite';
import { readDoc } from '@/lib/read-doc';
import { remindersOf } from './reminder-model';
import { reminderKinds } from './reminder-read';
import type { StoredReminder } from './reminder-schema';

const HOUR = 3_600_000;
const now = new Date(2026, 10, 27, 9, 0);
const at = (hours: number) => Timestamp.fromMillis(now.getTime() + hours * HOUR);
const read = (id: string, stored: StoredReminder) => ({ id, ...readDoc<StoredReminder>(reminderKinds, stored) });
const about = { projectId: 'p1', projectTitle: 'Solar Roofs' };

describe('remindersOf', () => {
  it('says each stored reminder in the reader’s time, the soonest first', () => {
    const dueDay = Timestamp.fromMillis(Date.UTC(2026, 10, 30));
    const reminders = remindersOf(
      [
        read('md-p1-2', { kind: 'milestone-due', ...about, at: dueDay, until: null, milestoneTitle: 'Pilot' }),
        read('cr-p1', { kind: 'cancel-reminder', ...about, at: at(12), until: at(12) }),
        read('er-p2', { kind: 'ending-reminder', projectId: 'p2', projectTitle: 'Tiny Homes', at: at(40), until: at(40) }),
        read('ml-p1-0', { kind: 'milestone-late', ...about, at: at(-72), until: null, milestoneTitle: 'Beta' }),
      ],
      now,
    );
    expect(reminders.map((r) => [r.id, r.title])).toEqual([
      ['ml-p1-0', expect.stringMatching(/^Milestone “Beta” is late \(due Nov 2[34], 2026\)$/)],
      ['cr-p1', 'You can cancel until Nov 27, 2026, 9:00 PM'],
      ['er-p2', 'It ends Nov 29, 2026, 1:00 AM.'],
      ['md-p1-2', 'Milestone “Pilot” is due Nov 30, 2026'],
    ]);
    expect(reminders[1]).toEqual({ kind: 'cancel-reminder', id: 'cr-p1', ...about, title: expect.any(String), at: at(12).toDate() });
  });

  it('leaves out a reminder whose moment passed since the clock wrote it', () => {
    expect(remindersOf([read('cr-p1', { kind: 'cancel-reminder', ...about, at: at(-1), until: at(-1) })], now)).toEqual([]);
    expect(remindersOf([read('er-p1', { kind: 'ending-reminder', ...about, at: at(0), until: at(0) })], now)).toEqual([]);
  });
});
