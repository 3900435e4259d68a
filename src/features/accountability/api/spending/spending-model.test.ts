import { checkSpendingDay, totalAfter } from '@shared/money/spending';
import { overLeftToRecord, SPENDING_MESSAGES } from '@shared/money/spending-refusals';
import { validateSpendingDraft } from './spending-form';
import { approvedAt, mayRecordSpending, planVsSpent } from './spending-model';
import { endedFunded } from '@/lib/campaign-life';

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 10, 27, 10));
const plan = [
  { label: 'Panels', amount: 30000 },
  { label: 'Permits', amount: 20000 },
];
const funded = { approved: true, endsAt: new Date(now.getTime() - 2 * DAY), raised: 60000, goal: 50000, creatorId: 'erin' };
const draft = { day: '2026-11-26', line: '0', amount: '1,200', paidFor: ' Inverters ', evidenceUrl: 'HTTPS://Example.com/i.pdf' };
const context = { approval: new Date(Date.UTC(2026, 9, 26, 9)), lineKeys: ['0', '1', 'other'], now };

describe('spending on the record', () => {
  it('is the creator’s to add once the campaign ended Funded, not while it runs, short of its goal or closed', () => {
    expect(endedFunded(funded, now)).toBe(true);
    expect(mayRecordSpending('erin', funded, now)).toBe(true);
    expect(mayRecordSpending('sam', funded, now)).toBe(false);
    expect(mayRecordSpending(undefined, funded, now)).toBe(false);
    expect(endedFunded({ ...funded, endsAt: new Date(now.getTime() + DAY) }, now)).toBe(false);
    expect(endedFunded({ ...funded, raised: 49999 }, now)).toBe(false);
    expect(endedFunded({ ...funded, approved: false }, now)).toBe(false);
  });

  it('dates approval as the server does: the deadline less the campaign’s length and extension', () => {
    expect(approvedAt({ endsAt: new Date(Date.UTC(2026, 10, 30)), durationDays: 30, extensionDays: 5 })).toEqual(
      new Date(Date.UTC(2026, 9, 26)),
    );
  });

  it('takes a day from approval’s to today’s, as midnight UTC', () => {
    expect(checkSpendingDay('2026-11-27', context.approval, now)).toEqual({ spentOn: new Date(Date.UTC(2026, 10, 27)) });
    expect(checkSpendingDay('2026-10-26', context.approval, now).spentOn).toBeDefined();
    expect(checkSpendingDay('2026-11-28', context.approval, now)).toEqual({ error: SPENDING_MESSAGES.future });
    expect(checkSpendingDay('2026-10-25', context.approval, now)).toEqual({ error: SPENDING_MESSAGES.beforeApproval });
    expect(checkSpendingDay('2026-02-30', context.approval, now)).toEqual({ error: SPENDING_MESSAGES.date });
  });

  it('checks the Add spending form, and sends what the server takes', () => {
    expect(validateSpendingDraft(draft, context)).toEqual({
      errors: {},
      entry: {
        day: '2026-11-26',
        line: '0',
        amount: 1200,
        paidFor: 'Inverters',
        evidenceUrl: 'https://example.com/i.pdf',
        corrects: '',
      },
    });
    const { errors } = validateSpendingDraft({ day: '', line: '', amount: '0', paidFor: '', evidenceUrl: 'https://127.0.0.1/x' }, context);
    expect(errors).toEqual({
      day: SPENDING_MESSAGES.date,
      line: SPENDING_MESSAGES.line,
      amount: SPENDING_MESSAGES.amount,
      paidFor: SPENDING_MESSAGES.paidFor,
      evidenceUrl: expect.stringMatching(/public website/),
    });
    expect(validateSpendingDraft({ ...draft, paidFor: 'x'.repeat(281) }, context).errors).toEqual({
      paidFor: SPENDING_MESSAGES.paidForLong,
    });
    expect(validateSpendingDraft({ ...draft, amount: '12.50' }, context).errors).toEqual({ amount: SPENDING_MESSAGES.amount });
  });

  it('refuses more than is left to record of the money raised, saying how much is left, and takes exactly that much', () => {
    expect(validateSpendingDraft({ ...draft, amount: '151' }, { ...context, left: 150 }).errors).toEqual({ amount: overLeftToRecord(150) });
    expect(overLeftToRecord(150)).toBe('That is more than is left to record: you can record up to $150 more.');
    expect(validateSpendingDraft({ ...draft, amount: '150' }, { ...context, left: 150 }).entry?.amount).toBe(150);
    expect(validateSpendingDraft({ ...draft, amount: '1' }, { ...context, left: 0 }).errors).toEqual({
      amount: 'Everything the campaign raised is on the record already.',
    });
    // A correction takes money back: what is left does not bound it.
    expect(
      validateSpendingDraft({ ...draft, amount: '500' }, { ...context, left: 0, correcting: { id: 'e1', line: '1', amount: 500 } }).errors,
    ).toEqual({});
  });

  it('makes a correction negative, on its entry’s line, at most its amount', () => {
    const correcting = { id: 'e1', line: '1', amount: 500 };
    expect(validateSpendingDraft({ ...draft, line: '', amount: '500' }, { ...context, correcting }).entry).toMatchObject({
      line: '1',
      amount: -500,
      corrects: 'e1',
    });
    expect(validateSpendingDraft({ ...draft, amount: '501' }, { ...context, correcting }).errors).toEqual({
      amount: SPENDING_MESSAGES.correction,
    });
  });

  it('shows per line planned, spent and the difference, and Other when money went outside the plan', () => {
    let total = totalAfter({ spent: 0, entryCount: 0, byLine: {} }, '0', 1000, 'a');
    total = totalAfter(total, '0', -200, 'a-correction');
    expect(total).toEqual({ spent: 800, entryCount: 2, byLine: { '0': 800 }, lastEntryId: 'a-correction' });
    expect(planVsSpent(plan, total)).toEqual([
      { key: '0', label: 'Panels', planned: 30000, spent: 800, difference: 29200 },
      { key: '1', label: 'Permits', planned: 20000, spent: 0, difference: 20000 },
    ]);
    expect(planVsSpent(plan, totalAfter(total, 'other', 50, 'b')).at(-1)).toEqual({
      key: 'other',
      label: 'Other',
      planned: 0,
      spent: 50,
      difference: -50,
    });
  });
});
