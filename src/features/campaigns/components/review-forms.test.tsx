// The admin's two small forms, their errors as every form shows them (useForm): the message beside
// its field, the keyboard taken there, and a refused write beside the buttons.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/components/ui/notify';
import { renderWithData } from '@/testing/render-with-data';
import { aProject, signedInAs } from '@/testing/test-data';
import { EXTENSION_DAYS_WRONG } from '@shared/admin/admin-calls';
import { ExtendCampaignButton } from './extend-campaign-button';
import { RejectDialog } from './reject-dialog';

// The form loads its check on first use; loaded here first, so a slow machine's first import cannot outlast a waitFor.
beforeAll(() => import('@/features/campaigns/api/projects/project-schema'));

const extend = vi.hoisted(() => vi.fn());
// The admin-action Function cannot run in the unit tests (no emulator; it is tested in tests/functions):
// the extension's call is stubbed; the real useExtendCampaign runs over it.
vi.mock('@/features/campaigns/api/projects/project-mutations', () => ({ extendCampaign: extend }));
// Firestore cannot run in the unit tests (no emulator): the wait for the card to catch up with the write
// answers at once; the rest of the module stays real.
vi.mock('@/features/campaigns/api/projects/project-card', async (original) => ({
  ...(await original<typeof import('@/features/campaigns/api/projects/project-card')>()),
  cardCaughtUp: async () => true,
}));
// A notice shows in sonner's Toaster, which AppProvider mounts and this test does not: the mock observes which notice was raised.
vi.mock('@/components/ui/notify', () => ({ notify: { success: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());

describe('RejectDialog', () => {
  it('says a missing reason beside the field, takes the keyboard back there, and sends the reason trimmed', async () => {
    const user = userEvent.setup();
    const onReject = vi.fn();
    render(<RejectDialog projectTitle="Clinic Hub" onReject={onReject} onCancel={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog'));
    const reason = dialog.getByLabelText('Reason for rejection');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Up to 1,000 characters. Please tell the creator what to change'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // The focus moves in an effect after the messages render; under load that can be a tick later.
    await waitFor(() => expect(reason).toHaveFocus());
    expect(onReject).not.toHaveBeenCalled();

    await user.type(reason, '  Add the team’s experience.  ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('Add the team’s experience.'));
  });
});

describe('ExtendCampaignButton', () => {
  const project = aProject({ title: 'Solar Roofs', endsAt: new Date(Date.now() + 10 * 86_400_000) });

  async function open() {
    const { user } = renderWithData(<ExtendCampaignButton project={project} />, signedInAs('admin'));
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = within(screen.getByRole('dialog'));
    return { user, dialog, days: dialog.getByLabelText('Extension (days)') };
  }

  it('marks the days invalid beside the field and takes the keyboard there', async () => {
    const { user, dialog, days } = await open();
    await user.clear(days);
    await user.type(days, '31');
    await user.click(dialog.getByRole('button', { name: 'Extend Deadline' }));
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(days).toHaveAccessibleDescription(`Once per campaign, 1 to 30 days. ${EXTENSION_DAYS_WRONG}`);
    expect(days).toHaveFocus();
    expect(extend).not.toHaveBeenCalled();
  });

  it('shows a refused write beside the buttons, the field valid', async () => {
    extend.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    const { user, dialog, days } = await open();
    await user.click(dialog.getByRole('button', { name: 'Extend Deadline' }));
    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('Error extending campaign: Missing or insufficient permissions.');
    expect(failure.nextElementSibling).toContainElement(dialog.getByRole('button', { name: 'Extend Deadline' }));
    expect(days).toHaveAttribute('aria-invalid', 'false');

    extend.mockResolvedValueOnce(undefined);
    await user.click(dialog.getByRole('button', { name: 'Extend Deadline' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Deadline extended by 7 days'));
    expect(extend).toHaveBeenLastCalledWith(project, 7);
  });
});
