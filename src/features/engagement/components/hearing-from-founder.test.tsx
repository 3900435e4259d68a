import { screen } from '@testing-library/react';
import { renderWithData, memberAs } from '@/testing/render-with-data';
import { fetchHearing } from '@/features/engagement/api/update-requests/update-request-queries';
import { askForUpdate, UpdateRequestRefused } from '@/features/engagement/api/update-requests/update-requests-api';
import { HearingFromFounder } from './hearing-from-founder';

// Firestore cannot run in the unit tests (no emulator): the page's read answers each test's hearing; the real hook runs over it.
vi.mock('@/features/engagement/api/update-requests/update-request-queries', () => ({ fetchHearing: vi.fn() }));
// Firestore cannot run in the unit tests (no emulator): the request's write is stubbed to answer the rules' refusal; the rest stays real.
vi.mock('@/features/engagement/api/update-requests/update-requests-api', async (original) => ({
  ...(await original<typeof import('@/features/engagement/api/update-requests/update-requests-api')>()),
  askForUpdate: vi.fn(),
}));

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const project = { id: 'p1', creatorId: 'sam', goal: 3000, endsAt: ago(45), raisedSyncedAt: ago(44) };
const tally = (round: Date, count: number) => ({
  round,
  count,
  lastRequestAt: ago(1),
  projectId: 'p1',
  projectTitle: 'LabKit',
  creatorId: 'sam',
});

beforeEach(() => vi.clearAllMocks());

describe('HearingFromFounder', () => {
  it('lets a backer ask 30 days after the last update, and says why when the rules refuse', async () => {
    const last = ago(40);
    vi.mocked(fetchHearing).mockResolvedValue({ lastUpdateAt: last, tally: tally(last, 1), ownRequest: null, backer: true });
    vi.mocked(askForUpdate).mockRejectedValue(new UpdateRequestRefused('You already asked for an update.'));
    const { user } = renderWithData(<HearingFromFounder project={project} />, memberAs('ivy', 'investor'));
    expect(await screen.findByText('Last update 40 days ago')).toBeInTheDocument();
    expect(screen.getByText('1 backer asked for an update')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for an update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already asked for an update.');
    expect(askForUpdate).toHaveBeenCalledWith(project, 'ivy');
  });

  it('says when a backer may ask, inside 30 days of the last update', async () => {
    vi.mocked(fetchHearing).mockResolvedValue({ lastUpdateAt: ago(10), tally: null, ownRequest: null, backer: true });
    renderWithData(<HearingFromFounder project={project} />, memberAs('ivy', 'investor'));
    expect(await screen.findByText('Last update 10 days ago')).toBeInTheDocument();
    expect(screen.getByText(/^You can ask the founder for an update from /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for an update' })).not.toBeInTheDocument();
  });

  it('tells everyone that the founder’s update answered the backers who asked; no button for the founder', async () => {
    vi.mocked(fetchHearing).mockResolvedValue({ lastUpdateAt: ago(2), tally: tally(ago(40), 3), ownRequest: null, backer: false });
    renderWithData(<HearingFromFounder project={project} />, memberAs('sam', 'entrepreneur'));
    expect(await screen.findByText('The founder posted an update after 3 backers asked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for an update' })).not.toBeInTheDocument();
  });

  it('says No updates yet before the founder’s first', async () => {
    vi.mocked(fetchHearing).mockResolvedValue({ lastUpdateAt: null, tally: null, ownRequest: null, backer: false });
    renderWithData(<HearingFromFounder project={project} />, memberAs('olivia', 'investor'));
    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
  });
});
