import { Timestamp } from 'firebase/firestore/lite';
import { aProject } from '@/testing/test-data';
import { EMPTY_FOUNDER_RECORD, readFounderRecord, type FounderRecord } from './founder-record-read';
import { median, trackFigures } from './track-record';
import { isEndedFundedStored } from '@shared/founders/record-limits';

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 10, 20, 12));
const at = (days: number) => new Date(Date.UTC(2026, 10, 20) + days * DAY);
const funded = aProject({ id: 'p-fund', goal: 3000, raised: 4000, endsAt: new Date(now.getTime() - 5 * DAY) });
const running = aProject({ id: 'p-run', goal: 50000, raised: 1000, endsAt: new Date(now.getTime() + 10 * DAY) });
const short = aProject({ id: 'p-short', goal: 20000, raised: 4000, endsAt: new Date(now.getTime() - 9 * DAY) });

const record: FounderRecord = {
  milestones: [
    // Delivered on its original due day (late in the day): on time.
    { projectId: 'p-fund', due: at(-10), deliveredAt: new Date(at(-10).getTime() + 20 * 3_600_000) },
    // Delivered the day after its original due day: late.
    { projectId: 'p-fund', due: at(-8), deliveredAt: at(-7) },
    // Its original due day is over, not delivered (postponing does not hide it).
    { projectId: 'p-run', due: at(-1), deliveredAt: null },
    // Due today: not due until the day is over.
    { projectId: 'p-run', due: at(0), deliveredAt: null },
    // Of a campaign not listed (pending or removed): left out.
    { projectId: 'p-pending', due: at(-3), deliveredAt: null },
  ],
  spentBy: { 'p-fund': 1000, 'p-pending': 500 },
  gaps: [
    { from: at(-40), at: at(-30) },
    { from: at(-30), at: at(-26) },
    { from: at(-26), at: at(-5.5) },
  ],
  gapCount: 3,
  unanswered: 2,
};

describe('trackFigures', () => {
  it('counts milestones delivered on time of those due, by the original due day and the server’s delivery time', () => {
    const figures = trackFigures([running, funded, short], record, now);
    expect(figures.milestonesDue).toBe(3);
    expect(figures.milestonesOnTime).toBe(1);
  });

  it('gives spending recorded as a share of what the funded campaigns listed raised', () => {
    const figures = trackFigures([running, funded, short], record, now);
    expect(figures).toMatchObject({ spent: 1000, spentPercent: 25, raisedByFunded: 4000, fundedOfEnded: 1, ended: 2 });
    expect(trackFigures([running], record, now).spentPercent).toBeNull();
  });

  it('takes the median whole days between updates, and passes the unanswered requests on', () => {
    const figures = trackFigures([funded], record, now);
    expect(figures.medianGapDays).toBe(10);
    expect(figures.gaps).toBe(3);
    expect(figures.unanswered).toBe(2);
    expect(trackFigures([funded], EMPTY_FOUNDER_RECORD, now)).toMatchObject({
      medianGapDays: null,
      milestonesDue: 0,
      spent: 0,
      unanswered: 0,
    });
  });
});

describe('median', () => {
  it('is the middle value, or the rounded mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([9, 1, 4])).toBe(4);
    expect(median([1, 2, 4, 9])).toBe(3);
  });
});

describe('readFounderRecord', () => {
  it('reads entries by key, leaving out what is not of their shape', () => {
    const read = readFounderRecord({
      milestones: {
        'p-1_0': { due: Timestamp.fromDate(at(3)), deliveredAt: null },
        'p-1_1': { due: Timestamp.fromDate(at(-3)), deliveredAt: Timestamp.fromDate(at(-4)) },
        broken: { due: 'tomorrow' },
      },
      spentBy: { 'p-1': 700, 'p-2': 'lots' },
      gaps: { '0': { from: Timestamp.fromDate(at(-9)), at: Timestamp.fromDate(at(-2)) }, '1': { from: null } },
      gapCount: 2,
      unanswered: -1,
    });
    expect(read).toEqual({
      milestones: [
        { projectId: 'p-1', due: at(3), deliveredAt: null },
        { projectId: 'p-1', due: at(-3), deliveredAt: at(-4) },
      ],
      spentBy: { 'p-1': 700 },
      gaps: [{ from: at(-9), at: at(-2) }],
      gapCount: 2,
      unanswered: 0,
    });
    expect(readFounderRecord(undefined)).toEqual(EMPTY_FOUNDER_RECORD);
  });
});

describe('isEndedFundedStored', () => {
  const stored = {
    status: 'approved',
    endsAt: Timestamp.fromDate(at(-5)),
    raisedSyncedAt: Timestamp.fromDate(at(-4)),
    raised: 4000,
    goal: 3000,
  };
  it('is the rules’ endedFunded: approved, synced at or after the deadline, at or over the goal', () => {
    expect(isEndedFundedStored(stored)).toBe(true);
    expect(isEndedFundedStored({ ...stored, raisedSyncedAt: Timestamp.fromDate(at(-6)) })).toBe(false);
    expect(isEndedFundedStored({ ...stored, raised: 2999 })).toBe(false);
    expect(isEndedFundedStored({ ...stored, status: 'closed' })).toBe(false);
  });
});
