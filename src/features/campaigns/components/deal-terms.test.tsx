import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProjectForm, type ProjectFormValues } from '@/features/campaigns/api/project-form/project-form-values';
import { TERMS_LOCKED_HINT, type DealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';
import { DEAL_TERM_MESSAGES } from '@/features/campaigns/api/deal-terms/deal-terms-schema';
import { dealTermsText } from '@/features/campaigns/api/deal-terms/deal-terms-text';
import { ProjectForm } from './project-form';
import { DealTermsRow } from './deal-terms-row';

const SAFE: DealTerms = { instrument: 'safe', minimumInvestment: 100, valuationCap: 5_000_000, discountPercent: 20 };
const filled: ProjectFormValues = {
  ...emptyProjectForm,
  title: 'Solar Roofs',
  description: 'Panels',
  goal: '5000',
  businessPlan: 'Lease',
  teamInfo: 'Two',
  risks: 'Weather',
};

function renderForm(props: Partial<Parameters<typeof ProjectForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<ProjectForm initialValues={filled} submitLabel="Save" busyLabel="Saving..." onCancel={vi.fn()} {...props} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

describe('deal terms in plain words', () => {
  it.each<[DealTerms | null, string]>([
    [SAFE, 'SAFE: $5,000,000 valuation cap, 20% discount; minimum $100'],
    [{ instrument: 'safe', minimumInvestment: 50, discountPercent: 10 }, 'SAFE: 10% discount; minimum $50'],
    [
      { instrument: 'equity', minimumInvestment: 250, pricePerShareCents: 125, preMoneyValuation: 4_000_000 },
      'Equity: $1.25 per share, $4,000,000 pre-money valuation; minimum $250',
    ],
    [
      {
        instrument: 'convertible_note',
        minimumInvestment: 500,
        interestRatePercent: 6,
        maturityDate: '2028-12-31',
        valuationCap: 8_000_000,
        discountPercent: 15,
      },
      'Convertible note: 6% interest, matures Dec 31, 2028, $8,000,000 valuation cap, 15% discount; minimum $500',
    ],
    [
      { instrument: 'revenue_share', minimumInvestment: 100, revenueSharePercent: 5, repaymentMultipleTenths: 15 },
      'Revenue share: 5% of revenue, until 1.5x the investment is repaid; minimum $100',
    ],
    [null, 'Terms not stated'],
  ])('%j reads %j', (terms, text) => {
    expect(dealTermsText(terms)).toBe(text);
  });

  it('Campaign Details says them, or that there are none', () => {
    const { rerender } = render(
      <dl>
        <DealTermsRow terms={SAFE} />
      </dl>,
    );
    expect(screen.getByTestId('deal-terms')).toHaveTextContent('SAFE: $5,000,000 valuation cap, 20% discount; minimum $100');
    rerender(
      <dl>
        <DealTermsRow terms={null} />
      </dl>,
    );
    expect(screen.getByTestId('deal-terms')).toHaveTextContent('Terms not stated');
  });
});

describe('the Deal terms section of the project form', () => {
  it('is optional: without an instrument the project states none', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.queryByLabelText('Minimum Investment (USD)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ dealTerms: expect.anything() }), { kind: 'keep' });
  });

  it('sends a SAFE with its cap, discount and minimum', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Instrument'), 'safe');
    await user.type(screen.getByLabelText('Valuation Cap (USD)'), '5000000');
    await user.type(screen.getByLabelText('Discount (%)'), '20');
    await user.type(screen.getByLabelText('Minimum Investment (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ dealTerms: SAFE }), { kind: 'keep' });
  });

  it('refuses a SAFE without cap or discount, and a minimum above the goal, beside their fields', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Instrument'), 'safe');
    await user.type(screen.getByLabelText('Minimum Investment (USD)'), '5001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Valuation Cap (USD)')).toHaveAccessibleDescription(expect.stringContaining(DEAL_TERM_MESSAGES.safe));
    expect(screen.getByLabelText('Minimum Investment (USD)')).toHaveAccessibleDescription(
      expect.stringContaining(DEAL_TERM_MESSAGES.minimumInvestment),
    );
    expect(
      screen.getByText(/Please correct the highlighted fields: Valuation Cap \(USD\), Minimum Investment \(USD\)/),
    ).toBeInTheDocument();
  });

  it.each([
    ['Discount (%)', '51', DEAL_TERM_MESSAGES.discountPercent],
    ['Valuation Cap (USD)', '10000000001', DEAL_TERM_MESSAGES.valuationCap],
  ])('bounds %s', async (label, typed, message) => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Instrument'), 'safe');
    await user.type(screen.getByLabelText(label), typed);
    await user.type(screen.getByLabelText('Minimum Investment (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('asks a note for all of its terms, its maturity after today', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Instrument'), 'convertible_note');
    await user.type(screen.getByLabelText('Interest Rate (% a year)'), '6');
    await user.type(screen.getByLabelText('Maturity Date'), '2020-01-01');
    await user.type(screen.getByLabelText('Minimum Investment (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Maturity Date')).toHaveAccessibleDescription(expect.stringContaining(DEAL_TERM_MESSAGES.maturityDate));
    expect(screen.getByLabelText('Discount (%)')).toHaveAccessibleDescription('Discount (%) is required for a convertible note');
  });

  it('sends equity with its price per share in cents', async () => {
    const { onSubmit, user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Instrument'), 'equity');
    await user.type(screen.getByLabelText('Price per Share (USD)'), '1.25');
    await user.type(screen.getByLabelText('Pre-money Valuation (USD)'), '4000000');
    await user.type(screen.getByLabelText('Minimum Investment (USD)'), '250');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        dealTerms: { instrument: 'equity', minimumInvestment: 250, pricePerShareCents: 125, preMoneyValuation: 4_000_000 },
      }),
      { kind: 'keep' },
    );
  });

  it('removes the project’s terms when set back to Not stated', async () => {
    const { onSubmit, user } = renderForm({ initialTerms: SAFE });
    await user.selectOptions(screen.getByLabelText('Instrument'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ dealTerms: null }), { kind: 'keep' });
  });

  it('once approved, shows them read-only with why, and sends none', async () => {
    const { onSubmit, user } = renderForm({ initialTerms: SAFE, termsLocked: true });
    expect(screen.getByText(TERMS_LOCKED_HINT)).toBeInTheDocument();
    expect(screen.getByLabelText('Instrument')).toBeDisabled();
    expect(screen.getByLabelText('Instrument')).toHaveValue('safe');
    expect(screen.getByLabelText('Valuation Cap (USD)')).toBeDisabled();
    expect(screen.getByLabelText('Valuation Cap (USD)')).toHaveValue(5000000);
    expect(screen.getByRole('group', { name: 'Deal terms' })).toHaveAccessibleDescription(TERMS_LOCKED_HINT);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ dealTerms: expect.anything() }), { kind: 'keep' });
  });
});
