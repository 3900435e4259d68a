import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StaticAuthProvider } from '@/lib/auth-provider';
import type { AuthState } from '@/lib/auth-state';
import { RouteGuard } from '@/lib/route-guard';

function LoginScreen() {
  const location = useLocation();
  return <p>Login, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderGuard(state: AuthState, preload = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/investor/dashboard?tab=investments']}>
      <StaticAuthProvider state={state}>
        <Routes>
          <Route element={<RouteGuard access="investor" preload={preload} />}>
            <Route path="/investor/dashboard" element={<h1>Investor Dashboard</h1>} />
          </Route>
          <Route path="/login" element={<LoginScreen />} />
        </Routes>
      </StaticAuthProvider>
    </MemoryRouter>,
  );
  return preload;
}

const ivy: AuthState = {
  status: 'signedIn',
  user: { uid: 'ivy', email: 'ivy@example.com', emailVerified: true, displayName: null },
  role: 'investor',
  profile: null,
};

describe('RouteGuard', () => {
  it('shows a spinner while the session loads, and starts downloading the screen meanwhile', () => {
    const preload = renderGuard({ status: 'loading' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(preload).toHaveBeenCalledWith('/investor/dashboard');
  });

  it('renders the screen for the right role without preloading', () => {
    const preload = renderGuard(ivy);
    expect(screen.getByRole('heading', { name: 'Investor Dashboard' })).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    const preload = renderGuard({ status: 'signedOut' });
    expect(screen.getByText('Login, from /investor/dashboard?tab=investments')).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });
});
