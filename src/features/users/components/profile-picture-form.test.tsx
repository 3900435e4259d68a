import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICTURE_FILE_MESSAGES } from '@/lib/pictures/picture-file';
import type { Resize } from '@/lib/pictures/use-picture-choice';
import type { ProfilePictureVersions } from '@/features/users/api/profile-pictures';
import { PICTURE_REMOVED, PICTURE_SAVED, PROFILE_PICTURE_LABEL, ProfilePictureForm } from './profile-picture-form';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'me.png') => new File([new Uint8Array([...PNG_HEAD, ...new Uint8Array(32)])], name, { type: 'image/png' });
const square = { blob: new Blob(['square'], { type: 'image/webp' }), contentType: 'image/webp' as const, width: 256, height: 256 };
const versions: ProfilePictureVersions = { square };

/** A resize the test settles by hand (jsdom cannot decode pictures). */
function controlledResize() {
  const calls: Array<{ file: File; resolve: (v: ProfilePictureVersions) => void }> = [];
  const resize: Resize<ProfilePictureVersions> = (file) => new Promise((resolve) => calls.push({ file, resolve }));
  return { resize, calls };
}

function renderForm(currentUrl: string | null, onSave = vi.fn(async () => {})) {
  const { resize, calls } = controlledResize();
  const view = render(<ProfilePictureForm currentUrl={currentUrl} resize={resize} onSave={onSave} />);
  return { ...view, calls, onSave, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to exist.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('Settings: Profile picture', () => {
  it('says there is none yet, and offers a labelled file input for JPEG, PNG and WebP', () => {
    renderForm(null);
    expect(screen.getByText('No profile picture yet.')).toBeVisible();
    expect(screen.getByLabelText(PROFILE_PICTURE_LABEL)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });

  it('sets a picture: the chosen file is resized, previewed, and stored by Save picture', async () => {
    const { user, calls, onSave } = renderForm(null);
    await user.upload(screen.getByLabelText(PROFILE_PICTURE_LABEL), png());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].file.name).toBe('me.png');
    expect(onSave).not.toHaveBeenCalled();
    calls[0].resolve(versions);
    expect(await screen.findByRole('img', { name: 'Preview of your new profile picture' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Save picture' }));
    expect(onSave).toHaveBeenCalledWith(versions);
    expect(await screen.findByRole('status')).toHaveTextContent(PICTURE_SAVED);
    expect(screen.queryByRole('button', { name: 'Save picture' })).not.toBeInTheDocument();
  });

  it('replaces the stored picture, and a failed save keeps the chosen one with the reason', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('Missing or insufficient permissions.');
    });
    const { user, calls } = renderForm('blob:stored', onSave);
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'blob:stored');
    await user.upload(screen.getByLabelText(PROFILE_PICTURE_LABEL), png('new.png'));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].resolve(versions);
    await user.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile picture was not saved: Missing or insufficient permissions.');
    expect(screen.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save picture' })).toBeEnabled();
  });

  it('removes the stored picture with Remove picture', async () => {
    const { user, onSave } = renderForm('blob:stored');
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onSave).toHaveBeenCalledWith(null);
    expect(await screen.findByRole('status')).toHaveTextContent(PICTURE_REMOVED);
  });

  it("refuses a file that is not a picture beside the field, without resizing; Don't use this picture drops a chosen one", async () => {
    const { user, calls, onSave } = renderForm('blob:stored');
    await user.upload(screen.getByLabelText(PROFILE_PICTURE_LABEL), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PICTURE_FILE_MESSAGES.type);
    expect(calls).toHaveLength(0);
    await user.upload(screen.getByLabelText(PROFILE_PICTURE_LABEL), png());
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].resolve(versions);
    await user.click(await screen.findByRole('button', { name: 'Don’t use this picture' }));
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', 'blob:stored');
    expect(onSave).not.toHaveBeenCalled();
  });
});
