import { emptyDealTerms, validateDealTerms } from './deal-terms-form';
import { isMaturityDate } from './deal-terms-limits';
import { DEAL_TERM_MESSAGES } from './deal-terms-schema';

// The clock the form judges by: noon UTC on Dec 2, 2026.
const now = new Date(Date.UTC(2026, 11, 2, 12));
const note = (maturityDate: string) =>
  validateDealTerms(
    {
      ...emptyDealTerms,
      instrument: 'convertible_note',
      minimumInvestment: '100',
      interestRatePercent: '5',
      maturityDate,
      valuationCap: '8000000',
      discountPercent: '20',
    },
    50_000,
    now,
  );

describe('a maturity date (firestore.rules isMaturityDate, the same rule)', () => {
  it.each(['2031-02-31', '2031-04-31', '2031-02-29', '2026-12-02', '2026-12-01', '2020-01-01', '2031-6-30', '31/12/2031'])(
    'refuses %s',
    (date) => {
      expect(isMaturityDate(date, now)).toBe(false);
      expect(note(date).errors).toEqual({ maturityDate: DEAL_TERM_MESSAGES.maturityDate });
    },
  );

  it.each(['2026-12-03', '2032-02-29', '2031-12-31'])('takes %s', (date) => {
    expect(isMaturityDate(date, now)).toBe(true);
    expect(note(date).terms).toMatchObject({ maturityDate: date });
  });

  it('takes tomorrow only once today has begun in UTC: the midnight that starts it must be after now', () => {
    expect(isMaturityDate('2026-12-03', new Date(Date.UTC(2026, 11, 2, 23, 59)))).toBe(true);
    expect(isMaturityDate('2026-12-03', new Date(Date.UTC(2026, 11, 3)))).toBe(false);
  });
});
