import { useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Input } from './field';
import { FormSummary } from './form-summary';
import { useForm } from './use-form';

type Name = 'first' | 'second';
const labels: Record<Name, string> = { first: 'First', second: 'Second' };

/** Two required fields and a send that `action` decides. */
function TwoFields({ action }: { action: (values: Record<Name, string>) => Promise<unknown> }) {
  const [values, setValues] = useState<Record<Name, string>>({ first: '', second: '' });
  const { formRef, errors, failure, pending, check, clearError, send } = useForm<Name>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check({ first: values.first ? undefined : 'First is required', second: values.second ? undefined : 'Second is required' })) return;
    await send(
      () => action(values),
      (error) => `Could not send: ${error.message}`,
    );
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      {(['first', 'second'] as const).map((name) => (
        <Field key={name} label={labels[name]} error={errors[name]}>
          {(ids) => (
            <Input
              {...ids}
              value={values[name]}
              onChange={(e) => {
                setValues((current) => ({ ...current, [name]: e.target.value }));
                clearError(name);
              }}
            />
          )}
        </Field>
      ))}
      <FormSummary errors={errors} labels={labels} failure={failure} />
      <button type="submit">{pending ? 'Sending...' : 'Send'}</button>
    </form>
  );
}

const send = () => screen.getByRole('button', { name: /Send/ });

describe('useForm with FormSummary', () => {
  it('shows each message beside its field, takes the keyboard to the first to fix and names them above the button', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {});
    render(<TwoFields action={action} />);
    await user.click(send());
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription('First is required');
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription('Second is required');
    expect(screen.getByLabelText('First')).toHaveFocus();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct the highlighted fields: First, Second.');
    expect(summary.nextElementSibling).toBe(send());

    await user.type(screen.getByLabelText('First'), 'a');
    expect(screen.getByLabelText('First')).not.toHaveAccessibleDescription();
    await user.click(send());
    expect(screen.getByLabelText('Second')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields: Second.');
    expect(action).not.toHaveBeenCalled();
  });

  it('sends once at a time and shows a refused send beside the button, which the next submit clears', async () => {
    const user = userEvent.setup();
    let refuse!: (error: Error) => void;
    const action = vi.fn(() => new Promise((_, no) => (refuse = no)));
    render(<TwoFields action={action} />);
    await user.type(screen.getByLabelText('First'), 'a');
    await user.type(screen.getByLabelText('Second'), 'b');
    await user.click(send());
    expect(send()).toHaveTextContent('Sending...');
    await user.click(send());
    expect(action).toHaveBeenCalledTimes(1);

    refuse(new Error('denied'));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Could not send: denied');
    expect(failure.nextElementSibling).toBe(send());
    expect(send()).toHaveTextContent('Send');

    action.mockResolvedValueOnce(undefined);
    await user.click(send());
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
