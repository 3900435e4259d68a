import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Investment } from '@/features/investments/api/investment-read';
import { loadAllBackers, useProjectBackers } from '@/features/investments/api/use-investments';
import { anInvestment } from '@/testing/test-data';
import { BackersSection } from './backers-section';

vi.mock('@/features/investments/api/use-investments', () => ({ useProjectBackers: vi.fn(), loadAllBackers: vi.fn() }));

const investment = (n: number, overrides: Partial<Investment> = {}): Investment =>
  anInvestment({
    id: `inv-${n}`,
    investorId: `u${n}`,
    investorEmail: `backer${n}@example.com`,
    amount: n * 100,
    createdAt: new Date('2026-10-01T09:30:00Z'),
    ...overrides,
  });

type Result = ReturnType<typeof useProjectBackers>;
function backers(result: Partial<Result>) {
  const fetchNextPage = vi.fn();
  vi.mocked(useProjectBackers).mockReturnValue({
    investments: [],
    isPending: false,
    isError: false,
    hasNextPage: false,
    fetchNextPage,
    ...result,
  } as unknown as Result);
  return fetchNextPage;
}

const running = {
  status: 'approved' as const,
  endsAt: new Date(Date.now() + 86_400_000 * 20),
  raised: 300,
  goal: 1000,
  backerCount: 2,
  moneyMark: '0:a',
};

describe('BackersSection', () => {
  it('lists each investor with their status, the totals (backers are people), and pages on', async () => {
    const fetchNextPage = backers({
      investments: [investment(1), investment(2, { status: 'cancelled' })],
      totals: { total: 300, investments: 2 },
      hasNextPage: true,
    });
    render(<BackersSection creatorId="erin" projectId="p1" project={running} />);
    expect(screen.getByTestId('backers-totals')).toHaveTextContent('$300 from 2 backers (2 active investments)');
    // Read again when the page's refresh brings another backer count or Raised (useProjectBackers).
    expect(useProjectBackers).toHaveBeenLastCalledWith('erin', 'p1', running);
    const rows = screen.getAllByRole('row');
    const [investorCell] = within(rows[1]).getAllByRole('cell');
    expect(within(investorCell).getByText('backer1@example.com')).toBeInTheDocument();
    // On a phone the Date column is hidden and the date folds under the investor.
    expect(within(investorCell).getByText('Oct 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Latest' })).toHaveClass('hidden', 'sm:table-cell');
    expect(within(rows[1]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Cancelled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more backers' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it('groups an investor’s investments in one row: their total and number, a cancelled one said apart', () => {
    backers({
      investments: [
        investment(1, { amount: 100 }),
        investment(2),
        investment(3, { investorId: 'u1', investorEmail: 'backer1@example.com', amount: 50, createdAt: new Date('2026-10-03T09:30:00Z') }),
        investment(4, { investorId: 'u1', investorEmail: 'backer1@example.com', amount: 70, status: 'cancelled' }),
      ],
      totals: { total: 350, investments: 3 },
    });
    render(<BackersSection creatorId="erin" projectId="p1" project={{ ...running, backerCount: 2 }} />);
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
    backers({ investments: [investment(1)], totals: { total: 250_000, investments: 1250 } });
    render(<BackersSection creatorId="erin" projectId="p1" project={running} />);
    expect(screen.getByTestId('backers-totals')).toHaveTextContent('$250,000 from 2 backers (1,250 active investments)');
  });

  it('says so when nobody has invested, with nothing to export', () => {
    backers({ totals: { total: 0, investments: 0 } });
    render(<BackersSection creatorId="erin" projectId="p1" project={running} />);
    expect(screen.getByText('No backers yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows an export failure', async () => {
    backers({ investments: [investment(1)] });
    vi.mocked(loadAllBackers).mockRejectedValue(new Error('offline'));
    render(<BackersSection creatorId="erin" projectId="p1" project={running} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error exporting backers: offline');
  });

  it('says Collected or Returned once the campaign is over, in the list and the CSV', async () => {
    backers({ investments: [investment(1), investment(2, { status: 'cancelled' })], totals: { total: 100, investments: 1 } });
    const ended = { ...running, endsAt: new Date(Date.now() - 86_400_000) };
    const { unmount } = render(<BackersSection creatorId="erin" projectId="p1" project={{ ...ended, raised: 1000 }} />);
    expect(screen.getByTestId('backers-totals')).toHaveTextContent('$100 from 2 backers (1 collected investment)');
    expect(within(screen.getAllByRole('row')[1]).getByText('Collected')).toBeInTheDocument();
    unmount();
    render(<BackersSection creatorId="erin" projectId="p1" project={{ ...running, status: 'closed' }} />);
    expect(within(screen.getAllByRole('row')[1]).getByText('Returned')).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).getByText('Cancelled')).toBeInTheDocument();
  });
});
