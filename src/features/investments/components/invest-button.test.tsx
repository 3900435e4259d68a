// Invest Now reads the investor's allowance (every campaign they hold money in) only once the form opens.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { aProject, signedInAs } from '@/testing/test-data';
import { useInvest, useInvestmentAllowance } from '@/features/investments/api/use-investments';
import { InvestButton } from './invest-button';

vi.mock('@/features/investments/api/use-investments', () => ({
  investmentIntent: () => ({ current: () => 'intent', done: () => {} }),
  useInvest: vi.fn(),
  useInvestmentAllowance: vi.fn(),
}));

const ivy = signedInAs('investor');

beforeEach(() => {
  vi.mocked(useInvest).mockReturnValue({ isPending: false, mutateAsync: vi.fn() } as unknown as ReturnType<typeof useInvest>);
  vi.mocked(useInvestmentAllowance).mockImplementation(
    (uid) => ({ data: uid ? 4_000 : undefined }) as ReturnType<typeof useInvestmentAllowance>,
  );
});

it('reads the allowance only once Invest Now opens the form, and shows it there', async () => {
  const { user } = renderWithProviders(<InvestButton project={aProject({ id: 'p1', title: 'Solar Roofs' })} verifyNotice={null} />, {
    auth: ivy,
  });
  expect(vi.mocked(useInvestmentAllowance).mock.calls.every(([uid]) => uid === undefined)).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Invest Now' }));
  expect(useInvestmentAllowance).toHaveBeenLastCalledWith(ivy.status === 'signedIn' ? ivy.user.uid : '');
  expect(await screen.findByTestId('allowance')).toHaveTextContent('$4,000');
});

it('closes the verify pop-up of an unverified investor by its Close button (a phone has no Escape key)', async () => {
  const { user } = renderWithProviders(
    <InvestButton
      project={aProject({ id: 'p1', title: 'Solar Roofs' })}
      verifyNotice={<p>Please verify your e-mail address to invest.</p>}
    />,
    { auth: signedInAs('investor', { emailVerified: false }) },
  );
  await user.click(screen.getByRole('button', { name: 'Invest Now' }));
  const dialog = screen.getByRole('dialog', { name: 'Make an Investment' });
  expect(dialog).toHaveTextContent('Please verify your e-mail address to invest.');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('Please verify your e-mail address to invest.')).not.toBeInTheDocument();
  expect(dialog).not.toHaveAttribute('open');
});
