import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyProjectForm } from '@/features/campaigns/api/project-form/project-form-values';
import { MAX_PICTURE_FILE_BYTES, PICTURE_FILE_MESSAGES } from '@/lib/pictures/picture-file';
import { PictureTooLargeError } from '@/lib/pictures/picture-fit';
import { PictureUnreadableError, type PictureVersions, type ResizeOptions } from '@/lib/pictures/picture-resize';
import type { Resize } from '@/lib/pictures/use-picture-choice';
import { PICTURE_BUSY_MESSAGE, ProjectForm } from './project-form';
import { PICTURE_LABEL, REMOVE_NOTE } from './picture-field';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'roof.png', extra = 32) =>
  new File([new Uint8Array([...PNG_HEAD, ...new Uint8Array(extra)])], name, { type: 'image/png' });
const version = (width: number, height: number) => ({
  blob: new Blob(['x'], { type: 'image/webp' }),
  contentType: 'image/webp' as const,
  width,
  height,
});
const versions: PictureVersions = { card: version(640, 360), page: version(1600, 900) };

/** A resize the test settles by hand (jsdom cannot decode pictures), recording what it was given. */
function controlledResize() {
  const calls: Array<{ file: File; options: ResizeOptions; resolve: (v: PictureVersions) => void; reject: (e: unknown) => void }> = [];
  const resize: Resize = (file, options) => new Promise((resolve, reject) => calls.push({ file, options, resolve, reject }));
  return { resize, calls };
}

function renderForm(resize: Resize, props: Partial<Parameters<typeof ProjectForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <ProjectForm
      initialValues={VALID}
      submitLabel="Create Campaign"
      busyLabel="Creating..."
      onCancel={vi.fn()}
      onSubmit={onSubmit}
      resize={resize}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

const VALID = {
  ...emptyProjectForm,
  title: 'Solar Roofs',
  description: 'Panels',
  goal: '5000',
  businessPlan: 'Lease',
  teamInfo: 'Two',
  risks: 'Weather',
};

const input = () => screen.getByLabelText(PICTURE_LABEL);

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to exist.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('Upload a picture', () => {
  it('is a labelled file input for JPEG, PNG and WebP beside the Image URL, with its hint', () => {
    renderForm(controlledResize().resize);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input()).toHaveAccessibleDescription(/JPEG, PNG or WebP, up to 10 MB\. An uploaded picture is shown instead of the Image URL\./);
    expect(screen.getByLabelText('Image URL')).toBeInTheDocument();
  });

  it.each([
    ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' }), PICTURE_FILE_MESSAGES.type],
    ['a text file renamed .png', new File(['hello, not a picture'], 'renamed.png', { type: 'image/png' }), PICTURE_FILE_MESSAGES.type],
    [
      'a file over 10 MB',
      new File([new Uint8Array([...PNG_HEAD]), new Uint8Array(MAX_PICTURE_FILE_BYTES)], 'huge.png', { type: 'image/png' }),
      PICTURE_FILE_MESSAGES.size,
    ],
  ])('refuses %s beside the field, announced, without resizing or losing the form', async (_, file, message) => {
    const { resize, calls } = controlledResize();
    const { user } = renderForm(resize);
    await user.upload(input(), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls).toHaveLength(0);
    expect(screen.getByLabelText('Project Title')).toHaveValue('Solar Roofs');
  });

  it.each([
    ['cannot be decoded', new PictureUnreadableError(new Error('decode')), PICTURE_FILE_MESSAGES.unreadable],
    [
      'stays too large',
      new PictureTooLargeError(150_000),
      'This picture stays over 150 KB even at low quality. Please choose a simpler or smaller picture.',
    ],
  ])('says so when the picture %s', async (_, error, message) => {
    const { resize, calls } = controlledResize();
    const { user } = renderForm(resize);
    await user.upload(input(), png());
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].reject(error);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows progress while resizing, blocks saving, and Cancel stops the work and keeps the form', async () => {
    const { resize, calls } = controlledResize();
    const { user, onSubmit } = renderForm(resize);
    await user.upload(input(), png());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].file.name).toBe('roof.png');
    calls[0].options.onProgress?.(40);
    const bar = await screen.findByRole('progressbar', { name: 'Preparing roof.png' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '40'));
    expect(screen.getByText('Preparing picture… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeDisabled();
    expect(input()).toBeDisabled();
    // Enter in a text field still submits a form: it is refused with a message.
    fireEvent.submit(screen.getByRole('button', { name: 'Create Campaign' }).closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(PICTURE_BUSY_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel picture' }));
    expect(calls[0].options.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeEnabled();
    expect(input()).toBeEnabled();
    expect(screen.getByLabelText('Project Title')).toHaveValue('Solar Roofs');
    // A result arriving after Cancel changes nothing.
    calls[0].resolve(versions);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(screen.queryByRole('img', { name: 'Preview of the chosen picture' })).not.toBeInTheDocument();
  });

  it('previews a resized picture and hands it to the save; it can be dropped again', async () => {
    const { resize, calls } = controlledResize();
    const { user, onSubmit } = renderForm(resize);
    await user.upload(input(), png());
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].resolve(versions);
    const preview = await screen.findByRole('img', { name: 'Preview of the chosen picture' });
    // The preview's address is set by an effect once the image is in the page.
    await waitFor(() => expect(preview).toHaveAttribute('src', 'blob:preview'));
    expect(preview).toHaveAttribute('width', '640');
    expect(screen.getByText('roof.png is ready: it is saved with the project.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Don’t use this picture' }));
    expect(screen.queryByRole('img', { name: 'Preview of the chosen picture' })).not.toBeInTheDocument();
    await user.upload(input(), png('second.png'));
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1].resolve(versions);
    await screen.findByText('second.png is ready: it is saved with the project.');
    fireEvent.submit(screen.getByRole('button', { name: 'Create Campaign' }).closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][1]).toEqual({ kind: 'new', versions, fileName: 'second.png' });
  });

  it('a bad second choice keeps the picture chosen before', async () => {
    const { resize, calls } = controlledResize();
    const { user } = renderForm(resize);
    await user.upload(input(), png());
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0].resolve(versions);
    await screen.findByRole('img', { name: 'Preview of the chosen picture' });
    await user.upload(input(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PICTURE_FILE_MESSAGES.type);
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture' })).toBeInTheDocument();
  });

  it('offers Remove picture only when the project shows an uploaded one, and Keep picture undoes it', async () => {
    const { resize } = controlledResize();
    const { user, onSubmit } = renderForm(resize, { hasPicture: true, submitLabel: 'Update Project' });
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText(REMOVE_NOTE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep picture' }));
    expect(screen.queryByText(REMOVE_NOTE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Update Project' }).closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][1]).toEqual({ kind: 'remove' });
  });

  it('has no Remove picture for a project without an uploaded one', () => {
    renderForm(controlledResize().resize);
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });

  it('starts from a picture whose save failed, ready to save again', async () => {
    const { onSubmit } = renderForm(controlledResize().resize, { initialPicture: { kind: 'new', versions, fileName: 'roof.png' } });
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture' })).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('button', { name: 'Create Campaign' }).closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][1]).toMatchObject({ kind: 'new', versions });
  });
});
