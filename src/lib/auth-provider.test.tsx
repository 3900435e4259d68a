import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider, useAuth } from '@/lib/auth-provider';
import { useSignInElsewhere } from '@/lib/signed-in-elsewhere';
import { RouteGuard } from '@/lib/route-guard';
import type { RouteAccess } from '@/lib/route-decision';

// Firebase Auth cannot run in the unit tests (no emulator): the session is stubbed, and never answers here:
// what shows is what the provider starts with.
const watchSession = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('@/lib/auth-session', () => ({ watchSession, signOutSession: async () => {} }));
const loadProfiles = async () => ({ ensureAdminProfile: async () => {}, watchUserProfile: () => () => {} });

function open(access: RouteAccess) {
  render(
    <AuthProvider loadProfiles={loadProfiles}>
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

beforeEach(() => {
  localStorage.clear();
  watchSession.mockClear();
});

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

describe('Auth started on request (the welcome page of a visitor nobody was signed in as here)', () => {
  let startSession: () => void = () => {};
  function StartButton() {
    startSession = useAuth().startSession;
    return null;
  }
  const openOnRequest = () =>
    render(
      <AuthProvider loadProfiles={loadProfiles} start="onRequest">
        <StartButton />
      </AuthProvider>,
    );
  // Long enough for a dynamic import of the mocked module to resolve.
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it('does not start Auth until asked, then starts it once', async () => {
    openOnRequest();
    await settle();
    expect(watchSession).not.toHaveBeenCalled();
    act(() => startSession());
    act(() => startSession());
    await waitFor(() => expect(watchSession).toHaveBeenCalledTimes(1));
  });

  it('starts Auth when another tab records a sign-in, on a page that listens (the welcome page’s sections)', async () => {
    function Listening() {
      useSignInElsewhere();
      return null;
    }
    render(
      <AuthProvider loadProfiles={loadProfiles} start="onRequest">
        <Listening />
      </AuthProvider>,
    );
    await settle();
    act(() => {
      dispatchEvent(new StorageEvent('storage', { key: 'startupfund:session', newValue: null }));
    });
    await settle();
    expect(watchSession).not.toHaveBeenCalled();
    act(() => {
      dispatchEvent(new StorageEvent('storage', { key: 'startupfund:session', newValue: '1' }));
    });
    await waitFor(() => expect(watchSession).toHaveBeenCalledTimes(1));
  });

  it('starts Auth at once by default', async () => {
    render(
      <AuthProvider loadProfiles={loadProfiles}>
        <StartButton />
      </AuthProvider>,
    );
    await waitFor(() => expect(watchSession).toHaveBeenCalledTimes(1));
  });
});
