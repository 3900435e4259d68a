// A campaign's deal terms and minimum investment, in the invest forms.
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

describe('a refused amount says why, on a second line under the spec’s message', () => {
  it.each([
    ['12.5', 'Enter a whole number of dollars, with no cents.'],
    ['', 'Enter a whole number of dollars, with no cents.'],
    ['50', "This campaign's minimum investment is $100."],
    ['1000001', 'The largest single investment is $1,000,000.'],
    ['2000', 'That is more than the $10,000 limit over 12 months allows: you can invest up to $1,500 more in the next 12 months.'],
  ])('%j: %s', async (typed, reason) => {
    const { onSubmit, input } = setup({ allowance: 1500 });
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Investment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(`Please enter a valid investment amount\n${reason}`);
  });

  it('says what the limit is: StartupFund’s own, and what the law’s depends on', () => {
    setup({ allowance: 1500 });
    expect(screen.getByTestId('allowance')).toHaveTextContent('You can invest up to $1,500 more in the next 12 months.');
    expect(screen.getByTestId('limit-explained')).toHaveTextContent(
      "StartupFund's limit is $10,000 in any 12 months. Under US Regulation Crowdfunding the legal limit depends on your income and net worth.",
    );
  });
});

it('says where the investor commits that StartupFund records commitments and moves no money', () => {
  setup();
  expect(screen.getByTestId('commitment-note')).toHaveTextContent('StartupFund records your commitment; it does not move money.');
});
