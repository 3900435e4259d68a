// Invest Now reads the investor's allowance (every campaign they hold money in) only once the form opens;
// a first investment starts with Before you invest and ends with a confirmation that stays.
import { screen, within } from '@testing-library/react';
import { INVESTMENT_LIMIT_12_MONTHS, RISKS_VERSION } from '@shared/money/policy';
import type { InvestResult } from '@shared/money/calls';
import type { AuthState } from '@/lib/auth-state';
import { renderWithData } from '@/testing/render-with-data';
import { aProject, signedInAs } from '@/testing/test-data';
import { callInvest } from '@/features/investments/api/money-functions';
import { fetchAllowance } from '@/features/investments/api/twelve-month-limit';
import { dismissInvestmentConfirmation } from '@/features/investments/api/investment-confirmation';
import { acknowledgeRisks } from '@/features/users/api/users';
import { InvestButton } from './invest-button';
import { ConfirmationCard } from './investment-confirmation-panel';

// Firestore cannot run in the unit tests (no emulator): the acknowledgement's write is stubbed, to see it sent.
vi.mock('@/features/users/api/users', () => ({ acknowledgeRisks: vi.fn(async () => {}) }));
// Firestore cannot run in the unit tests (no emulator): the ledger's read is stubbed; the real useInvestmentAllowance runs over it.
vi.mock('@/features/investments/api/twelve-month-limit', () => ({ fetchAllowance: vi.fn() }));
// The Functions emulator does not run in the unit tests (the call is tested in tests/functions): the invest call
// is stubbed with each test's answer; the real useInvest and useInvestAction run over it.
vi.mock('@/features/investments/api/money-functions', async (actual) => ({
  ...(await actual<typeof import('@/features/investments/api/money-functions')>()),
  callInvest: vi.fn(),
  callCancel: vi.fn(),
}));

/** A signed-in investor whose profile holds this version of the risks' acknowledgement (none: not acknowledged). */
const investorWith = (risksVersion?: number): AuthState => {
  const session = signedInAs('investor');
  return session.status === 'signedIn' ? { ...session, profile: { role: 'investor', fullName: 'Ivy Chen', risksVersion } } : session;
};
const ivy = investorWith(RISKS_VERSION);
afterEach(() => dismissInvestmentConfirmation());

beforeEach(() => {
  localStorage.clear();
  vi.mocked(callInvest).mockReset();
  vi.mocked(fetchAllowance).mockReset().mockResolvedValue(4_000);
});

it('reads the allowance only once Invest Now opens the form, and shows it there', async () => {
  const { user } = renderWithData(<InvestButton project={aProject({ id: 'p1', title: 'Solar Roofs' })} verifyNotice={null} />, ivy);
  expect(fetchAllowance).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Invest Now' }));
  expect(await screen.findByTestId('allowance')).toHaveTextContent('$4,000');
  expect(fetchAllowance).toHaveBeenLastCalledWith(ivy.status === 'signedIn' ? ivy.user.uid : '', INVESTMENT_LIMIT_12_MONTHS);
});

it('closes the verify pop-up of an unverified investor by its Close button (a phone has no Escape key)', async () => {
  const { user } = renderWithData(
    <InvestButton
      project={aProject({ id: 'p1', title: 'Solar Roofs' })}
      verifyNotice={<p>Please verify your e-mail address to invest.</p>}
    />,
    signedInAs('investor', { emailVerified: false }),
  );
  await user.click(screen.getByRole('button', { name: 'Invest Now' }));
  const dialog = screen.getByRole('dialog', { name: 'Make an Investment' });
  expect(await within(dialog).findByText('Please verify your e-mail address to invest.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Please verify your e-mail address to invest.')).not.toBeInTheDocument();
  expect(dialog).not.toHaveAttribute('open');
});

describe('Before you invest', () => {
  it.each([
    ['never acknowledged', undefined],
    ['acknowledged an older version', RISKS_VERSION - 1],
  ])('asks an investor who has %s, once, before the amount', async (_label, version) => {
    const { user } = renderWithData(<InvestButton project={aProject({ id: 'p1' })} verifyNotice={null} />, investorWith(version));
    await user.click(screen.getByRole('button', { name: 'Invest Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Make an Investment' });
    expect(await within(dialog).findByRole('heading', { name: 'Before you invest' })).toBeVisible();
    expect(dialog).toHaveTextContent('Most startups fail');
    expect(dialog).toHaveTextContent('48 hours before its campaign ends');
    expect(dialog).toHaveTextContent("StartupFund's limit is $10,000 in any 12 months");
    expect(within(dialog).queryByLabelText('Investment Amount (USD)')).not.toBeInTheDocument();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand the risks' }));
    await user.click(next);
    expect(acknowledgeRisks).toHaveBeenCalledWith('ivy');
    expect(await within(dialog).findByLabelText('Investment Amount (USD)')).toBeVisible();
  });

  it('goes straight to the amount for an investor who acknowledged the current version', async () => {
    const { user } = renderWithData(<InvestButton project={aProject({ id: 'p1' })} verifyNotice={null} />, ivy);
    await user.click(screen.getByRole('button', { name: 'Invest Now' }));
    expect(await screen.findByLabelText('Investment Amount (USD)')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Before you invest' })).not.toBeInTheDocument();
  });
});

describe('the confirmation after investing', () => {
  it('shows the project, amount, terms, date, cancel-until and public name until dismissed, linking to My Investments', async () => {
    vi.mocked(callInvest).mockResolvedValue({
      investmentId: 'i1',
      outcome: 'recorded',
      projectId: 'p1',
      amount: 250,
      anonymous: false,
      createdAt: new Date().toISOString(),
    } satisfies InvestResult);
    const endsAt = new Date(Date.now() + 10 * 86_400_000);
    const project = aProject({
      id: 'p1',
      title: 'Solar Roofs',
      endsAt,
      dealTerms: { instrument: 'safe', minimumInvestment: 100, valuationCap: 5_000_000, discountPercent: 20 },
    });
    const { user } = renderWithData(<InvestButton project={project} verifyNotice={null} />, ivy);
    await user.click(screen.getByRole('button', { name: 'Invest Now' }));
    await user.type(await screen.findByLabelText('Investment Amount (USD)'), '250');
    await user.click(screen.getByRole('button', { name: 'Confirm Investment' }));

    const confirmation = await screen.findByRole('region', { name: 'Investment confirmed' });
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    expect(within(confirmation).getByTestId('confirmation-project')).toHaveTextContent('Solar Roofs');
    expect(within(confirmation).getByTestId('confirmation-amount')).toHaveTextContent('$250');
    expect(within(confirmation).getByTestId('confirmation-terms')).toHaveTextContent('SAFE: $5,000,000 valuation cap, 20% discount');
    expect(within(confirmation).getByTestId('confirmation-date')).not.toBeEmptyDOMElement();
    expect(within(confirmation).getByTestId('confirmation-cancellation')).toHaveTextContent(/^You can cancel until /);
    expect(within(confirmation).getByTestId('confirmation-shown-publicly-as')).toHaveTextContent('Ivy Chen');
    expect(within(confirmation).getByRole('link', { name: 'My Investments' })).toHaveAttribute(
      'href',
      '/investor/dashboard?tab=investments',
    );
    expect(within(confirmation).getByRole('button', { name: 'Download receipt' })).toBeVisible();

    await user.click(within(confirmation).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Investment confirmed' })).not.toBeInTheDocument();
  });

  it('leaves out the My Investments link for a founder who invests (their dashboard has no such tab)', () => {
    const facts = {
      investmentId: 'i1',
      projectId: 'p1',
      projectTitle: 'Solar Roofs',
      amount: 250,
      terms: 'Terms not stated',
      madeAt: new Date(),
      cancelNote: 'You can cancel until Dec 3, 2026, 5:00 PM',
      shownAs: 'Erin',
    };
    renderWithData(<ConfirmationCard confirmation={facts} />, signedInAs('entrepreneur'));
    const confirmation = screen.getByRole('region', { name: 'Investment confirmed' });
    expect(within(confirmation).getByRole('button', { name: 'Download receipt' })).toBeVisible();
    expect(within(confirmation).queryByRole('link', { name: 'My Investments' })).not.toBeInTheDocument();
  });

  it('says an anonymous investment is shown as Anonymous investor, and a late one cannot be cancelled', async () => {
    vi.mocked(callInvest).mockResolvedValue({
      investmentId: 'i2',
      outcome: 'recorded',
      projectId: 'p1',
      amount: 50,
      anonymous: true,
      createdAt: new Date().toISOString(),
    } satisfies InvestResult);
    const project = aProject({ id: 'p1', endsAt: new Date(Date.now() + 3_600_000) });
    const { user } = renderWithData(<InvestButton project={project} verifyNotice={null} />, ivy);
    await user.click(screen.getByRole('button', { name: 'Invest Now' }));
    await user.type(await screen.findByLabelText('Investment Amount (USD)'), '50');
    await user.click(screen.getByRole('checkbox', { name: 'Invest anonymously' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    const confirmation = await screen.findByRole('region', { name: 'Investment confirmed' });
    expect(within(confirmation).getByTestId('confirmation-shown-publicly-as')).toHaveTextContent('Anonymous investor');
    expect(within(confirmation).getByTestId('confirmation-terms')).toHaveTextContent('Terms not stated');
    expect(within(confirmation).getByTestId('confirmation-cancellation')).toHaveTextContent(
      'This campaign ends in less than 48 hours: this investment cannot be cancelled',
    );
  });
});
