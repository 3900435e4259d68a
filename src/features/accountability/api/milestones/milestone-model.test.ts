import { validateDelivery, validateMilestoneRows, validatePostponement } from './milestone-form';
import { MILESTONE_MESSAGES } from './milestone-limits';
import { againstDeadline, checkDueDay, dueLine, keepsRecord, mayFollowUp, mayPostpone, milestoneStatus } from './milestone-model';
import { readMilestone } from './milestone-read';

const now = new Date(Date.UTC(2026, 10, 27, 10));
const utc = (day: number) => new Date(Date.UTC(2026, 10, 27 + day));

describe('milestones with dates', () => {
  it('is Late once its current due day is over, not during it', () => {
    const milestone = { due: utc(0), originalDue: utc(0), deliveredAt: null };
    expect(milestoneStatus(milestone, now)).toBe('upcoming');
    expect(milestoneStatus({ ...milestone, due: utc(-1), originalDue: utc(-1) }, now)).toBe('late');
    // Postponed to a later day: judged by that day.
    expect(milestoneStatus({ ...milestone, due: utc(5), originalDue: utc(-3) }, now)).toBe('upcoming');
  });

  it('stays Late once postponed after the day it missed, until delivered', () => {
    const postponed = (at: Date) => ({
      due: utc(10),
      originalDue: utc(-3),
      deliveredAt: null,
      postponements: [{ from: utc(-3), to: utc(10), reason: 'Parts', at }],
    });
    // Postponed on the day after it was due (the server's time): Late, and says so with the new day.
    const afterItsDay = postponed(utc(-2));
    expect(milestoneStatus(afterItsDay, now)).toBe('late');
    expect(dueLine(afterItsDay)).toBe('Late, postponed to Dec 7, 2026');
    // Postponed during its due day, before it was missed: judged by the new day.
    const inTime = postponed(new Date(utc(-2).getTime() - 1));
    expect(milestoneStatus(inTime, now)).toBe('upcoming');
    expect(dueLine(inTime)).toBe('Due Dec 7, 2026');
    // The clock's mark, postponed since: Late too, even where the postponement's time is unknown.
    const marked = { ...postponed(utc(-5)), postponements: [{ from: utc(-3), to: utc(10), reason: 'Parts', at: null }], lateDue: utc(-3) };
    expect(milestoneStatus(marked, now)).toBe('late');
    expect(dueLine(marked)).toBe('Late, postponed to Dec 7, 2026');
    // Marked and not postponed: Late on its due day's line.
    expect(dueLine({ due: utc(-3), deliveredAt: null, lateDue: utc(-3), postponements: [] })).toBe('Due Nov 24, 2026');
    // Delivered: judged as delivered, by its original day.
    expect(milestoneStatus({ ...afterItsDay, deliveredAt: now }, now)).toBe('delivered-late');
    expect(dueLine({ ...afterItsDay, deliveredAt: now })).toBe('Due Dec 7, 2026');
  });

  it('keeps the record of one delivered, postponed or marked Late through a send-back', () => {
    const open = { deliveredAt: null, postponements: [], lateAt: null };
    expect(keepsRecord(open)).toBe(false);
    expect(keepsRecord({ ...open, lateAt: now })).toBe(true);
    expect(keepsRecord({ ...open, deliveredAt: now })).toBe(true);
    expect(keepsRecord({ ...open, postponements: [{ from: utc(1), to: utc(2), reason: 'x', at: now }] })).toBe(true);
  });

  it('is Delivered late when the server’s time of delivery is after its original due day, postponed or not', () => {
    const milestone = { due: utc(10), originalDue: utc(-3), deliveredAt: now };
    expect(milestoneStatus(milestone, now)).toBe('delivered-late');
    expect(milestoneStatus({ ...milestone, originalDue: utc(0) }, now)).toBe('delivered');
    expect(milestoneStatus({ ...milestone, originalDue: utc(-1), deliveredAt: new Date(utc(0).getTime() - 1) }, now)).toBe('delivered');
  });

  it('says where a due day falls against the campaign’s deadline', () => {
    const endsAt = new Date(Date.UTC(2026, 11, 1, 17));
    expect(againstDeadline(new Date(Date.UTC(2026, 11, 11)), endsAt)).toBe('10 days after the campaign ends');
    expect(againstDeadline(new Date(Date.UTC(2026, 10, 30)), endsAt)).toBe('1 day before the campaign ends');
    expect(againstDeadline(new Date(Date.UTC(2026, 11, 1)), endsAt)).toBe('On the day the campaign ends');
    expect(againstDeadline(utc(3), null)).toBe('The campaign’s deadline is set at approval');
  });

  it('takes a due day from tomorrow to three years ahead (UTC days)', () => {
    expect(checkDueDay('2026-11-28', now)).toEqual({ due: utc(1) });
    expect(checkDueDay('2026-11-27', now)).toEqual({ error: MILESTONE_MESSAGES.dueSoon });
    expect(checkDueDay('2029-11-27', now).due).toBeDefined();
    expect(checkDueDay('2029-11-28', now)).toEqual({ error: MILESTONE_MESSAGES.dueFar });
    expect(checkDueDay('', now)).toEqual({ error: MILESTONE_MESSAGES.due });
  });

  it('checks the form’s rows, keeping a stored due day that has come closer', () => {
    const rows = [
      { title: ' Prototype ', day: '2026-12-20', description: '' },
      { title: 'Pilot', day: '2026-11-20', description: 'In 3 schools' },
    ];
    expect(validateMilestoneRows(rows, [], now)).toEqual({ error: `Milestone 2: ${MILESTONE_MESSAGES.dueSoon}` });
    const kept = validateMilestoneRows(rows, [{ due: utc(0) }, { due: new Date(Date.UTC(2026, 10, 20)) }], now);
    expect(kept.milestones?.map((m) => m.title)).toEqual(['Prototype', 'Pilot']);
    expect(validateMilestoneRows([{ ...rows[0], title: 'x'.repeat(81) }], [], now)).toEqual({
      error: `Milestone 1: ${MILESTONE_MESSAGES.titleLong}`,
    });
    expect(
      validateMilestoneRows(
        Array.from({ length: 7 }, () => rows[0]),
        [],
        now,
      ),
    ).toEqual({ error: MILESTONE_MESSAGES.count });
  });

  it('checks Mark as delivered and Postpone', () => {
    expect(validateDelivery({ delivered: ' Shipped ', evidenceUrl: 'HTTPS://Example.com/x' })).toEqual({
      errors: {},
      delivery: { delivered: 'Shipped', evidenceUrl: 'https://example.com/x' },
    });
    expect(validateDelivery({ delivered: '', evidenceUrl: 'https://10.0.0.1/x' }).errors).toEqual({
      delivered: MILESTONE_MESSAGES.delivered,
      evidenceUrl: expect.stringMatching(/public website/),
    });
    const milestone = { due: utc(10) };
    expect(validatePostponement({ day: '2026-12-27', reason: ' Parts ' }, milestone, now)).toEqual({
      errors: {},
      postponing: { due: utc(30), reason: 'Parts' },
    });
    expect(validatePostponement({ day: '2026-12-07', reason: '' }, milestone, now).errors).toEqual({
      day: MILESTONE_MESSAGES.later,
      reason: MILESTONE_MESSAGES.reason,
    });
  });

  it('lets the creator of an approved project deliver, and postpone at most twice what is not delivered', () => {
    expect(mayFollowUp('erin', { creatorId: 'erin', status: 'approved' })).toBe(true);
    expect(mayFollowUp('erin', { creatorId: 'erin', status: 'pending' })).toBe(false);
    expect(mayFollowUp('sam', { creatorId: 'erin', status: 'approved' })).toBe(false);
    const entry = { from: utc(1), to: utc(2), reason: 'x', at: now };
    expect(mayPostpone({ deliveredAt: null, postponements: [entry] })).toBe(true);
    expect(mayPostpone({ deliveredAt: null, postponements: [entry, entry] })).toBe(false);
    expect(mayPostpone({ deliveredAt: now, postponements: [] })).toBe(false);
  });

  it('reads postponements in their order, from the stored map', () => {
    const ts = (date: Date) => ({ toMillis: () => date.getTime(), toDate: () => date });
    const read = readMilestone('2', {
      title: 'Pilot',
      due: ts(utc(9)),
      originalDue: ts(utc(1)),
      postponements: {
        '1': { from: ts(utc(5)), to: ts(utc(9)), reason: 'Second', at: ts(now) },
        '0': { from: ts(utc(1)), to: ts(utc(5)), reason: 'First', at: ts(now) },
      },
      deliveredAt: null,
    });
    expect(read?.postponements.map((p) => p.reason)).toEqual(['First', 'Second']);
    expect(read?.originalDue).toEqual(utc(1));
    expect(readMilestone('3', { title: 'No day' })).toBeNull();
  });
});
