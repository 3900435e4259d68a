import { screen, waitFor, within } from '@testing-library/react';
import { renderWithData, memberAs } from '@/testing/render-with-data';
import { anUpdate, aProject } from '@/testing/test-data';
import { deleteUpdate, editUpdate, fetchUpdatePage, postUpdate } from '@/features/engagement/api/updates-api';
import { CampaignUpdates } from './campaign-updates';
import { ADMIN_EMAIL } from '@/config/rules-constants';
import { WriteLimitError } from '@shared/write-ceiling';

// Firestore cannot run in the unit tests (no emulator): the page reader and the writes are stubbed; the real hooks run over them.
vi.mock('@/features/engagement/api/updates-api', () => ({
  fetchUpdatePage: vi.fn(),
  postUpdate: vi.fn(),
  editUpdate: vi.fn(),
  deleteUpdate: vi.fn(),
}));

const project = aProject({ id: 'p1' });
const at = new Date(Date.UTC(2026, 9, 5));
const update = (id: string, title: string, body = 'Text') => anUpdate({ id, title, body, createdAt: at, updatedAt: at });
const erin = memberAs('erin', 'entrepreneur', 'Erin');
const ivy = memberAs('ivy', 'investor', 'Ivy');
const admin = memberAs('boss', 'admin', 'Admin', ADMIN_EMAIL);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchUpdatePage).mockResolvedValue({ updates: [update('u2', 'Second'), update('u1', 'First')], cursor: null });
});

describe('CampaignUpdates', () => {
  it('shows updates newest first with their date; links are clickable and nothing else is interpreted', async () => {
    vi.mocked(fetchUpdatePage).mockResolvedValue({
      updates: [update('u1', 'Report', '<b>big</b> news\nsee https://example.com/r.')],
      cursor: null,
    });
    renderWithData(<CampaignUpdates project={project} />, ivy);
    const item = within(await screen.findByRole('article', { name: 'Report' }));
    expect(item.getByRole('link', { name: 'https://example.com/r' })).toHaveAttribute('href', 'https://example.com/r');
    expect(item.getByText(/<b>big<\/b> news/)).toBeInTheDocument();
    expect(item.getByText(/2026/)).toHaveAttribute('datetime', at.toISOString());
    expect(screen.queryByRole('button', { name: 'Write to backers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit update/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete update/ })).not.toBeInTheDocument();
  });

  it('lets the creator post an update, checking it first and keeping the text on failure', async () => {
    const { user } = renderWithData(<CampaignUpdates project={project} />, erin);
    await user.click(await screen.findByRole('button', { name: 'Write to backers' }));
    await user.click(screen.getByRole('button', { name: 'Publish Update' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please write the update')).toBeInTheDocument();
    expect(postUpdate).not.toHaveBeenCalled();

    vi.mocked(postUpdate).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    await user.type(screen.getByLabelText('Update Title'), '  Harvest  ');
    await user.type(screen.getByLabelText('Update'), 'Two tonnes');
    await user.click(screen.getByRole('button', { name: 'Publish Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error posting update: Missing or insufficient permissions.');
    expect(screen.getByLabelText('Update')).toHaveValue('Two tonnes');

    await user.click(screen.getByRole('button', { name: 'Publish Update' }));
    await waitFor(() => expect(screen.queryByLabelText('Update Title')).not.toBeInTheDocument());
    expect(postUpdate).toHaveBeenLastCalledWith(project, { uid: 'erin' }, { title: '  Harvest  ', body: 'Two tonnes' });
    expect(fetchUpdatePage).toHaveBeenCalledTimes(2); // the list is read again after the write
  });

  it('shows the posting limit’s own message when the founder posts too soon, keeping the text', async () => {
    vi.mocked(postUpdate).mockRejectedValueOnce(
      new WriteLimitError('You can post another update here in 42 seconds (one a minute).', new Date()),
    );
    const { user } = renderWithData(<CampaignUpdates project={project} />, erin);
    await user.click(await screen.findByRole('button', { name: 'Write to backers' }));
    await user.type(screen.getByLabelText('Update Title'), 'Harvest');
    await user.type(screen.getByLabelText('Update'), 'Two tonnes');
    await user.click(screen.getByRole('button', { name: 'Publish Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^You can post another update here in 42 seconds \(one a minute\)\.$/);
    expect(screen.getByLabelText('Update')).toHaveValue('Two tonnes');
  });

  it('lets the creator edit and delete an update', async () => {
    const { user } = renderWithData(<CampaignUpdates project={project} />, erin);
    await user.click(await screen.findByRole('button', { name: 'Edit update: First' }));
    const title = screen.getByLabelText('Update Title');
    await user.clear(title);
    await user.type(title, 'First, corrected');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(editUpdate).toHaveBeenCalledWith('p1', 'u1', { title: 'First, corrected', body: 'Text' }));

    await user.click(screen.getByRole('button', { name: 'Delete update: Second' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Update' }));
    await waitFor(() => expect(deleteUpdate).toHaveBeenCalledWith('p1', 'u2'));
  });

  it('lets the admin delete but not edit or post', async () => {
    renderWithData(<CampaignUpdates project={project} />, admin);
    expect(await screen.findByRole('button', { name: 'Delete update: First' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit update: First' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write to backers' })).not.toBeInTheDocument();
  });

  it('pages with More updates', async () => {
    vi.mocked(fetchUpdatePage)
      .mockResolvedValueOnce({ updates: [update('u2', 'Second')], cursor: {} as never })
      .mockResolvedValueOnce({ updates: [update('u1', 'First')], cursor: null });
    const { user } = renderWithData(<CampaignUpdates project={project} />, ivy);
    await user.click(await screen.findByRole('button', { name: 'More updates' }));
    expect(await screen.findByRole('article', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More updates' })).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    vi.mocked(fetchUpdatePage).mockResolvedValue({ updates: [], cursor: null });
    renderWithData(<CampaignUpdates project={project} />, ivy);
    expect(await screen.findByText('No updates yet.')).toBeInTheDocument();
  });
});
