import { screen, waitFor } from '@testing-library/react';
import { renderWithData, memberAs } from '@/testing/render-with-data';
import { fetchSavedAmong, saveProject, unsaveProject } from '@/features/engagement/api/saved-api';
import { SaveToggle } from './save-toggle';
import { ADMIN_EMAIL } from '@/config/rules-constants';

// Firestore cannot run in the unit tests (no emulator): the saved reads and writes are stubbed; the real hooks run over them.
vi.mock('@/features/engagement/api/saved-api', () => ({
  fetchSavedAmong: vi.fn(),
  saveProject: vi.fn(),
  unsaveProject: vi.fn(),
  fetchSavedPage: vi.fn(),
}));

const live = { id: 'p1', title: 'Solar Roofs', approved: true };
const ivy = memberAs('ivy', 'investor');

beforeEach(() => vi.clearAllMocks());

describe('SaveToggle', () => {
  it('saves and unsaves, with its pressed state and the outcome announced', async () => {
    vi.mocked(fetchSavedAmong).mockResolvedValue(new Set());
    const { user } = renderWithData(<SaveToggle project={live} />, ivy);
    const button = await screen.findByRole('button', { name: 'Save Solar Roofs' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(saveProject).toHaveBeenCalledWith('ivy', 'p1');
    expect(button).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveTextContent('Solar Roofs saved');

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(unsaveProject).toHaveBeenCalledWith('ivy', 'p1');
    expect(screen.getByRole('status')).toHaveTextContent('Solar Roofs removed from saved');
  });

  it('asks once for every toggle on the page', async () => {
    vi.mocked(fetchSavedAmong).mockResolvedValue(new Set(['p2']));
    renderWithData(
      <>
        <SaveToggle project={live} />
        <SaveToggle project={{ id: 'p2', title: 'Kelp', approved: true }} />
      </>,
      ivy,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Kelp' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Save Solar Roofs' })).toHaveAttribute('aria-pressed', 'false');
    expect(fetchSavedAmong).toHaveBeenCalledTimes(1);
    expect(fetchSavedAmong).toHaveBeenCalledWith('ivy', ['p1', 'p2']);
  });

  it('is not offered to the admin or on a pending project', () => {
    renderWithData(<SaveToggle project={live} />, memberAs('boss', 'admin', 'Admin', ADMIN_EMAIL));
    renderWithData(<SaveToggle project={{ ...live, approved: false }} />, ivy);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
