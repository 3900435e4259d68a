import { screen, waitFor, within } from '@testing-library/react';
import { renderWithData, memberAs } from '@/testing/render-with-data';
import { anAuditEntry, anUpdate, aQuestion, aReport } from '@/testing/test-data';
import { adminNewsOf } from '@/features/engagement/api/founder-news';
import { fetchInboxSummary, markInboxSeen } from '@/features/engagement/api/inbox-api';
import { fetchInboxItems } from '@/features/engagement/api/inbox-items-api';
import { campaignMoneyNote } from '@/features/investments/api/investment-state';
import { formatDate } from '@/utils/format';
import { NO_FOUNDER_NEWS } from '@/features/engagement/api/founder-news';
import { InboxMenu } from './inbox-menu';

// Firestore cannot run in the unit tests (no emulator): the bell's count read and its seen-mark write are stubbed; the real inbox hooks run over them.
vi.mock('@/features/engagement/api/inbox-api', () => ({ fetchInboxSummary: vi.fn(), markInboxSeen: vi.fn() }));
// Firestore cannot run in the unit tests (no emulator): What's new's read answers each test's items; the real hooks run over it.
vi.mock('@/features/engagement/api/inbox-items-api', () => ({ fetchInboxItems: vi.fn() }));

const day = (d: number) => new Date(Date.UTC(2026, 9, d));
const state = { exists: true, following: ['p1'], lastSeenAt: day(5) };
const items = {
  updates: [
    anUpdate({ id: 'u2', title: 'Harvest done', createdAt: day(9), updatedAt: day(9) }),
    anUpdate({ id: 'u1', title: 'Old news', createdAt: day(2), updatedAt: day(2) }),
  ],
  answers: [
    aQuestion({
      id: 'q1',
      projectId: 'p2',
      projectTitle: 'Kelp Farms',
      text: 'When?',
      askerName: 'Ivy',
      askerRole: 'member',
      createdAt: day(1),
      answer: 'May',
      answeredAt: day(7),
    }),
  ],
  reports: [
    aReport({ projectId: 'p3', projectTitle: 'Crypto Moon', reason: 'fraud', status: 'dismissed', createdAt: day(3), handledAt: day(4) }),
  ],
  outcomes: [],
  founderNews: NO_FOUNDER_NEWS,
  reminders: [],
  spending: [],
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchInboxSummary).mockResolvedValue({ state, unread: 2, pruned: false });
  vi.mocked(fetchInboxItems).mockResolvedValue(items);
  vi.mocked(markInboxSeen).mockResolvedValue(undefined);
});

describe('InboxMenu', () => {
  it('shows the unread count, reads the items only when opened, lists them newest first and clears the count', async () => {
    const { user } = renderWithData(<InboxMenu uid="ivy" />, memberAs('ivy', 'investor'));
    const bell = await screen.findByRole('button', { name: "What's new, 2 unread" });
    expect(fetchInboxItems).not.toHaveBeenCalled();
    await user.click(bell);
    const panel = within(screen.getByRole('region', { name: "What's new" }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(4));
    expect(fetchInboxItems).toHaveBeenCalledWith({ uid: 'ivy' }, ['p1']);
    const links = panel.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('New update on Solar RoofsHarvest done'),
      expect.stringContaining('Kelp Farms answered your questionWhen?'),
      expect.stringContaining('Your report on Crypto Moon was handledThe admin reviewed your report and took no action.'),
      expect.stringContaining('Old news'),
    ]);
    expect(links[1]).toHaveAttribute('href', '/project/p2');
    expect(markInboxSeen).toHaveBeenCalledWith('ivy', true);
    expect(bell).toHaveAccessibleName("What's new");
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('caps the count it shows', async () => {
    vi.mocked(fetchInboxSummary).mockResolvedValue({ state, unread: 20, pruned: false });
    renderWithData(<InboxMenu uid="ivy" />, memberAs('ivy', 'investor'));
    expect(await screen.findByRole('button', { name: "What's new, 9+ unread" })).toBeInTheDocument();
  });

  it('closes with Escape and says when there is nothing yet', async () => {
    vi.mocked(fetchInboxSummary).mockResolvedValue({ state: { exists: false, following: [], lastSeenAt: null }, unread: 0, pruned: false });
    vi.mocked(fetchInboxItems).mockResolvedValue({
      updates: [],
      answers: [],
      reports: [],
      outcomes: [],
      founderNews: NO_FOUNDER_NEWS,
      reminders: [],
      spending: [],
    });
    const { user } = renderWithData(<InboxMenu uid="ivy" />, memberAs('ivy', 'investor'));
    await waitFor(() => expect(fetchInboxSummary).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: "What's new" }));
    expect(await screen.findByText(/Nothing new yet/)).toBeInTheDocument();
    expect(markInboxSeen).toHaveBeenCalledWith('ivy', false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: "What's new" })).not.toBeInTheDocument();
  });

  it('closes by its Close button and by a tap outside it (a phone has no Escape key)', async () => {
    vi.mocked(fetchInboxSummary).mockResolvedValue({ state: { exists: false, following: [], lastSeenAt: null }, unread: 0, pruned: false });
    vi.mocked(fetchInboxItems).mockResolvedValue({
      updates: [],
      answers: [],
      reports: [],
      outcomes: [],
      founderNews: NO_FOUNDER_NEWS,
      reminders: [],
      spending: [],
    });
    const { user } = renderWithData(
      <>
        <p>Elsewhere on the page</p>
        <InboxMenu uid="ivy" />
      </>,
      memberAs('ivy', 'investor'),
    );
    await waitFor(() => expect(fetchInboxSummary).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: "What's new" }));
    const panel = await screen.findByRole('region', { name: "What's new" });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: "What's new" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "What's new" }));
    await screen.findByRole('region', { name: "What's new" });
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('region', { name: "What's new" })).not.toBeInTheDocument();
  });

  it('tells an investor what became of their money in each campaign that ended or was closed, with the date it ended', async () => {
    const ended = (status: 'approved' | 'closed', raised: number) => ({ status, endsAt: day(1), raised, goal: 1000 });
    vi.mocked(fetchInboxItems).mockResolvedValue({
      ...items,
      outcomes: [
        {
          projectId: 'p4',
          projectTitle: 'LabKit',
          state: 'collected',
          note: campaignMoneyNote(ended('approved', 1000)) ?? '',
          endedAt: day(8),
        },
        {
          projectId: 'p5',
          projectTitle: 'ParkPal',
          state: 'returned',
          note: campaignMoneyNote(ended('closed', 1000)) ?? '',
          endedAt: day(6),
        },
        {
          projectId: 'p6',
          projectTitle: 'FieldTutor',
          state: 'returned',
          note: campaignMoneyNote(ended('approved', 10)) ?? '',
          endedAt: day(1),
        },
      ],
    });
    const { user } = renderWithData(<InboxMenu uid="ivy" />, memberAs('ivy', 'investor'));
    await user.click(await screen.findByRole('button', { name: "What's new, 2 unread" }));
    const panel = within(screen.getByRole('region', { name: "What's new" }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(7));
    const links = panel.getAllByRole('link').map((link) => link.textContent);
    expect(links[1]).toBe(
      `Your investment in LabKit was CollectedThis campaign ended funded: its investments are collected.${formatDate(day(8))}`,
    );
    expect(links[3]).toBe(
      `Your investment in ParkPal was ReturnedThe admin closed this campaign: every investment in it is returned to its investor.${formatDate(day(6))}`,
    );
    expect(links[6]).toBe(
      `Your investment in FieldTutor was ReturnedThis campaign ended short of its goal: every investment in it is returned to its investor.${formatDate(day(1))}`,
    );
    expect(panel.getByRole('link', { name: /Your investment in LabKit/ })).toHaveAttribute('href', '/project/p4');
  });

  // The founder's bell said "Nothing new yet" after their project was approved, sent back and backed.
  it('tells a founder what the admin did to their project and who invested, and asks for their news', async () => {
    vi.mocked(fetchInboxItems).mockResolvedValue({
      ...items,
      updates: [],
      answers: [],
      reports: [],
      founderNews: {
        adminNews: adminNewsOf([
          anAuditEntry({ id: 'a1', at: day(3) }),
          anAuditEntry({
            id: 'a2',
            action: 'send_back',
            after: { approved: false, status: 'changes_requested', reviewNote: 'Add the team' },
            at: day(2),
          }),
        ]),
        investmentDays: [{ projectId: 'p1', projectTitle: 'Solar Roofs', day: '2026-10-4', investors: 3, amount: 1250, at: day(4) }],
        questionNews: [],
        // Backers asked for an update the founder has not posted yet.
        requestNews: [{ projectId: 'p1', projectTitle: 'Solar Roofs', id: 'p1', title: '2 backers asked for an update', at: day(5) }],
      },
    });
    const { user } = renderWithData(<InboxMenu uid="erin" founder />, memberAs('erin', 'entrepreneur'));
    await user.click(await screen.findByRole('button', { name: "What's new, 2 unread" }));
    const panel = within(screen.getByRole('region', { name: "What's new" }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(4));
    expect(fetchInboxItems).toHaveBeenCalledWith({ uid: 'erin', founder: true }, ['p1']);
    const links = panel
      .getAllByRole('link')
      .map((link) => link.textContent)
      .slice(1);
    expect(panel.getAllByRole('link')[0].textContent).toBe(
      `Backers asked for an update on Solar Roofs2 backers asked for an update${formatDate(day(5))}`,
    );
    expect(links[0]).toBe(`New investments in Solar Roofs3 new investors, $1,250 on ${formatDate(day(4))}${formatDate(day(4))}`);
    expect(links[1]).toBe(`Your project Solar RoofsThe admin approved the project.${formatDate(day(3))}`);
    expect(links[2]).toBe(`Your project Solar RoofsThe admin sent it back for changes: Add the team.${formatDate(day(2))}`);
  });
  // Reminders come first, computed when What's new opens.
  it('reminds a backer of the last day to cancel and a saver of a campaign’s last 48 hours, first', async () => {
    vi.mocked(fetchInboxItems).mockResolvedValue({
      ...items,
      reminders: [
        {
          kind: 'cancel-reminder',
          id: 'cr-p1',
          projectId: 'p1',
          projectTitle: 'Solar Roofs',
          title: 'You can cancel until Oct 9, 2026, 5:00 PM',
          at: day(9),
        },
        {
          kind: 'ending-reminder',
          id: 'er-p2',
          projectId: 'p2',
          projectTitle: 'Tiny Homes',
          title: 'It ends Oct 10, 2026, 5:00 PM.',
          at: day(10),
        },
      ],
    });
    const { user } = renderWithData(<InboxMenu uid="ivy" />, memberAs('ivy', 'investor'));
    await user.click(await screen.findByRole('button', { name: "What's new, 2 unread" }));
    const panel = within(screen.getByRole('region', { name: "What's new" }));
    await waitFor(() => expect(panel.getAllByRole('link').length).toBeGreaterThan(2));
    const links = panel.getAllByRole('link');
    expect(links[0]).toHaveTextContent(/^Last day to cancel your investment in Solar RoofsYou can cancel until Oct 9, 2026, 5:00 PM/);
    expect(links[0]).toHaveAttribute('href', '/project/p1');
    expect(links[1]).toHaveTextContent(/^Tiny Homes ends in 48 hoursIt ends Oct 10, 2026, 5:00 PM\./);
  });
  it('reminds a founder of a Late milestone and one due within 7 days, first, each linking to its project', async () => {
    vi.mocked(fetchInboxItems).mockResolvedValue({
      ...items,
      reminders: [
        {
          kind: 'milestone-late',
          id: 'ml-p1-0',
          projectId: 'p1',
          projectTitle: 'Solar Roofs',
          title: 'Milestone “Permits filed” is late (due Oct 3, 2026)',
          at: day(3),
        },
        {
          kind: 'milestone-due',
          id: 'md-p2-1',
          projectId: 'p2',
          projectTitle: 'Tiny Homes',
          title: 'Milestone “First roof” is due Oct 12, 2026',
          at: day(12),
        },
      ],
    });
    const { user } = renderWithData(<InboxMenu uid="erin" founder />, memberAs('erin', 'entrepreneur'));
    await user.click(await screen.findByRole('button', { name: "What's new, 2 unread" }));
    const panel = within(screen.getByRole('region', { name: "What's new" }));
    await waitFor(() => expect(panel.getAllByRole('link').length).toBeGreaterThan(2));
    const links = panel.getAllByRole('link');
    expect(links[0]).toHaveTextContent(/^A milestone of Solar Roofs is lateMilestone “Permits filed” is late \(due Oct 3, 2026\)/);
    expect(links[0]).toHaveAttribute('href', '/project/p1');
    expect(links[1]).toHaveTextContent(/^A milestone of Tiny Homes is due soonMilestone “First roof” is due Oct 12, 2026/);
    expect(links[1]).toHaveAttribute('href', '/project/p2');
  });
  // Spending recorded on a project the member backed or saved, among the news by its time.
  it('tells a backer of spending recorded on a followed project, and of a correction, linking to its project', async () => {
    const spent = {
      id: 'e1',
      spentOn: day(7),
      line: '0',
      amount: 1200,
      paidFor: 'Forty panels',
      evidenceUrl: '',
      corrects: '',
      createdAt: day(8),
      projectId: 'p4',
      projectTitle: 'Kelp Farms',
    };
    vi.mocked(fetchInboxItems).mockResolvedValue({
      ...items,
      spending: [{ ...spent, id: 'e1-correction', amount: -200, paidFor: 'Counted twice', corrects: 'e1', createdAt: day(10) }, spent],
    });
    const { user } = renderWithData(<InboxMenu uid="ivy" />, memberAs('ivy', 'investor'));
    await user.click(await screen.findByRole('button', { name: "What's new, 2 unread" }));
    const panel = within(screen.getByRole('region', { name: "What's new" }));
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(6));
    const links = panel.getAllByRole('link');
    expect(links[0]).toHaveTextContent(/^Spending on Kelp FarmsSpending corrected: -\$200 on an earlier entry \(Counted twice\)/);
    expect(links[0]).toHaveAttribute('href', '/project/p4');
    expect(links[2]).toHaveTextContent(/^Spending on Kelp FarmsSpending recorded: \$1,200 for Forty panels/);
    expect(links[2]).toHaveAttribute('href', '/project/p4');
  });
});
