import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth-provider';
import { RouteGuard } from '@/lib/route-guard';
import type { AuthState } from '@/lib/auth-state';
import { TopBar } from '@/components/layouts/top-bar';

// The Firebase side of the session (Auth cannot run in the unit tests: no emulator), controlled by the test:
// sign-out ends only when the test says so.
const session = vi.hoisted(() => ({
  emit: (_state: AuthState) => {},
  finishSignOut: () => {},
}));
vi.mock('@/lib/auth-session', () => ({
  watchSession: (onChange: (state: AuthState) => void) => {
    session.emit = onChange;
    onChange({
      status: 'signedIn',
      user: { uid: 'u1', email: 'ivy@startfund.com', emailVerified: true, displayName: null },
      role: 'investor',
      profile: { role: 'investor' },
    });
    return () => {};
  },
  signOutSession: () =>
    new Promise<void>((resolve) => {
      session.finishSignOut = () => {
        session.emit({ status: 'signedOut' }); // Firebase tells its listeners before signOut() resolves
        resolve();
      };
    }),
}));

const visited: string[] = [];
function RecordPath() {
  const { pathname } = useLocation();
  if (visited.at(-1) !== pathname) visited.push(pathname);
  return null;
}

function renderApp() {
  render(
    <AuthProvider loadProfiles={async () => ({ ensureAdminProfile: async () => {}, watchUserProfile: () => () => {} })}>
      <MemoryRouter initialEntries={['/investor/dashboard']}>
        <RecordPath />
        <TopBar />
        <Routes>
          <Route path="/" element={<h1>Welcome</h1>} />
          <Route path="/login" element={<h1>Login page</h1>} />
          <Route element={<RouteGuard access="investor" />}>
            <Route path="/investor/dashboard" element={<h1>Investor Dashboard</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

describe('Logout', () => {
  beforeEach(() => void (visited.length = 0));

  it('ends the session before the signed-out home shows, and never bounces to /login meanwhile', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    // Signing out: still on the page (waiting), not yet at home, not at /login.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Investor Dashboard' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(visited).toEqual(['/investor/dashboard']);

    session.finishSignOut();

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(visited).toEqual(['/investor/dashboard', '/']);
  });
});
