import { cancelReminders, endingReminders, mayHaveMilestoneReminders, milestoneReminders } from './reminder-model';

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

describe('milestoneReminders', () => {
  const DAY = 24 * HOUR;
  // Noon UTC on Nov 27, 2026; due days are midnight UTC, as the app keeps them.
  const noon = new Date(Date.UTC(2026, 10, 27, 12));
  const dueIn = (days: number) => new Date(Date.UTC(2026, 10, 27 + days));
  const milestone = (id: string, days: number, extra: { originalDays?: number; deliveredAt?: Date } = {}) => ({
    id,
    title: `Step ${id}`,
    due: dueIn(days),
    originalDue: dueIn(extra.originalDays ?? days),
    deliveredAt: extra.deliveredAt ?? null,
  });
  const remind = (...milestones: ReturnType<typeof milestone>[]) =>
    milestoneReminders([{ projectId: 'p1', projectTitle: 'Solar Roofs', milestones }], noon);

  it('reminds of a milestone due within 7 days, naming it and its due day', () => {
    expect(remind(milestone('0', 6))).toEqual([
      {
        kind: 'milestone-due',
        id: 'md-p1-0',
        projectId: 'p1',
        projectTitle: 'Solar Roofs',
        title: 'Milestone “Step 0” is due Dec 3, 2026',
        at: dueIn(6),
      },
    ]);
    expect(remind(milestone('0', 7), milestone('1', 0))).toHaveLength(2);
  });
  it('not of one due in 8 days, nor of a delivered one (on time or late)', () => {
    expect(remind(milestone('0', 8))).toEqual([]);
    expect(remind(milestone('0', 3, { deliveredAt: new Date(noon.getTime() - DAY) }))).toEqual([]);
    expect(remind(milestone('0', -3, { deliveredAt: new Date(noon.getTime() - DAY) }))).toEqual([]);
  });
  it('says a milestone past its due day and not delivered is late, as the page’s Late does', () => {
    expect(remind(milestone('2', -1))).toEqual([
      {
        kind: 'milestone-late',
        id: 'ml-p1-2',
        projectId: 'p1',
        projectTitle: 'Solar Roofs',
        title: 'Milestone “Step 2” is late (due Nov 26, 2026)',
        at: dueIn(-1),
      },
    ]);
  });
  it('judges a postponed milestone by its new due day', () => {
    expect(remind(milestone('0', 20, { originalDays: -5 }))).toEqual([]);
    expect(remind(milestone('0', 5, { originalDays: -5 }))[0]).toMatchObject({
      kind: 'milestone-due',
      title: 'Milestone “Step 0” is due Dec 2, 2026',
    });
    expect(remind(milestone('0', -2, { originalDays: -10 }))[0]).toMatchObject({
      kind: 'milestone-late',
      title: 'Milestone “Step 0” is late (due Nov 25, 2026)',
    });
  });
});

describe('mayHaveMilestoneReminders', () => {
  const card = (over: Partial<Parameters<typeof mayHaveMilestoneReminders>[0]> = {}) => ({
    status: 'approved',
    endsAt: at(-48),
    raised: 100,
    goal: 50,
    raisedSyncedAt: at(-24),
    ...over,
  });
  it('reads an approved campaign’s milestones: running, ended Funded, or ended with a copy of Raised not yet final', () => {
    expect(mayHaveMilestoneReminders(card())).toBe(true);
    expect(mayHaveMilestoneReminders(card({ endsAt: at(48), raised: 0 }))).toBe(true);
    expect(mayHaveMilestoneReminders(card({ raised: 10, raisedSyncedAt: at(-72) }))).toBe(true);
  });
  it('not a closed or pending one’s, nor one whose final Raised fell short of its goal', () => {
    expect(mayHaveMilestoneReminders(card({ status: 'closed' }))).toBe(false);
    expect(mayHaveMilestoneReminders(card({ status: 'pending' }))).toBe(false);
    expect(mayHaveMilestoneReminders(card({ raised: 10 }))).toBe(false);
  });
});
