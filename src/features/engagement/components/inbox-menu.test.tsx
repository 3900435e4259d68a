import { screen, waitFor, within } from '@testing-library/react';
import { renderWithData, signedInAs } from '@/testing/render-with-data';
import { fetchInbox, markInboxSeen } from '@/features/engagement/api/inbox-api';
import { InboxMenu } from './inbox-menu';

vi.mock('@/features/engagement/api/inbox-api', () => ({ fetchInbox: vi.fn(), markInboxSeen: vi.fn() }));

const day = (d: number) => new Date(Date.UTC(2026, 9, d));
const inbox = {
  state: { exists: true, following: ['p1'], lastSeenAt: day(5) },
  updates: [
    { id: 'u2', projectId: 'p1', projectTitle: 'Solar Roofs', title: 'Harvest done', body: '', createdAt: day(9), updatedAt: day(9) },
    { id: 'u1', projectId: 'p1', projectTitle: 'Solar Roofs', title: 'Old news', body: '', createdAt: day(2), updatedAt: day(2) },
  ],
  answers: [
    { id: 'q1', projectId: 'p2', projectTitle: 'Kelp Farms', text: 'When?', askerId: 'ivy', askerName: 'Ivy', createdAt: day(1), answer: 'May', answeredAt: day(7), answerEditedAt: null },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchInbox).mockResolvedValue(inbox);
  vi.mocked(markInboxSeen).mockResolvedValue(undefined);
});

describe('InboxMenu', () => {
  it('counts what arrived since the last visit, lists it newest first, and clears the count when opened', async () => {
    const { user } = renderWithData(<InboxMenu uid="ivy" />, signedInAs('ivy', 'investor'));
    const bell = await screen.findByRole('button', { name: "What's new, 2 unread" });
    await user.click(bell);
    const panel = within(screen.getByRole('region', { name: "What's new" }));
    const links = panel.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('New update on Solar RoofsHarvest done'),
      expect.stringContaining('Kelp Farms answered your questionWhen?'),
      expect.stringContaining('Old news'),
    ]);
    expect(links[1]).toHaveAttribute('href', '/project/p2');
    expect(markInboxSeen).toHaveBeenCalledWith('ivy', true);
    expect(bell).toHaveAccessibleName("What's new");
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes with Escape and says when there is nothing yet', async () => {
    vi.mocked(fetchInbox).mockResolvedValue({ state: { exists: false, following: [], lastSeenAt: null }, updates: [], answers: [] });
    const { user } = renderWithData(<InboxMenu uid="ivy" />, signedInAs('ivy', 'investor'));
    await waitFor(() => expect(fetchInbox).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: "What's new" }));
    expect(await screen.findByText(/Nothing new yet/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: "What's new" })).not.toBeInTheDocument();
  });
});
