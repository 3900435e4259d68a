import { cancelReminders, endingReminders } from './reminder-model';

const HOUR = 3_600_000;
const now = new Date(2026, 10, 27, 9, 0);
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
const held = (endsInHours: number, money = 'active') => ({
  projectId: 'p1',
  projectTitle: 'Solar Roofs',
  money,
  facts: { endsAt: at(endsInHours) },
});

describe('cancelReminders', () => {
  it('reminds a backer in the last day before the cut-off the rules use (48 hours before the deadline)', () => {
    expect(cancelReminders([held(60)], now)).toEqual([
      {
        kind: 'cancel-reminder',
        id: 'cr-p1',
        projectId: 'p1',
        projectTitle: 'Solar Roofs',
        title: 'You can cancel until Nov 27, 2026, 9:00 PM',
        at: at(12),
      },
    ]);
    expect(cancelReminders([held(48 + 24)], now)).toHaveLength(1);
  });
  it('says nothing earlier, once the cut-off has passed, or for money no longer active', () => {
    expect(cancelReminders([held(48 + 25)], now)).toEqual([]);
    expect(cancelReminders([held(48)], now)).toEqual([]);
    expect(cancelReminders([held(30)], now)).toEqual([]);
    expect(cancelReminders([held(60, 'returned')], now)).toEqual([]);
  });
});

describe('endingReminders', () => {
  const card = (hours: number, projectId = 'p2') => ({ projectId, projectTitle: 'Tiny Homes', endsAt: at(hours) });
  it('reminds of a saved campaign in its last 48 hours', () => {
    expect(endingReminders([card(47), card(10, 'p3')], new Set(['p2']), now)).toEqual([
      {
        kind: 'ending-reminder',
        id: 'er-p2',
        projectId: 'p2',
        projectTitle: 'Tiny Homes',
        title: 'It ends Nov 29, 2026, 8:00 AM.',
        at: at(47),
      },
    ]);
  });
  it('not before, not after it ended, and not of a campaign the member did not save', () => {
    expect(endingReminders([card(49)], new Set(['p2']), now)).toEqual([]);
    expect(endingReminders([card(-1)], new Set(['p2']), now)).toEqual([]);
    expect(endingReminders([card(5)], new Set(), now)).toEqual([]);
  });
});
