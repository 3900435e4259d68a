import { render, screen, within } from '@testing-library/react';
import { FundingChart } from './funding-chart';

it('draws raised so far by day from the daily totals: dates, dollars, the goal labelled, and the table behind it', () => {
  const { container } = render(<FundingChart fundingByDay={{ '20417': 300, '20362': 1000 }} goal={5000} raised={1300} />);
  const svg = container.querySelector('svg')!;
  expect(svg.textContent).toContain('Goal $5,000');
  for (const label of ['$0', '$2,500', '$5,000', 'Oct 1', 'Nov 25']) expect(svg.textContent).toContain(label);
  const rows = within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['Oct 1, 2025$1,000', 'Nov 25, 2025$1,300']);
  // Named from the day numbers; the machine-readable date only in dateTime.
  expect([...screen.getByRole('table').querySelectorAll('time')].map((time) => time.dateTime)).toEqual(['2025-10-01', '2025-11-25']);
});

it('says there is nothing yet, or that an older project has no history until it is backfilled', () => {
  const { rerender } = render(<FundingChart fundingByDay={{}} goal={5000} raised={0} />);
  expect(screen.getByText('No investments yet.')).toBeInTheDocument();
  rerender(<FundingChart fundingByDay={{}} goal={5000} raised={250} />);
  expect(screen.getByText('No funding history for this project yet.')).toBeInTheDocument();
});
