// The welcome page's first screen: the spec's text and buttons, a dashboard button for a member, and
// the sections below it mounted after the first view (their data is tested in tests/integration/front-door.test.ts).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StaticAuthProvider } from '@/lib/auth-provider';
import { ACCOUNT_DELETED_NOTICE, accountDeletedState } from '@/lib/account-deleted-notice';
import { renderWithProviders } from '@/testing/render';
import { signedInAs, signedOut } from '@/testing/test-data';
import { WelcomeRoute } from './welcome';

// The sections below the first screen are a lazily loaded chunk that reads Firestore (featured projects,
// figures), which cannot run here: stubbed, so the test sees when they mount.
vi.mock('@/app/welcome-sections', () => ({ default: () => <p>Below the first screen</p> }));

it('shows a guest the spec’s text, Login and Continue Without Login', async () => {
  renderWithProviders(<WelcomeRoute />, { auth: signedOut });
  expect(screen.getByText('A crowdfunding platform for startups. Log in or explore projects as a guest.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Continue Without Login' })).toHaveAttribute('href', '/guest');
  expect(screen.queryByRole('link', { name: 'Go to My Dashboard' })).not.toBeInTheDocument();
  expect(await screen.findByText('Below the first screen')).toBeInTheDocument();
});

it.each([
  ['investor', '/investor/dashboard'],
  ['entrepreneur', '/entrepreneur/dashboard'],
  ['admin', '/admin/dashboard'],
] as const)('shows a signed-in %s a button to their dashboard instead of Login', (role, dashboard) => {
  renderWithProviders(<WelcomeRoute />, { auth: signedInAs(role) });
  expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', dashboard);
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Without Login' })).toBeInTheDocument();
});

it('says the account was deleted when Delete my account lands here, and only then', async () => {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/', state: accountDeletedState }]}>
      <StaticAuthProvider state={signedOut}>
        <WelcomeRoute />
      </StaticAuthProvider>
    </MemoryRouter>,
  );
  expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_DELETED_NOTICE);
  expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await screen.findByText('Below the first screen')).toBeInTheDocument();
});

it('shows no such notice on an ordinary visit', () => {
  renderWithProviders(<WelcomeRoute />, { auth: signedOut });
  expect(screen.queryByText(ACCOUNT_DELETED_NOTICE)).not.toBeInTheDocument();
});
