import { screen, waitFor, within } from '@testing-library/react';
import { renderWithData, memberAs } from '@/testing/render-with-data';
import { fetchInboxItems, fetchInboxSummary, markInboxSeen } from '@/features/engagement/api/inbox-api';
import { InboxMenu } from './inbox-menu';

vi.mock('@/features/engagement/api/inbox-api', () => ({ fetchInboxSummary: vi.fn(), fetchInboxItems: vi.fn(), markInboxSeen: vi.fn() }));

const day = (d: number) => new Date(Date.UTC(2026, 9, d));
const state = { exists: true, following: ['p1'], lastSeenAt: day(5) };
const items = {
  updates: [
    { id: 'u2', projectId: 'p1', projectTitle: 'Solar Roofs', title: 'Harvest done', body: '', createdAt: day(9), updatedAt: day(9) },
    { id: 'u1', projectId: 'p1', projectTitle: 'Solar Roofs', title: 'Old news', body: '', createdAt: day(2), updatedAt: day(2) },
  ],
  answers: [
    { id: 'q1', projectId: 'p2', projectTitle: 'Kelp Farms', text: 'When?', askerId: 'ivy', askerName: 'Ivy', askerRole: 'member' as const, createdAt: day(1), answer: 'May', answeredAt: day(7), answerEditedAt: null },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchInboxSummary).mockResolvedValue({ state, unread: 2 });
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
    await waitFor(() => expect(panel.getAllByRole('link')).toHaveLength(3));
    expect(fetchInboxItems).toHaveBeenCalledWith('ivy', ['p1']);
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

  it('caps the count it shows', async () => {
    vi.mocked(fetchInboxSummary).mockResolvedValue({ state, unread: 20 });
    renderWithData(<InboxMenu uid="ivy" />, memberAs('ivy', 'investor'));
    expect(await screen.findByRole('button', { name: "What's new, 9+ unread" })).toBeInTheDocument();
  });

  it('closes with Escape and says when there is nothing yet', async () => {
    vi.mocked(fetchInboxSummary).mockResolvedValue({ state: { exists: false, following: [], lastSeenAt: null }, unread: 0 });
    vi.mocked(fetchInboxItems).mockResolvedValue({ updates: [], answers: [] });
    const { user } = renderWithData(<InboxMenu uid="ivy" />, memberAs('ivy', 'investor'));
    await waitFor(() => expect(fetchInboxSummary).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: "What's new" }));
    expect(await screen.findByText(/Nothing new yet/)).toBeInTheDocument();
    expect(markInboxSeen).toHaveBeenCalledWith('ivy', false);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: "What's new" })).not.toBeInTheDocument();
  });
});
