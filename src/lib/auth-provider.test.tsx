import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth-provider';
import { RouteGuard } from '@/lib/route-guard';
import type { RouteAccess } from '@/lib/route-decision';

// Auth never answers here: what shows is what the provider starts with.
vi.mock('@/lib/auth-session', () => ({ watchSession: () => () => {}, signOutSession: async () => {} }));

function open(access: RouteAccess) {
  render(
    <AuthProvider loadProfiles={async () => ({ ensureAdminProfile: async () => {}, watchUserProfile: () => () => {} })}>
      <MemoryRouter initialEntries={['/screen']}>
        <Routes>
          <Route element={<RouteGuard access={access} />}>
            <Route path="/screen" element={<h1>Screen</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('before Auth answers', () => {
  it('shows a guest-only screen at once when nobody was signed in on this device', () => {
    open('guestOnly');
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeInTheDocument();
  });

  it('waits on a guest-only screen when someone was', () => {
    localStorage.setItem('startupfund:session', '1');
    open('guestOnly');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Screen' })).not.toBeInTheDocument();
  });

  it('waits on a signed-in screen either way', () => {
    open('investor');
    expect(screen.queryByRole('heading', { name: 'Screen' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
