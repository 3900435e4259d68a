import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@/lib/auth-state';
import type { Investment } from '@/features/investments/api/investment-read';
import {
  campaignFactsQuery,
  myInvestmentsQuery,
  projectDealTermsQuery,
  totalInvestedQuery,
} from '@/features/investments/api/use-investments';
import { callCancel } from '@/features/investments/api/money-functions';
import { fetchProjectDealTerms } from '@/features/investments/api/receipt-terms';
import { renderWithData } from '@/testing/render-with-data';
import { anInvestment } from '@/testing/test-data';
import type { CampaignFacts } from '@/features/investments/api/investment-state';
import { MyInvestments } from './my-investments';

// The Functions emulator does not run in the unit tests (the call is tested in tests/functions): the cancel call
// is stubbed with each test's answer; the real useCancelInvestment runs over it.
vi.mock('@/features/investments/api/money-functions', async (actual) => ({
  ...(await actual<typeof import('@/features/investments/api/money-functions')>()),
  callCancel: vi.fn(),
}));
// Firestore cannot run in the unit tests (no emulator): a project's terms not seeded are never read here (the
// tests see whether they were asked for); the rest of the module stays real, and the real useProjectDealTerms runs.
vi.mock('@/features/investments/api/receipt-terms', async (actual) => ({
  ...(await actual<typeof import('@/features/investments/api/receipt-terms')>()),
  fetchProjectDealTerms: vi.fn(() => new Promise(() => {})),
}));

// The Closed mark and the cancellation cut-off come from each investment's campaign (its card).
// p-closed is a campaign the admin closed; p-late ends within 48 hours; p-ended ended short of its goal,
// p-ended-funded reached it; the others run for weeks.
const weeksAway = new Date(Date.now() + 21 * 86_400_000);
const facts = (id: string): CampaignFacts => ({
  status: id === 'p-closed' ? 'closed' : 'approved',
  endsAt: id === 'p-late' ? new Date(Date.now() + 3_600_000) : id.startsWith('p-ended') ? new Date(Date.now() - 3_600_000) : weeksAway,
  goal: 1000,
  raised: id === 'p-ended-funded' ? 1000 : 400,
});

const investment = (overrides: Partial<Investment>): Investment => anInvestment(overrides);
const ivy: AuthState = {
  status: 'signedIn',
  user: { uid: 'ivy', email: 'ivy@example.com', emailVerified: true, displayName: null },
  role: 'investor',
  profile: null,
};
// p-terms states SAFE terms; the others none.
const SAFE = { instrument: 'safe', minimumInvestment: 100, valuationCap: 5_000_000, discountPercent: 20 } as const;

/** The portfolio over what the real hooks read, seeded under their keys: the investments, the total, each row's campaign, and the terms of a row without a copy. */
function renderPortfolio(investments: Investment[], total: number) {
  return renderWithData(<MyInvestments />, ivy, (client: QueryClient) => {
    client.setQueryData(myInvestmentsQuery('ivy').queryKey, { pages: [{ investments, cursor: null }], pageParams: [null] });
    client.setQueryData(totalInvestedQuery('ivy').queryKey, total);
    for (const { projectId, dealTerms } of investments) {
      client.setQueryData(campaignFactsQuery(projectId).queryKey, facts(projectId));
      if (dealTerms === undefined) client.setQueryData(projectDealTermsQuery(projectId).queryKey, projectId === 'p-terms' ? SAFE : null);
    }
  });
}

describe('My Investments', () => {
  beforeEach(() => {
    vi.mocked(callCancel).mockReset();
    vi.mocked(fetchProjectDealTerms).mockClear();
  });

  it('shows each status, Cancel only on active ones, and the total with what it counts', () => {
    renderPortfolio([investment({}), investment({ id: 'i2', projectTitle: 'Kelp Farms', amount: 90, status: 'cancelled' })], 250);
    const [, active, cancelled] = screen.getAllByRole('row');
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Cancel $250 in Solar Roofs' })).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('total-invested')).toHaveTextContent('$250');
    expect(screen.getByText(/Every investment you have not cancelled, including money a campaign returned/)).toBeInTheDocument();
  });

  it('shows an investment whose campaign the admin closed as Returned, with no Cancel', () => {
    renderPortfolio([investment({}), investment({ id: 'i2', projectId: 'p-closed', projectTitle: 'Kelp Farms' })], 500);
    const [, open, closed] = screen.getAllByRole('row');
    expect(within(open).queryByText('Closed')).not.toBeInTheDocument();
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText('Returned')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('shows Collected once a campaign ended funded, Returned once it ended short', () => {
    renderPortfolio([investment({ projectId: 'p-ended-funded' }), investment({ id: 'i2', projectId: 'p-ended' })], 250);
    const [, funded, short] = screen.getAllByRole('row');
    expect(within(funded).getByText('Collected')).toBeInTheDocument();
    expect(within(short).getByText('Returned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('offers no Cancel within 48 hours of the deadline, and says why', () => {
    renderPortfolio([investment({ projectId: 'p-late' })], 250);
    const [, row] = screen.getAllByRole('row');
    expect(within(row).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(row).getByText('Can no longer be cancelled (within 48 hours of the deadline)')).toBeInTheDocument();
  });

  it("says why an ended campaign's investment has no Cancel", () => {
    renderPortfolio([investment({ projectId: 'p-ended' })], 250);
    const [, row] = screen.getAllByRole('row');
    expect(within(row).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(row).getByText('The campaign ended short of its goal or was closed')).toBeInTheDocument();
  });

  it('cancels only after confirmation, and shows why a cancellation failed', async () => {
    const { user } = renderPortfolio([investment({})], 250);
    await user.click(screen.getByRole('button', { name: 'Cancel $250 in Solar Roofs' }));
    await user.click(screen.getByRole('button', { name: 'Keep Investment' }));
    expect(callCancel).not.toHaveBeenCalled();

    const refused = new Error('Investments can no longer be cancelled within 48 hours of the deadline.');
    vi.mocked(callCancel).mockRejectedValue(refused);
    await user.click(screen.getByRole('button', { name: 'Cancel $250 in Solar Roofs' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Investment' }));
    // The call names the investment (i1, the $250 row) by its id, all the server needs.
    await waitFor(() => expect(callCancel).toHaveBeenCalledWith({ investmentId: 'i1' }));
    expect(
      await screen.findByText('Error cancelling investment: Investments can no longer be cancelled within 48 hours of the deadline.'),
    ).toBeInTheDocument();
  });

  it('says under each investment its terms and until when it can be cancelled, with Download receipt', () => {
    renderPortfolio(
      [
        investment({ projectId: 'p-terms' }),
        investment({ id: 'i2', projectId: 'p-late', projectTitle: 'Kelp Farms' }),
        investment({ id: 'i3', projectId: 'p-ended', projectTitle: 'Tide Mills' }),
        investment({ id: 'i4', projectTitle: 'Wind Sheds', status: 'cancelled' }),
      ],
      500,
    );
    const [, withTerms, late, ended, cancelled] = screen.getAllByRole('row');
    expect(within(withTerms).getByTestId('row-terms')).toHaveTextContent('SAFE: $5,000,000 valuation cap, 20% discount; minimum $100');
    expect(within(withTerms).getByTestId('row-cancel-until')).toHaveTextContent(/^You can cancel until /);
    expect(within(late).getByTestId('row-terms')).toHaveTextContent('Terms not stated');
    expect(within(late).getByTestId('row-cancel-until')).toHaveTextContent(
      'Within 48 hours of the deadline: it can no longer be cancelled',
    );
    expect(within(ended).getByTestId('row-cancel-until')).toHaveTextContent('The campaign is over: it can no longer be cancelled');
    expect(within(cancelled).queryByTestId('row-cancel-until')).not.toBeInTheDocument();
    for (const row of [withTerms, late, ended, cancelled])
      expect(within(row).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
  });

  it("shows the terms copied onto an investment without reading its project's, and none where the copy says none", () => {
    renderPortfolio(
      [
        investment({ projectId: 'p-copied', dealTerms: SAFE }),
        investment({ id: 'i2', projectId: 'p-plain', projectTitle: 'Kelp Farms', dealTerms: null }),
      ],
      500,
    );
    const [, copied, none] = screen.getAllByRole('row');
    expect(within(copied).getByTestId('row-terms')).toHaveTextContent('SAFE: $5,000,000 valuation cap, 20% discount; minimum $100');
    expect(within(none).getByTestId('row-terms')).toHaveTextContent('Terms not stated');
    for (const row of [copied, none]) expect(within(row).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
    expect(fetchProjectDealTerms).not.toHaveBeenCalled();
  });
});
