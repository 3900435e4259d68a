import { screen, within } from '@testing-library/react';
import { auditTrailQuery } from '@/features/audit/api/use-audit';
import type { AuditEntry } from '@/features/audit/api/audit-model';
import type { AuthState } from '@/lib/auth-state';
import { renderWithData } from '@/testing/render-with-data';
import { signedInAs } from '@/testing/test-data';
import { formatDate, formatTime } from '@/utils/format';
import { AuditTrail } from './audit-trail';

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

const sentBack: AuditEntry = {
  ...entry,
  id: 'a2',
  action: 'send_back',
  before: { approved: false, status: 'pending', reviewCount: 0 },
  after: { approved: false, status: 'changes_requested', reviewCount: 1, reviewNote: 'Add the pilot results.' },
};

/** An entry whose fields all stayed as they were. */
const changedNothing: AuditEntry = { ...entry, id: 'a3', before: { approved: true }, after: { approved: true } };

/** The trail, one page (the last), seeded under the real useAuditTrail's key for these props: the real hook finds it. */
function renderTrail(entries: AuditEntry[], state: AuthState, props: { projectId?: string; creatorId?: string } = {}) {
  return renderWithData(<AuditTrail {...props} />, state, (client) =>
    client.setQueryData(auditTrailQuery({ projectId: props.projectId, creatorId: props.creatorId }).queryKey, {
      pages: [{ entries, cursor: null }],
      pageParams: [null],
    }),
  );
}

it('says who acted, as "the admin" (never an address), and when: the day and the time of day, in the viewer’s zone', () => {
  renderTrail([entry], signedInAs('admin'));
  const line = screen.getByText(/^by the admin on /);
  expect(line).toHaveTextContent(`by the admin on ${formatDate(entry.at)} ${formatTime(entry.at!)}`);
  expect(line.textContent).toMatch(/ on [A-Z][a-z]{2} \d{1,2}, 2026 \d\d:\d\d [AP]M$/);
});

it('reads each entry as a sentence, and leaves out an entry that changed nothing', () => {
  renderTrail([sentBack, changedNothing, entry], signedInAs('admin'));
  const items = within(screen.getByRole('list', { name: 'Admin activity' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('The admin sent it back for changes: Add the pilot results.');
  expect(items[1]).toHaveTextContent('The admin approved the project');
});

it('the admin has the raw changes one click away, only the fields that changed', () => {
  renderTrail([sentBack], signedInAs('admin'), { projectId: 'p1' });
  const item = within(screen.getByRole('list', { name: 'Admin activity' })).getByRole('listitem');
  const disclosure = within(item).getByText('Show changes').closest('details')!;
  expect(disclosure).not.toHaveAttribute('open');
  expect(disclosure).toHaveTextContent('status: pending → changes_requested');
  expect(disclosure).toHaveTextContent('reviewCount: 0 → 1');
  expect(disclosure).not.toHaveTextContent('approved');
});

it('the creator reads the sentences of their project’s History, without the raw changes', () => {
  renderTrail([sentBack, entry], signedInAs('entrepreneur'), { projectId: 'p1', creatorId: 'erin' });
  const list = screen.getByRole('list', { name: 'Admin activity' });
  expect(list).toHaveTextContent('The admin sent it back for changes: Add the pilot results.');
  expect(within(list).queryByText('Show changes')).toBeNull();
  expect(list).not.toHaveTextContent('reviewCount');
  expect(list).not.toHaveTextContent('changes_requested');
});
