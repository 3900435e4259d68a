// The largest campaign the form allows: every text at its longest, an 8-line plan, 6
// milestones, every term of each instrument at its largest; `mark` makes one version differ from another.
import { LIMITS } from '../../src/features/campaigns/api/projects/project-limits';
import { MILESTONE_LIMITS } from '@/features/accountability/api/milestones/milestone-limits';
import {
  DEAL_TERM_LIMITS,
  INSTRUMENTS,
  type DealTerms,
  type Instrument,
} from '../../src/features/campaigns/api/deal-terms/deal-terms-limits';
import type { ProjectContent } from '../../src/features/campaigns/api/projects/project-schema';
import { sampleContent } from './rules-env';

const DAY = 86_400_000;
const words = Array.from({ length: 900 }, (_, i) => `word${i.toString(36)}`).join(' ');
export const longest = (max: number, mark = '') => `${mark}${words}`.slice(0, max).trim();

/** Every text at its longest; `mark` makes one version differ from another. */
export const fullContent = (goal: number, mark = ''): ProjectContent => ({
  ...sampleContent,
  title: longest(LIMITS.title, mark),
  description: longest(LIMITS.description, mark),
  businessPlan: longest(LIMITS.longText, mark),
  teamInfo: longest(LIMITS.longText, mark),
  risks: longest(LIMITS.longText, mark),
  videoUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
  goal,
});
export const fullPlan = (goal: number, mark = '') =>
  Array.from({ length: 8 }, (_, i) => ({ label: longest(60, `${mark}${i} `), amount: goal / 8 }));
export const fullMilestones = (mark = '') =>
  Array.from({ length: MILESTONE_LIMITS.max }, (_, i) => ({
    title: longest(MILESTONE_LIMITS.title, `${mark}${i} `),
    description: longest(MILESTONE_LIMITS.description, mark),
    // Whole UTC days, as the form's date field gives them.
    due: new Date((Math.floor(Date.now() / DAY) + 30 + i * 60) * DAY),
  }));
/** Each instrument with every term it takes, at its largest. */
export const fullTerms = (instrument: Instrument): DealTerms => {
  const v = DEAL_TERM_LIMITS.valuationMax;
  const terms: Record<Instrument, DealTerms> = {
    safe: { instrument, minimumInvestment: 1_000, valuationCap: v, discountPercent: DEAL_TERM_LIMITS.discountPercent.max },
    equity: { instrument, minimumInvestment: 1_000, pricePerShareCents: DEAL_TERM_LIMITS.pricePerShareCents.max, preMoneyValuation: v },
    convertible_note: {
      instrument,
      minimumInvestment: 1_000,
      interestRatePercent: DEAL_TERM_LIMITS.interestRatePercent.max,
      maturityDate: '2032-02-29',
      valuationCap: v,
      discountPercent: DEAL_TERM_LIMITS.discountPercent.max,
    },
    revenue_share: {
      instrument,
      minimumInvestment: 1_000,
      revenueSharePercent: DEAL_TERM_LIMITS.revenueSharePercent.max,
      repaymentMultipleTenths: DEAL_TERM_LIMITS.repaymentMultipleTenths.max,
    },
  };
  return terms[instrument];
};
export const other = (instrument: Instrument) => INSTRUMENTS[(INSTRUMENTS.indexOf(instrument) + 1) % INSTRUMENTS.length];

/** All of it at once, as the create and edit forms send it. */
export const fullCampaign = (goal: number, instrument: Instrument, mark = '') => ({
  ...fullContent(goal, mark),
  dealTerms: fullTerms(instrument),
  useOfFunds: fullPlan(goal, mark),
  milestones: fullMilestones(mark),
});
