// The engagement forms' errors, as every form shows them (useForm): the message beside its field, the
// keyboard taken to the first field to fix, and a refused send beside the submit button.
import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionNameForm } from './question-name-form';
import { TextForm } from './text-form';
import { UpdateForm } from './update-form';

// The form loads its check on first use; loaded here first, so a slow machine's first import cannot outlast a waitFor.
beforeAll(() => import('@/features/engagement/api/engagement-schema'));

/** Renders the form `ui` gives (with a submit spy) and presses `button` with nothing filled in. */
async function submitEmpty(ui: (onSubmit: () => Promise<void>) => ReactElement, button: string) {
  const user = userEvent.setup();
  const onSubmit = vi.fn(async () => {});
  render(ui(onSubmit));
  await user.click(screen.getByRole('button', { name: button }));
  return { user, onSubmit };
}

const askProps = {
  label: 'Ask the founder a question',
  field: 'question',
  submitLabel: 'Ask a Question',
  pendingLabel: 'Sending...',
  errorPrefix: 'Error asking the question',
} as const;

describe('TextForm (ask a question, answer one)', () => {
  it('says an empty question beside the field and takes the keyboard there', async () => {
    const { onSubmit } = await submitEmpty((send) => <TextForm {...askProps} onSubmit={send} />, 'Ask a Question');
    const field = screen.getByLabelText('Ask the founder a question');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Up to 1,000 characters. Please enter your question'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks an answer by the question schema’s answer field', async () => {
    await submitEmpty(
      (send) => <TextForm {...askProps} label="Your answer" field="answer" submitLabel="Post Answer" initial="  " onSubmit={send} />,
      'Post Answer',
    );
    const field = screen.getByLabelText('Your answer');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Up to 2,000 characters. Please write an answer'));
    expect(field).toHaveFocus();
  });

  it('shows a refused send beside the button, keeping the text and leaving the field valid', async () => {
    const user = userEvent.setup();
    render(<TextForm {...askProps} onSubmit={() => Promise.reject(new Error('Missing or insufficient permissions.'))} />);
    const field = screen.getByLabelText('Ask the founder a question');
    await user.type(field, 'Any grants?');
    await user.click(screen.getByRole('button', { name: 'Ask a Question' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Error asking the question: Missing or insufficient permissions.');
    expect(failure.nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Ask a Question' }));
    expect(field).toHaveValue('Any grants?');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('QuestionNameForm', () => {
  it('says why a name cannot be used beside the field and takes the keyboard there', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<QuestionNameForm current="" onSave={onSave} />);
    await user.type(screen.getByLabelText('Your name'), 'ivy@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    const field = screen.getByLabelText('Your name');
    expect(field).toHaveAccessibleDescription('Please use your name, not an e-mail address');
    expect(field).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the name tidied, and shows a refused save beside the button', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.reject(new Error('offline')));
    render(<QuestionNameForm current="" onSave={onSave} />);
    await user.type(screen.getByLabelText('Your name'), '  Ivy   Chen ');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(onSave).toHaveBeenCalledWith('Ivy Chen');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Error saving your name: offline');
    expect(failure.nextElementSibling).toBe(screen.getByRole('button', { name: 'Save Name' }));
  });
});

describe('UpdateForm', () => {
  const props = { submitLabel: 'Publish Update', pendingLabel: 'Publishing...', errorPrefix: 'Error posting update', onCancel: vi.fn() };

  it('says each message beside its field, sums up above the buttons and takes the keyboard to the first', async () => {
    const { user, onSubmit } = await submitEmpty((send) => <UpdateForm {...props} onSubmit={send} />, 'Publish Update');
    const title = screen.getByLabelText('Update Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('Please enter a title'));
    expect(screen.getByLabelText('Update')).toHaveAccessibleDescription(/Please write the update$/);
    // The keyboard moves once the messages are shown (an effect after that render).
    await waitFor(() => expect(title).toHaveFocus());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct the highlighted fields: Update Title, Update.');
    expect(summary.nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Publish Update' }));

    await user.type(title, 'Shipping');
    await user.click(screen.getByRole('button', { name: 'Publish Update' }));
    await waitFor(() => expect(screen.getByLabelText('Update')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields: Update.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
