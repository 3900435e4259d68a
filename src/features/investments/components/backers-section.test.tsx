import type { ComponentProps } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import type { Investment } from '@/features/investments/api/investment-read';
import { fetchAllBackers, fetchBackerPage, fetchBackerTotals, type InvestmentCursor } from '@/features/investments/api/investment-queries';
import { investmentKeys, type MoneyProgress } from '@/features/investments/api/use-investments';
import { renderWithData } from '@/testing/render-with-data';
import { anInvestment, signedOut } from '@/testing/test-data';
import { BackersSection } from './backers-section';

// Firestore cannot run in the unit tests (no emulator): the backers' reads are stubbed (a read not seeded never
// answers here, the export answers each test's); the real useProjectBackers and loadAllBackers run over them.
vi.mock('@/features/investments/api/investment-queries', () => ({
  fetchBackerPage: vi.fn(),
  fetchBackerTotals: vi.fn(),
  fetchAllBackers: vi.fn(),
}));

const investment = (n: number, overrides: Partial<Investment> = {}): Investment =>
  anInvestment({
    id: `inv-${n}`,
    investorId: `u${n}`,
    investorEmail: `backer${n}@example.com`,
    amount: n * 100,
    createdAt: new Date('2026-10-01T09:30:00Z'),
    ...overrides,
  });

const running = {
  status: 'approved' as const,
  endsAt: new Date(Date.now() + 86_400_000 * 20),
  raised: 300,
  goal: 1000,
  backerCount: 2,
  moneyMark: '0:a',
};

/** The next page's cursor (Load more backers is offered); its read goes to the stubbed reader. */
const more = {} as InvestmentCursor;
const never = () => new Promise<never>(() => {});
beforeEach(() => {
  vi.mocked(fetchBackerPage).mockReset().mockImplementation(never);
  vi.mocked(fetchBackerTotals).mockReset().mockImplementation(never);
  vi.mocked(fetchAllBackers).mockReset();
});

/**
 * useProjectBackers' keys: the project's backers (the real factory), then what is read, whose, and the
 * project's progress (its backer count, Raised and shards' mark), so a moved progress reads again.
 */
const backersKey = (part: 'pages' | 'totals', { backerCount, raised, moneyMark }: MoneyProgress) => [
  ...investmentKeys.projectBackers('p1'),
  part,
  'erin',
  backerCount,
  raised,
  moneyMark,
];

type Seeded = { investments?: Investment[]; totals?: { total: number; investments: number }; hasNextPage?: boolean };
/** Erin's Backers section over what useProjectBackers read for this progress of the project, seeded under its keys. */
function renderBackers(
  project: ComponentProps<typeof BackersSection>['project'],
  { investments = [], totals, hasNextPage = false }: Seeded,
) {
  return renderWithData(<BackersSection creatorId="erin" projectId="p1" project={project} />, signedOut, (client) => {
    client.setQueryData(backersKey('pages', project), {
      pages: [{ investments, cursor: hasNextPage ? more : null }],
      pageParams: [null],
    });
    if (totals) client.setQueryData(backersKey('totals', project), totals);
  });
}

describe('BackersSection', () => {
  it('lists each investor with their status, the totals (backers are people), and pages on', async () => {
    const { user } = renderBackers(running, {
      investments: [investment(1), investment(2, { status: 'cancelled' })],
      totals: { total: 300, investments: 2 },
      hasNextPage: true,
    });
    // Seeded under this progress of the project: found only as the section passes it to useProjectBackers,
    // which reads again when the page's refresh brings another backer count or Raised.
    expect(screen.getByTestId('backers-totals')).toHaveTextContent('$300 from 2 backers (2 active investments)');
    const rows = screen.getAllByRole('row');
    const [investorCell] = within(rows[1]).getAllByRole('cell');
    expect(within(investorCell).getByText('backer1@example.com')).toBeInTheDocument();
    // On a phone the Date column is hidden and the date folds under the investor.
    expect(within(investorCell).getByText('Oct 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Latest' })).toHaveClass('hidden', 'sm:table-cell');
    expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Cancelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more backers' }));
    expect(fetchBackerPage).toHaveBeenCalledWith('erin', 'p1', more);
  });

  it('groups an investor’s investments in one row: their total and number, a cancelled one said apart', () => {
    renderBackers(
      { ...running, backerCount: 2 },
      {
        investments: [
          investment(1, { amount: 100 }),
          investment(2),
          investment(3, {
            investorId: 'u1',
            investorEmail: 'backer1@example.com',
            amount: 50,
            createdAt: new Date('2026-10-03T09:30:00Z'),
          }),
          investment(4, { investorId: 'u1', investorEmail: 'backer1@example.com', amount: 70, status: 'cancelled' }),
        ],
        totals: { total: 350, investments: 3 },
      },
    );
    expect(screen.getByTestId('backers-totals')).toHaveTextContent('$350 from 2 backers (3 active investments)');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('backer1@example.com');
    expect(cells[1]).toHaveTextContent('$150');
    expect(cells[2]).toHaveTextContent('2 investments (1 cancelled)');
    expect(cells[3]).toHaveTextContent('Oct 3, 2026');
    expect(cells[4]).toHaveTextContent('Active');
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent('1 investment');
  });

  it('writes a large number of investments with separators', () => {
    renderBackers(running, { investments: [investment(1)], totals: { total: 250_000, investments: 1250 } });
    expect(screen.getByTestId('backers-totals')).toHaveTextContent('$250,000 from 2 backers (1,250 active investments)');
  });

  it('says so when nobody has invested, with nothing to export', () => {
    renderBackers(running, { totals: { total: 0, investments: 0 } });
    expect(screen.getByText('No backers yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows an export failure', async () => {
    vi.mocked(fetchAllBackers).mockRejectedValue(new Error('offline'));
    const { user } = renderBackers(running, { investments: [investment(1)] });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error exporting backers: offline');
  });

  it('says Collected or Returned once the campaign is over, in the list and the CSV', async () => {
    const seeded = { investments: [investment(1), investment(2, { status: 'cancelled' })], totals: { total: 100, investments: 1 } };
    const ended = { ...running, endsAt: new Date(Date.now() - 86_400_000) };
    renderBackers({ ...ended, raised: 1000 }, seeded);
    expect(screen.getByTestId('backers-totals')).toHaveTextContent('$100 from 2 backers (1 collected investment)');
    expect(within(screen.getAllByRole('row')[1]).getByText('Collected')).toBeInTheDocument();
    cleanup();
    renderBackers({ ...running, status: 'closed' }, seeded);
    expect(within(screen.getAllByRole('row')[1]).getByText('Returned')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).getByText('Cancelled')).toBeInTheDocument();
  });
});
