import { campaignMoneyNote, canCancelInvestment, investmentState } from './investment-state';
import { campaignMoney } from '@shared/money/campaign-money';

const now = new Date('2026-11-01T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const running = { status: 'approved' as const, endsAt: days(10), raised: 100, goal: 1000 };

describe('investmentState', () => {
  it('is Active while the campaign runs, funded or not', () => {
    expect(investmentState({ status: 'active' }, running, now)).toBe('active');
    expect(investmentState({ status: 'active' }, { ...running, raised: 5000 }, now)).toBe('active');
  });

  it('is Collected once the campaign ended at or above its goal', () => {
    expect(investmentState({ status: 'active' }, { ...running, endsAt: days(-1), raised: 1000 }, now)).toBe('collected');
  });

  it('is Returned once it ended short of its goal, or the admin closed it (even funded)', () => {
    expect(investmentState({ status: 'active' }, { ...running, endsAt: days(-1), raised: 999 }, now)).toBe('returned');
    expect(investmentState({ status: 'active' }, { ...running, status: 'closed', raised: 5000 }, now)).toBe('returned');
  });

  it('is Cancelled whatever became of the campaign', () => {
    expect(investmentState({ status: 'cancelled' }, { ...running, endsAt: days(-1), raised: 5000 }, now)).toBe('cancelled');
    expect(investmentState({ status: 'cancelled' }, undefined, now)).toBe('cancelled');
  });

  it('the deadline itself ends the campaign', () => {
    expect(campaignMoney({ ...running, endsAt: now }, now)).toBe('returned');
  });
});

describe('canCancelInvestment', () => {
  it('offers Cancel only on an active investment of a running campaign, until 48 hours before its deadline', () => {
    expect(canCancelInvestment({ status: 'active' }, running, now)).toBe(true);
    expect(canCancelInvestment({ status: 'active' }, { ...running, endsAt: days(1.9) }, now)).toBe(false);
    expect(canCancelInvestment({ status: 'active' }, { ...running, status: 'closed' }, now)).toBe(false);
    expect(canCancelInvestment({ status: 'active' }, { ...running, endsAt: days(-1) }, now)).toBe(false);
    expect(canCancelInvestment({ status: 'cancelled' }, running, now)).toBe(false);
    expect(canCancelInvestment({ status: 'active' }, undefined, now)).toBe(false);
  });
});

describe('campaignMoneyNote', () => {
  it('says nothing while the campaign runs, and what became of the money after', () => {
    expect(campaignMoneyNote(running, now)).toBeNull();
    expect(campaignMoneyNote({ ...running, endsAt: days(-1), raised: 1000 }, now)).toMatch(/collected/);
    expect(campaignMoneyNote({ ...running, endsAt: days(-1) }, now)).toMatch(/short of its goal/);
    expect(campaignMoneyNote({ ...running, status: 'closed' }, now)).toMatch(/admin closed/);
  });
});
