import { render, screen } from '@testing-library/react';
import { TimeLeft } from './time-left';

const now = new Date(2026, 10, 23, 12);

describe('TimeLeft', () => {
  it('counts down a running campaign and names an ended one', () => {
    render(<TimeLeft project={{ durationDays: 30, endsAt: new Date(2026, 11, 16, 12), status: 'approved' }} now={now} />);
    expect(screen.getByText('23 days left')).toBeInTheDocument();
  });

  it('gives the length of a campaign that is not approved yet', () => {
    render(<TimeLeft project={{ durationDays: 45, endsAt: null, status: 'pending' }} now={now} />);
    expect(screen.getByText('45-day campaign')).toBeInTheDocument();
  });

  it('says when the admin closed a campaign instead of a countdown', () => {
    render(
      <TimeLeft
        project={{ durationDays: 30, endsAt: new Date(2026, 11, 16, 12), status: 'closed', closedAt: new Date(2026, 10, 20, 9) }}
        now={now}
      />,
    );
    expect(screen.getByText('Closed Nov 20, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/days left/)).not.toBeInTheDocument();
  });
});
