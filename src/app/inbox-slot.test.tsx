import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StaticAuthProvider } from '@/lib/auth-provider';
import { memberAs } from '@/testing/render-with-data';
import { fetchInboxSummary } from '@/features/engagement/api/inbox-api';
import { TopBar } from '@/components/layouts/top-bar';
import { InboxSlot } from './inbox-slot';

// Firestore cannot run in the unit tests (no emulator): the inbox's read and write are stubbed; the real
// bell and its hooks run over them, and the test sees whether the bell read anything.
vi.mock('@/features/engagement/api/inbox-api', () => ({ fetchInboxSummary: vi.fn(), markInboxSeen: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

const renderBar = (state: Parameters<typeof StaticAuthProvider>[0]['state']) =>
  render(
    <MemoryRouter>
      <StaticAuthProvider state={state}>
        <TopBar inbox={<InboxSlot />} />
      </StaticAuthProvider>
    </MemoryRouter>,
  );

describe('TopBar with the InboxSlot: What’s new', () => {
  it('has no bell, and reads nothing, for a signed-out visitor', async () => {
    renderBar({ status: 'signedOut' });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /What's new/ })).not.toBeInTheDocument();
    expect(fetchInboxSummary).not.toHaveBeenCalled();
  });

  it('shows the bell to a signed-in user, loaded on demand', async () => {
    vi.mocked(fetchInboxSummary).mockResolvedValue({ state: { exists: true, following: [], lastSeenAt: null }, unread: 3, pruned: false });
    renderBar(memberAs('ivy', 'investor'));
    // The bell's chunk is imported on first use; give a loaded machine time to transform it.
    expect(await screen.findByRole('button', { name: "What's new, 3 unread" }, { timeout: 5000 })).toBeInTheDocument();
  });
});
