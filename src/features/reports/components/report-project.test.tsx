// Report this project: each message beside its own field (Reason's too), the keyboard taken to the
// first, and what is not a field's fault (an unverified address, a refused write) beside the buttons.
import { screen, waitFor, within } from '@testing-library/react';
import { notify } from '@/components/ui/notify';
import type { AuthState } from '@/lib/auth-state';
import { memberAs, renderWithData } from '@/testing/render-with-data';
import { fetchMyReport, fileReport } from '@/features/reports/api/reports-api';
import { ReportProject } from './report-project';

// The form loads its check on first use; loaded here first, so a slow machine's first import cannot outlast a waitFor.
beforeAll(() => import('@/features/reports/api/report-schema'));

// Firestore cannot run in the unit tests (no emulator): the member's report read and the report's write are
// stubbed; the real useMyReport and useFileReport run over them (a sent report reads the member's again).
vi.mock('@/features/reports/api/reports-api', () => ({ fetchMyReport: vi.fn(), fileReport: vi.fn() }));
// The toast is observed: a sent report says so in one.
vi.mock('@/components/ui/notify', () => ({ notify: { success: vi.fn() } }));

const project = { id: 'p1', title: 'Solar Roofs', creatorId: 'erin', approved: true, raised: 0, status: 'approved' };
const ivy = memberAs('ivy', 'investor', 'Ivy Chen', 'ivy@example.com');
const unverified = (state: AuthState): AuthState =>
  state.status === 'signedIn' ? { ...state, user: { ...state.user, emailVerified: false } } : state;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchMyReport).mockResolvedValue(null);
  vi.mocked(fileReport).mockResolvedValue(undefined);
});

async function open(state = ivy) {
  const { user } = renderWithData(<ReportProject project={project} />, state);
  await user.click(await screen.findByRole('button', { name: 'Report this project' }));
  const dialog = within(screen.getByRole('dialog'));
  return { user, dialog, reason: dialog.getByLabelText('Reason'), details: dialog.getByLabelText('Details (optional)') };
}

describe('ReportProject', () => {
  it('says "Please choose a reason" beside Reason, not Details, and takes the keyboard to Reason', async () => {
    const { user, dialog, reason, details } = await open();
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Please choose a reason'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(details).toHaveAttribute('aria-invalid', 'false');
    expect(details).toHaveAccessibleDescription('Up to 1,000 characters.');
    const summary = dialog.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct the highlighted fields: Reason.');
    expect(summary.nextElementSibling).toContainElement(dialog.getByRole('button', { name: 'Send report' }));
    expect(fileReport).not.toHaveBeenCalled();
  });

  it('sends the reason and the trimmed details', async () => {
    const { user, dialog, reason, details } = await open();
    await user.selectOptions(reason, 'spam');
    await user.type(details, '  Copied pitch  ');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(fileReport).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'p1' }),
        { uid: 'ivy', email: 'ivy@example.com' },
        'spam',
        'Copied pitch',
      ),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Report sent to the admin'));
  });

  it('says an unverified address or a refused write beside the buttons, with no field marked', async () => {
    const first = await open(unverified(ivy));
    await first.user.selectOptions(first.reason, 'fraud');
    await first.user.click(first.dialog.getByRole('button', { name: 'Send report' }));
    const notice = await first.dialog.findByRole('alert');
    expect(notice).toHaveTextContent('Please verify your e-mail address before reporting a project');
    expect(notice.nextElementSibling).toContainElement(first.dialog.getByRole('button', { name: 'Send report' }));
    expect(first.reason).toHaveAttribute('aria-invalid', 'false');
    expect(first.details).toHaveAttribute('aria-invalid', 'false');
    expect(fileReport).not.toHaveBeenCalled();
  });

  it("tells an unverified member what to do at the top of the dialog, with the app's notice (Resend)", async () => {
    const { user } = renderWithData(
      <ReportProject project={project} verifyNotice={<p>Please verify your e-mail address to report a project.</p>} />,
      unverified(ivy),
    );
    await user.click(await screen.findByRole('button', { name: 'Report this project' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('h2')?.nextElementSibling).toHaveTextContent('Please verify your e-mail address to report a project.');
  });

  it('shows no such notice to a verified member', async () => {
    const { user } = renderWithData(<ReportProject project={project} verifyNotice={<p>Please verify your e-mail address.</p>} />, ivy);
    await user.click(await screen.findByRole('button', { name: 'Report this project' }));
    expect(within(screen.getByRole('dialog')).queryByText('Please verify your e-mail address.')).not.toBeInTheDocument();
  });

  it('shows a refused write beside the buttons', async () => {
    vi.mocked(fileReport).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    const { user, dialog, reason } = await open();
    await user.selectOptions(reason, 'fraud');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('Could not send the report: Missing or insufficient permissions.');
    expect(failure.nextElementSibling).toContainElement(dialog.getByRole('button', { name: 'Send report' }));
    expect(reason).toHaveAttribute('aria-invalid', 'false');
  });
});
