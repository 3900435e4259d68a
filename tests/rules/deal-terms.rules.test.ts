// Deal terms. A project may state what an investor gets (dealTerms: the instrument, its
// terms, a minimum investment), each bounded; its founder sets them until approval and never after,
// they stay off the public card, and an investment below the minimum is refused.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { createCampaign, updateCampaign } from '../../src/features/accountability/api/campaign-writes';
import { newProjectFields } from '../../src/features/campaigns/api/projects/project-model';
import type { DealTerms } from '../../src/features/campaigns/api/deal-terms/deal-terms-limits';
import { belowMinimumReason } from '../../shared/money/refusals';
import { investAsServer, copyCardAsServer } from './server-money';
import { appFirestoreAs } from './app-client';
import {
  actorProfiles,
  actors,
  appId,
  createProjectAs,
  dbAs,
  readAsBackend,
  sampleContent,
  seed,
  setupRulesEnv,
  storedProject,
  updateProjectAs,
} from './rules-env';

setupRulesEnv();

const SAFE: DealTerms = { instrument: 'safe', minimumInvestment: 100, valuationCap: 5_000_000, discountPercent: 20 };
const erin = actors.entrepreneur;
const ivy = actors.investor;

beforeEach(() =>
  seed({
    ...actorProfiles(),
    'projects/pending': storedProject({ approved: false, status: 'pending', endsAt: null, dealTerms: SAFE }),
    'projects/returned': storedProject({ approved: false, status: 'changes_requested', endsAt: null, reviewCount: 1, dealTerms: SAFE }),
    'projects/approved': storedProject({ dealTerms: SAFE }),
    'projects/plain': storedProject(),
  }),
);

const newProject = (dealTerms: unknown) => ({
  ...newProjectFields(sampleContent, erin),
  dealTerms,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});
const createWith = (dealTerms: unknown) =>
  createProjectAs(dbAs('entrepreneur'), appId(`terms-${JSON.stringify(dealTerms)}`), newProject(dealTerms));
const editTerms = (id: string, dealTerms: unknown) =>
  updateProjectAs(dbAs('entrepreneur'), id, { dealTerms, updatedAt: serverTimestamp() });

describe('deal terms on a new project', () => {
  it('the app creates a project with SAFE terms, which stay off its public card', async () => {
    const id = await createCampaign({ ...sampleContent, dealTerms: SAFE }, { ...erin, role: 'entrepreneur' }, appFirestoreAs(erin));
    expect((await readAsBackend(`projects/${id}`))?.dealTerms).toEqual(SAFE);
    await copyCardAsServer(id);
    expect(await readAsBackend(`projectCards/${id}`)).toMatchObject({ title: sampleContent.title });
    expect(await readAsBackend(`projectCards/${id}`)).not.toHaveProperty('dealTerms');
  });

  it('refuses the terms on the public card', async () => {
    // Beside editTerms('pending', ...), which the founder may: the same change, copied onto the card.
    const db = dbAs('entrepreneur');
    const batch = writeBatch(db);
    batch.update(doc(db, 'projects/pending'), { dealTerms: { ...SAFE, discountPercent: 25 }, updatedAt: serverTimestamp() });
    batch.update(doc(db, 'projectCards/pending'), { dealTerms: { ...SAFE, discountPercent: 25 } });
    await assertFails(batch.commit());
  });

  it.each<[string, Record<string, unknown>]>([
    ['a SAFE with a discount only', { instrument: 'safe', minimumInvestment: 1, discountPercent: 10 }],
    ['a SAFE with a cap only', { instrument: 'safe', minimumInvestment: 100, valuationCap: 10_000_000_000 }],
    ['equity', { instrument: 'equity', minimumInvestment: 250, pricePerShareCents: 125, preMoneyValuation: 4_000_000 }],
    [
      'a convertible note',
      {
        instrument: 'convertible_note',
        minimumInvestment: 500,
        interestRatePercent: 0,
        maturityDate: '2028-12-31',
        valuationCap: 8_000_000,
        discountPercent: 50,
      },
    ],
    [
      'a revenue share',
      { instrument: 'revenue_share', minimumInvestment: sampleContent.goal, revenueSharePercent: 5, repaymentMultipleTenths: 15 },
    ],
  ])('takes %s', async (_what, terms) => {
    await assertSucceeds(createWith(terms));
  });

  it.each<[string, unknown]>([
    ['terms that are not a map', 'SAFE, $5M cap'],
    ['an instrument not on the list', { instrument: 'crypto', minimumInvestment: 100, valuationCap: 1 }],
    ['a SAFE with neither cap nor discount', { instrument: 'safe', minimumInvestment: 100 }],
    ['a term of another instrument', { ...SAFE, pricePerShareCents: 100 }],
    ['a field no instrument has', { ...SAFE, note: 'hi' }],
    ['no minimum', { instrument: 'safe', valuationCap: 5_000_000 }],
    ['a minimum of $0', { ...SAFE, minimumInvestment: 0 }],
    ['a minimum in cents', { ...SAFE, minimumInvestment: 12.5 }],
    ['a minimum above the goal', { ...SAFE, minimumInvestment: sampleContent.goal + 1 }],
    ['a discount of 51%', { ...SAFE, discountPercent: 51 }],
    ['a valuation cap above $10 billion', { ...SAFE, valuationCap: 10_000_000_001 }],
    ['equity without its pre-money valuation', { instrument: 'equity', minimumInvestment: 100, pricePerShareCents: 125 }],
    ['a price per share of $0', { instrument: 'equity', minimumInvestment: 100, pricePerShareCents: 0, preMoneyValuation: 4_000_000 }],
    [
      'a note whose maturity is not a date',
      {
        instrument: 'convertible_note',
        minimumInvestment: 100,
        interestRatePercent: 5,
        maturityDate: '31/12/2028',
        valuationCap: 1,
        discountPercent: 1,
      },
    ],
    [
      'a note at 31% interest',
      {
        instrument: 'convertible_note',
        minimumInvestment: 100,
        interestRatePercent: 31,
        maturityDate: '2028-12-31',
        valuationCap: 1,
        discountPercent: 1,
      },
    ],
    [
      'a revenue share of 51%',
      { instrument: 'revenue_share', minimumInvestment: 100, revenueSharePercent: 51, repaymentMultipleTenths: 15 },
    ],
    [
      'a repayment multiple of 5.1x',
      { instrument: 'revenue_share', minimumInvestment: 100, revenueSharePercent: 5, repaymentMultipleTenths: 51 },
    ],
    [
      'a repayment multiple below 1x',
      { instrument: 'revenue_share', minimumInvestment: 100, revenueSharePercent: 5, repaymentMultipleTenths: 9 },
    ],
  ])('refuses %s', async (_what, terms) => {
    await assertFails(createWith(terms));
  });
});

// The form asks for a maturity date after today, and the rules hold every browser to it by
// the server's clock: a day the calendar has, whose midnight UTC is after now.
describe('a convertible note’s maturity date', () => {
  const DAY = 86_400_000;
  const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const note = (maturityDate: string): DealTerms => ({
    instrument: 'convertible_note',
    minimumInvestment: 100,
    interestRatePercent: 5,
    maturityDate,
    valuationCap: 8_000_000,
    discountPercent: 20,
  });

  it.each([
    ['a day the calendar lacks (February 31st)', '2031-02-31'],
    ['April 31st', '2031-04-31'],
    ['February 29th of a year that is not a leap year', '2031-02-29'],
    ['a day in the past', '2020-01-01'],
    ['yesterday', utcDay(Date.now() - DAY)],
    ['today', utcDay(Date.now())],
  ])('refuses %s, on a new project and in an edit', async (_what, date) => {
    await assertFails(createWith(note(date)));
    await assertFails(editTerms('pending', note(date)));
  });

  it('takes tomorrow, and February 29th of a leap year', async () => {
    await assertSucceeds(createWith(note(utcDay(Date.now() + DAY))));
    await assertSucceeds(editTerms('pending', note('2032-02-29')));
  });

  // Decision 0071: the project's update rule is near Firestore's 1000 expressions a request may evaluate.
  it("the app's fullest edit of a pending campaign with a note's terms goes through: a new goal, every field at length, an 8-line plan", async () => {
    await seed({ 'projects/pending': storedProject({ approved: false, status: 'pending', endsAt: null, dealTerms: note('2031-06-30') }) });
    const words = Array.from({ length: 400 }, (_, i) => `word${i.toString(36)}`);
    const long = (max: number) => words.join(' ').slice(0, max).trim();
    const goal = 80_000;
    const content = {
      ...sampleContent,
      title: long(120),
      description: long(2000),
      businessPlan: long(5000),
      teamInfo: long(5000),
      risks: long(5000),
      videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
      goal,
    };
    const plan = Array.from({ length: 8 }, (_, i) => ({ label: `Line ${i + 1} ${long(50)}`.slice(0, 60), amount: goal / 8 }));
    await assertSucceeds(updateCampaign('pending', { ...content, dealTerms: note('2032-02-29'), useOfFunds: plan }, appFirestoreAs(erin)));
    expect((await readAsBackend('projects/pending'))?.dealTerms).toEqual(note('2032-02-29'));
    expect((await readAsBackend('projects/pending/useOfFunds/plan'))?.total).toBe(goal);
  });
});

describe('locked once approved', () => {
  const changed = { ...SAFE, discountPercent: 25 };

  it('the founder changes or removes them while the project is pending, or sent back', async () => {
    await assertSucceeds(editTerms('pending', changed));
    await assertSucceeds(editTerms('pending', deleteField()));
    await assertSucceeds(editTerms('returned', changed));
  });

  it('nobody else changes them, before approval either', async () => {
    await assertFails(updateProjectAs(dbAs('other'), 'pending', { dealTerms: changed, updatedAt: serverTimestamp() }));
  });

  it('refuses invalid terms in an edit', async () => {
    await assertFails(editTerms('pending', { ...SAFE, discountPercent: 60 }));
  });

  it('refuses a change, a removal or new terms once approved', async () => {
    await assertFails(editTerms('approved', changed));
    await assertFails(editTerms('approved', deleteField()));
    await assertFails(editTerms('plain', SAFE));
  });

  it("the app's edit of an approved project, its terms unchanged, goes through; a change to them does not", async () => {
    const db = appFirestoreAs(erin);
    await assertSucceeds(updateCampaign('approved', { ...sampleContent, title: 'Solar Roofs 2', dealTerms: SAFE }, db));
    await assertFails(updateCampaign('approved', { ...sampleContent, dealTerms: changed }, db));
    await assertFails(updateCampaign('approved', { ...sampleContent, dealTerms: null }, db));
  });

  it('a new goal must still hold the minimum', async () => {
    await assertFails(updateProjectAs(dbAs('entrepreneur'), 'pending', { goal: 99, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateProjectAs(dbAs('entrepreneur'), 'pending', { goal: 100, updatedAt: serverTimestamp() }));
  });
});

// The invest function (its transaction, run here as the server runs it) takes at least the campaign's
// minimum, and copies the project's terms onto the investment, so My Investments shows a row's terms
// without reading its project; the investor sends no terms of their own.
describe('an investment under deal terms', () => {
  const invest = (projectId: string, amount: number) =>
    investAsServer(ivy, projectId, amount, { id: appId(`invest-${projectId}-${amount}`) });

  it('refuses an amount below the campaign’s minimum and takes the minimum; a campaign without terms takes $1', async () => {
    for (const amount of [50, 99])
      await expect(invest('approved', amount)).rejects.toMatchObject({ details: { sentence: belowMinimumReason(100) } });
    await invest('approved', 100);
    await invest('plain', 1);
  });

  it("carries the project's terms as they are, and null where it states none", async () => {
    await invest('approved', 100);
    expect((await readAsBackend(`investments/${appId('invest-approved-100')}`))?.dealTerms).toEqual(SAFE);
    await invest('plain', 100);
    expect((await readAsBackend(`investments/${appId('invest-plain-100')}`))?.dealTerms).toBeNull();
  });
});
