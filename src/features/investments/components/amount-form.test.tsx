import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmountForm } from './amount-form';

function setup(props: Partial<Parameters<typeof AmountForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <AmountForm
      label="Investment Amount (USD)"
      submitLabel="Confirm Investment"
      busyLabel="Processing..."
      invalidMessage="Please enter a valid investment amount"
      busy={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
      {...props}
    />,
  );
  return { onSubmit, input: screen.getByLabelText('Investment Amount (USD)') };
}

describe('AmountForm', () => {
  it.each(['', '0', '-5', '12.5', '1e3', '1000001'])('refuses %j with the message and submits nothing', async (typed) => {
    const { onSubmit, input } = setup();
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid investment amount');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says an invalid amount once, beside the field (aloud), and takes the keyboard back to it', async () => {
    const { input } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    const message = screen.getByRole('alert');
    // The spec's message, and why on a second line: said once.
    expect(screen.getAllByText(/Please enter a valid investment amount/)).toEqual([message]);
    expect(message.textContent).toBe('Please enter a valid investment amount\nEnter a whole number of dollars, with no cents.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(input).toHaveAccessibleDescription(
      /^Whole dollars, from \$1 to .*\. Please enter a valid investment amount\sEnter a whole number of dollars, with no cents\.$/,
    );
    expect(input).toHaveFocus();
    expect(input.parentElement).toContainElement(message);
  });

  it('submits a whole number of dollars', async () => {
    const { onSubmit, input } = setup();
    await userEvent.type(input, '250');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    expect(onSubmit).toHaveBeenCalledWith(250, false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Invest anonymously, off by default, and says what Recent Investors will show', async () => {
    const { onSubmit, input } = setup({ publicName: 'Ivy Chen' });
    const box = screen.getByRole('checkbox', { name: 'Invest anonymously' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Recent Investors will show your name, Ivy Chen\./);
    await userEvent.click(box);
    expect(box).toHaveAccessibleDescription(/Recent Investors will show "Anonymous investor"\./);
    await userEvent.type(input, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    expect(onSubmit).toHaveBeenCalledWith(40, true);
  });

  it('says a profile without a name invests as Anonymous investor', () => {
    setup({ publicName: '' });
    expect(screen.getByRole('checkbox', { name: 'Invest anonymously' })).toHaveAccessibleDescription(/"Anonymous investor"/);
  });

  it('shows the busy label and cannot be submitted twice while busy', async () => {
    const { onSubmit, input } = setup({ busy: true });
    await userEvent.type(input, '25');
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failure from the server in the banner right above the buttons, not on the field', () => {
    const { input } = setup({ error: 'Error processing investment: offline' });
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Error processing investment: offline');
    expect(banner.nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Confirm Investment' }));
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('AmountForm and the 12-month limit', () => {
  it('says what is left, and refuses a larger amount with a clear message', async () => {
    const { onSubmit, input } = setup({ allowance: 1500 });
    expect(screen.getByTestId('allowance')).toHaveTextContent('You can invest up to $1,500 more in the next 12 months.');
    await userEvent.type(input, '1501');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    const message = 'That is more than the $10,000 limit over 12 months allows: you can invest up to $1,500 more in the next 12 months.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onSubmit).not.toHaveBeenCalled();
    // The field itself is what needs fixing: marked invalid, described by the message, and given the keyboard.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    expect(onSubmit).toHaveBeenCalledWith(1500, false);
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
