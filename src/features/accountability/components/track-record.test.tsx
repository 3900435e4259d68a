import { screen, within } from '@testing-library/react';
import { renderWithData } from '@/testing/render-with-data';
import { signedOut } from '@/testing/test-data';
import type { FounderRecord } from '@/features/accountability/api/founders/founder-record-read';
import { fetchFounderRecord } from '@/features/accountability/api/founders/founder-record-queries';
import { founderRecordQuery } from '@/features/accountability/api/founders/use-founder-record';
import { FounderRecordSummary } from './track-record';

const DAY = 86_400_000;
// Firestore cannot run in the unit tests (no emulator): a read not seeded never answers here; the real useFounderRecord runs over it.
vi.mock('@/features/accountability/api/founders/founder-record-queries', () => ({
  fetchFounderRecord: vi.fn(() => new Promise(() => {})),
}));

const at = (days: number) => new Date(Date.UTC(2026, 10, 20) + days * DAY);

describe('FounderRecordSummary (the project page’s short track record)', () => {
  it('shows what the founder’s record says, each figure with its source, and links to the founder page', () => {
    const record: FounderRecord = {
      milestones: [
        { projectId: 'p1', due: at(-10), deliveredAt: at(-10.2) },
        { projectId: 'p1', due: at(-8), deliveredAt: at(-6) },
        { projectId: 'p2', due: at(5), deliveredAt: null },
      ],
      spentBy: { p1: 1200, p2: 300 },
      gaps: [{ from: at(-30), at: at(-16) }],
      gapCount: 1,
      unanswered: 2,
    };
    renderWithData(<FounderRecordSummary creatorId="erin" creatorName="Erin Park" />, signedOut, (client) =>
      client.setQueryData(founderRecordQuery('erin').queryKey, record),
    );
    const summary = screen.getByRole('region', { name: 'Erin Park’s track record' });
    const figure = (label: string) => within(summary).getByText(label).parentElement!;
    expect(figure('Milestones delivered on time')).toHaveTextContent('1 of 2 delivered');
    expect(figure('Milestones delivered on time')).toHaveTextContent(/Reported by the founder/);
    expect(figure('Spending recorded')).toHaveTextContent('$1,500');
    expect(figure('Spending recorded')).toHaveTextContent(/Reported by the founder/);
    expect(figure('Median time between updates')).toHaveTextContent('14 days');
    expect(figure('Update requests unanswered')).toHaveTextContent('2');
    expect(within(summary).getByRole('link', { name: 'See the full track record' })).toHaveAttribute('href', '/founders/erin');
  });

  it('shows nothing until the record is read', () => {
    renderWithData(<FounderRecordSummary creatorId="erin" creatorName="Erin Park" />, signedOut);
    expect(fetchFounderRecord).toHaveBeenCalledWith('erin');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
