// Issue 36: a campaign's deal terms and minimum investment, in the invest forms.
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
      minimum={100}
      terms="SAFE: $5,000,000 valuation cap, 20% discount; minimum $100"
      {...props}
    />,
  );
  return { onSubmit, input: screen.getByLabelText('Investment Amount (USD)') };
}

describe('AmountForm with a minimum investment', () => {
  it('shows the deal terms in plain words', () => {
    setup();
    expect(screen.getByTestId('deal-terms')).toHaveTextContent('Deal terms: SAFE: $5,000,000 valuation cap, 20% discount; minimum $100');
  });

  it('refuses an amount below the minimum: the message, and why on a second line', async () => {
    const { onSubmit, input } = setup();
    await userEvent.type(input, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe("Please enter a valid investment amount\nThis campaign's minimum investment is $100.");
    expect(alert).toHaveClass('whitespace-pre-line');
  });

  it('takes the minimum', async () => {
    const { onSubmit, input } = setup();
    await userEvent.type(input, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    expect(onSubmit).toHaveBeenCalledWith(100, false);
  });
});

describe('AmountForm before confirming', () => {
  it('says until when the investment can be cancelled, by the button', () => {
    setup({ cancelNote: 'You can cancel until Dec 3, 2026, 5:00 PM' });
    expect(screen.getByTestId('cancel-until')).toHaveTextContent('You can cancel until Dec 3, 2026, 5:00 PM');
  });
});
