// Delete my account: when it is refused, and what a deleted member's name becomes. Pure;
// firestore.rules mirrors them (formerMember, isAdminAddress, isLiveInvestment).
import { ADMIN_EMAIL } from '@/config/rules-constants';
import { endedFunded, isLive } from './campaign-life';

/** What a deleted member's name becomes on their receipts, investments and questions (rules: formerMember). */
export const FORMER_MEMBER = 'Former member';

/** A campaign as the refusal needs it: `raised` the final copy once it ended (settled-card.ts). */
export type CampaignFacts = { title: string; status: string; endsAt: Date | null; raised: number; goal: number };

/** The admin account is never deleted from the app, whether its address is verified or not (rules: isAdminAddress). */
export const isAdminAddress = (email: string | null | undefined) => !!email && email.toLowerCase() === ADMIN_EMAIL.toLowerCase();

/** Approved and before its deadline: it takes and gives back money (rules: project.approved && request.time < endsAt). */
export const isRunningCampaign = (campaign: Pick<CampaignFacts, 'status' | 'endsAt'>, now = new Date()) =>
  isLive({ approved: campaign.status === 'approved', endsAt: campaign.endsAt }, now);

/** An uncancelled investment in a campaign that still runs (rules: isLiveInvestment). */
export const isLiveInvestment = (campaign: Pick<CampaignFacts, 'status' | 'endsAt'>, now = new Date()) => isRunningCampaign(campaign, now);

/** A founder's campaign that ended at or above its goal: its investors' money is collected for it. */
export const isFundedCampaign = (campaign: CampaignFacts, now = new Date()) =>
  endedFunded({ ...campaign, approved: campaign.status === 'approved' }, now);

export type DeletionFacts = {
  email: string | null;
  /** The campaigns the member holds uncancelled money in (their investor markers). */
  backed: CampaignFacts[];
  /** The campaigns the member created. */
  founded: CampaignFacts[];
};

const quoted = (campaigns: CampaignFacts[]) => campaigns.map((campaign) => `“${campaign.title}”`).join(', ');

/**
 * Why the account cannot be deleted now, and what to do, or null when it can: the admin account
 * never; nobody while they hold live money (an Active investment in a running campaign) or own a
 * campaign that runs or ended funded (its investors' money is with it, and they need its founder).
 */
export function accountDeletionRefusal(facts: DeletionFacts, now = new Date()): string | null {
  if (isAdminAddress(facts.email)) return 'The admin account cannot be deleted from the app.';
  const running = facts.founded.filter((campaign) => isRunningCampaign(campaign, now));
  if (running.length > 0)
    return `Your campaign ${quoted(running)} is still running, and its investors count on you. Wait for it to end before deleting your account.`;
  const funded = facts.founded.filter((campaign) => isFundedCampaign(campaign, now));
  if (funded.length > 0)
    return `Your campaign ${quoted(funded)} ended funded and holds its investors’ money, so your account must stay. Write to the admin (${ADMIN_EMAIL}) if you need to leave.`;
  const live = facts.backed.filter((campaign) => isLiveInvestment(campaign, now));
  if (live.length > 0)
    return `You have an Active investment in ${quoted(live)}, a campaign that is still running. Cancel it first (My Investments), or wait for the campaign to end.`;
  return null;
}
