// A journey's own members and campaigns, so it runs alone, in any order and beside any other:
// nothing it writes changes a figure another journey reads.
import { expect, type Page } from '@playwright/test';
import { doc, getDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { callAs, seedCampaign, seedMember, withAdminFirestore, type MemberHistory, type OwnMember } from '../scripts/seed-lib';
import { tickClock } from '../scripts/functions-emulator';
import { demoAccounts } from '../scripts/demo-accounts';
import { ADMIN_ACTION_FUNCTION, type AdminActionAsked } from '../shared/admin/admin-calls';
import { INVEST_FUNCTION } from '../shared/money/calls';
import type { SeedProject } from '../scripts/seed-data';
import { dashboards, logIn, uniqueWord } from './support';

/**
 * A member of this journey's own, signed up with a verified address and the risks acknowledged.
 * `fullName` must be a name others may see (no "founder", "staff", "support", "admin"…: shared/members/display-name.ts).
 */
export async function ownMember(
  role: 'investor' | 'entrepreneur',
  fullName: string,
  history: MemberHistory = {},
): Promise<Required<OwnMember>> {
  const uid = uniqueWord(role === 'investor' ? 'backer' : 'maker');
  const member = { uid, email: `${uid}@example.com`, fullName, role };
  await seedMember(member, history);
  return member;
}

/** Opens /login and signs in as the member, waiting for their dashboard. */
export async function logInAsOwn(page: Page, member: Required<OwnMember>) {
  await page.goto('/login');
  await logIn(page, member.email);
  await expect(page).toHaveURL(dashboards[member.role].url);
}

/**
 * A campaign of this journey's own by `founder`, running unless told otherwise: no money, no deal
 * terms, no use of funds and no uploaded picture unless `overrides` give them. Its title holds a word
 * no other project has, so a search finds exactly it.
 */
export async function ownCampaign(
  founder: OwnMember,
  overrides: Partial<Omit<SeedProject, 'key' | 'founder' | 'investments'>> = {},
): Promise<SeedProject> {
  const key = uniqueWord('own');
  const project: SeedProject = {
    // Words no demo project uses, so the demo's searches find no more than they did.
    title: `${key} Campaign`,
    category: 'technology',
    description: `Compact ${key} kits for community workshops, made and sold by a small team.`,
    businessPlan: 'Sold through workshops at $40 a kit, five hundred kits in the first year.',
    teamInfo: 'Two makers with ten years of workshop experience.',
    risks: 'Parts may arrive late; we hold two months of stock.',
    goal: 20000,
    image: 1,
    creator: 'erin',
    state: 'approved',
    crowd: [],
    endsInDays: 20,
    dealTerms: undefined,
    useOfFunds: undefined,
    uploaded: false,
    ...overrides,
    key,
    founder,
    investments: [],
  };
  await seedCampaign(project);
  return project;
}

/** An investment made as `investor` makes it, now: through the invest callable, which decides and records it. */
export const ownInvestment = (projectId: string, investor: OwnMember, amount: number, anonymous = false) =>
  callAs(investor.email, INVEST_FUNCTION, { projectId, amount, anonymous });

/**
 * An admin action on this journey's own campaign, asked of the server as the admin's screen asks it
 * (src/lib/admin-action.ts): the approval, close and the rest with their audit entries, as the app makes them.
 */
export const asTheAdmin = (action: AdminActionAsked) => callAs(demoAccounts.admin.email, ADMIN_ACTION_FUNCTION, action);

/** Moves the deadline of the project and its card, as an approval or an extension writes them (the clock reads the cards). */
export const setDeadline = (projectId: string, at: number) =>
  withAdminFirestore((db) =>
    Promise.all(
      ['projects', 'projectCards'].map((collection) => updateDoc(doc(db, collection, projectId), { endsAt: Timestamp.fromMillis(at) })),
    ),
  );

/**
 * Ends a running campaign of this journey's own as a deployed clock would: its deadline passes a minute
 * ago and the clock settles it (settlements/{id}, its final Raised, what spending is recorded against).
 * Throws unless it settled Funded with `raised`.
 */
export async function endFunded(projectId: string, raised: number) {
  await setDeadline(projectId, Date.now() - 60_000);
  await tickClock();
  const settlement = await withAdminFirestore(async (db) => (await getDoc(doc(db, 'settlements', projectId))).data());
  if (settlement?.outcome !== 'funded' || settlement.raised !== raised)
    throw new Error(`The clock did not settle ${projectId} Funded with $${raised}: ${JSON.stringify(settlement)}`);
}
