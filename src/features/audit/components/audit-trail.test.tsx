import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useAuditTrail } from '@/features/audit/api/use-audit';
import type { AuditEntry } from '@/features/audit/api/audit-model';
import { formatDate, formatTime } from '@/utils/format';
import { AuditTrail } from './audit-trail';

vi.mock('@/features/audit/api/use-audit', () => ({ useAuditTrail: vi.fn() }));

const entry: AuditEntry = {
  id: 'a1',
  actorUid: 'admin',
  action: 'approve',
  projectId: 'p1',
  projectTitle: 'Solar Roofs',
  creatorId: 'erin',
  subjectId: 'p1',
  before: { approved: false },
  after: { approved: true },
  at: new Date('2026-11-23T21:05:00Z'),
};

it('says who acted, as "the admin" (never an address), and when: the day and the time of day, in the viewer’s zone', () => {
  vi.mocked(useAuditTrail).mockReturnValue({
    isPending: false,
    isError: false,
    data: { pages: [{ entries: [entry], cursor: null }] },
    hasNextPage: false,
  } as unknown as ReturnType<typeof useAuditTrail>);
  render(
    <MemoryRouter>
      <AuditTrail />
    </MemoryRouter>,
  );
  const line = screen.getByText(/^by the admin on /);
  expect(line).toHaveTextContent(`by the admin on ${formatDate(entry.at)} ${formatTime(entry.at!)}`);
  expect(line.textContent).toMatch(/ on [A-Z][a-z]{2} \d{1,2}, 2026 \d\d:\d\d [AP]M$/);
});
