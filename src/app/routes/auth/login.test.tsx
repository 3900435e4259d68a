import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StaticAuthProvider } from '@/lib/auth-provider';
import { signedOut } from '@/testing/test-data';
import LoginRoute from './login';

function renderLogin(entry: { pathname: string; search?: string; state?: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <StaticAuthProvider state={signedOut}>
        <LoginRoute />
      </StaticAuthProvider>
    </MemoryRouter>,
  );
}

describe('Login', () => {
  it.each([
    ['/project/p1', 'Log in to see this project'],
    ['/payment/p1', 'Log in to invest'],
  ])('tells a visitor sent from %s why, in one line above the form', (from, reason) => {
    renderLogin({ pathname: '/login', state: { from } });
    const line = screen.getByText(reason);
    expect(line.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of the kind to a visitor who opened Login themselves', () => {
    renderLogin({ pathname: '/login' });
    expect(screen.queryByText(/^Log in to/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens on the reset form from an expired link’s "Send me a new link"', () => {
    renderLogin({ pathname: '/login', search: '?reset=1' });
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
