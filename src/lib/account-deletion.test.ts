import { ADMIN_EMAIL } from '@/config/rules-constants';
import {
  accountDeletionRefusal,
  FORMER_MEMBER,
  isAdminAddress,
  isFundedCampaign,
  isLiveInvestment,
  isRunningCampaign,
  type CampaignFacts,
} from './account-deletion';

const now = new Date(Date.UTC(2026, 10, 27, 12));
const DAY = 86_400_000;
const campaign = (overrides: Partial<CampaignFacts> = {}): CampaignFacts => ({
  title: 'Solar Roofs',
  status: 'approved',
  endsAt: new Date(now.getTime() + 10 * DAY),
  raised: 500,
  goal: 1000,
  ...overrides,
});
const ended = (raised: number) => campaign({ endsAt: new Date(now.getTime() - DAY), raised });
const member = { email: 'ivy@example.com', backed: [], founded: [] };

describe('Delete my account: when it is refused', () => {
  it('names a deleted member "Former member", as the rules do', () => {
    expect(FORMER_MEMBER).toBe('Former member');
  });

  it('lets a member with no live money leave', () => {
    expect(accountDeletionRefusal(member, now)).toBeNull();
    // Money that is not live: a campaign that ended (funded or not), or that the admin closed.
    expect(accountDeletionRefusal({ ...member, backed: [ended(2000), ended(10), campaign({ status: 'closed' })] }, now)).toBeNull();
    // A founder whose campaigns ended short, were closed, or are still under review.
    const founded = [ended(10), campaign({ status: 'closed' }), campaign({ status: 'pending', endsAt: null })];
    expect(accountDeletionRefusal({ ...member, founded }, now)).toBeNull();
  });

  it('refuses an Active investment in a running campaign, saying to cancel it or wait', () => {
    const refusal = accountDeletionRefusal({ ...member, backed: [ended(10), campaign({ title: 'Clean Water' })] }, now);
    expect(refusal).toBe(
      'You have an Active investment in “Clean Water”, a campaign that is still running. Cancel it first (My Investments), or wait for the campaign to end.',
    );
  });

  it("refuses a founder whose campaign runs, or ended funded (its investors' money is with it)", () => {
    expect(accountDeletionRefusal({ ...member, founded: [campaign({ raised: 0 })] }, now)).toMatch(
      /^Your campaign “Solar Roofs” is still running/,
    );
    expect(accountDeletionRefusal({ ...member, founded: [ended(1000)] }, now)).toMatch(
      /^Your campaign “Solar Roofs” ended funded and holds its investors’ money/,
    );
  });

  it('refuses the admin account, whatever the letter case', () => {
    expect(accountDeletionRefusal({ ...member, email: ADMIN_EMAIL.toUpperCase() }, now)).toBe(
      'The admin account cannot be deleted from the app.',
    );
    expect(isAdminAddress(ADMIN_EMAIL)).toBe(true);
    expect(isAdminAddress('ivy@example.com')).toBe(false);
    expect(isAdminAddress(null)).toBe(false);
  });

  it('judges running, live and funded at the deadline as the rules do (request.time < endsAt)', () => {
    const atDeadline = campaign({ endsAt: now });
    expect(isRunningCampaign(atDeadline, now)).toBe(false);
    expect(isLiveInvestment(atDeadline, now)).toBe(false);
    expect(isRunningCampaign(campaign({ endsAt: new Date(now.getTime() + 1) }), now)).toBe(true);
    expect(isRunningCampaign(campaign({ endsAt: null }), now)).toBe(false);
    expect(isFundedCampaign({ ...atDeadline, raised: 1000 }, now)).toBe(true);
    expect(isFundedCampaign({ ...atDeadline, raised: 999 }, now)).toBe(false);
    expect(isFundedCampaign(campaign({ status: 'closed', endsAt: now, raised: 5000 }), now)).toBe(false);
  });
});
