import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sameAuthState, viewerOf, type AuthState, type LoadProfileSource } from '@/lib/auth-state';
import type { Viewer } from '@/lib/policies';
import { afterFirstView } from '@/utils/first-view';
import { signedInBefore } from '@/lib/signed-in-before';
import { earlySession, keepEarlySession } from '@/lib/early-session';

type AuthContextValue = {
  state: AuthState;
  viewer: Viewer | null;
  /** True from Logout until the session has ended and `afterSignOut` has run: guarded screens wait meanwhile. */
  signingOut: boolean;
  /** Ends the session, then runs `afterSignOut` (leaving the page) before the guards see the signed-out state. */
  signOut: (afterSignOut?: () => void) => Promise<void>;
  /**
   * Ends the session by `end` (Delete my account: deleting the Auth account), then runs `afterEnd`, the
   * guarded screens waiting meanwhile as for Logout; unlike signOut, a failure of `end` is thrown.
   */
  endSession: (end: () => Promise<void>, afterEnd?: () => void) => Promise<void>;
  /** Starts Auth now if it waits to be asked (start="onRequest": a navigation, useSignInElsewhere); nothing otherwise. */
  startSession: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const loadSession = () => import('@/lib/auth-session');

/**
 * When Firebase Auth starts: at once (a screen that needs the session); after the first view (the
 * screens that render without it, src/app/router.tsx authWaitsForPaint); or when asked (startSession),
 * by a navigation or a sign-in in another tab (the welcome page for a visitor nobody was signed in as
 * on this device, who has no session to find: docs/decisions/0018-auth-on-request.md).
 */
export type AuthStart = 'now' | 'afterPaint' | 'onRequest';

type AuthProviderProps = {
  loadProfiles: LoadProfileSource;
  start?: AuthStart;
  children: ReactNode;
};

const startNow = (task: () => void) => {
  task();
  return () => {};
};

export function AuthProvider({ loadProfiles, start = 'now', children }: AuthProviderProps) {
  // Until Auth answers: the session index.html read for this screen (decision 0084); else, nobody
  // signed in on this device last time: most likely signed out, so the guest-only screens render at
  // once (route-decision.ts).
  const [state, setState] = useState<AuthState>(
    () => earlySession() ?? (signedInBefore() ? { status: 'loading' } : { status: 'loading', likelySignedOut: true }),
  );
  const [signingOut, setSigningOut] = useState(false);
  const [requested, setRequested] = useState(start !== 'onRequest');
  const startSession = useCallback(() => setRequested(true), []);

  useEffect(() => {
    if (!requested) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // A screen with data waits for the session, so it starts at once (preloadScreen already asked for Auth's chunk).
    const cancelStart = (start === 'afterPaint' ? afterFirstView : startNow)(() =>
      loadSession().then(({ watchSession }) => {
        if (cancelled) return;
        const early = earlySession();
        stop = watchSession(
          (next) => {
            keepEarlySession(null); // Auth has answered: its state from now on
            // A transition: the screen that the new state reveals renders in slices, not one long task.
            startTransition(() => setState((shown) => (sameAuthState(shown, next) ? shown : next)));
          },
          loadProfiles,
          early ? { uid: early.user.uid, profile: early.profile } : undefined,
        );
      }),
    );
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [loadProfiles, start, requested]);

  const value = useMemo<AuthContextValue>(() => {
    const endSession = async (end: () => Promise<void>, afterEnd?: () => void) => {
      setSigningOut(true);
      try {
        await end();
      } catch (error) {
        setSigningOut(false);
        throw error;
      }
      // React Router changes the location in a transition; ending signingOut in the same tick's
      // transition commits both together, so the guarded page never renders signed out.
      afterEnd?.();
      startTransition(() => setSigningOut(false));
    };
    return {
      state,
      viewer: viewerOf(state),
      signingOut,
      signOut: (afterSignOut) =>
        endSession(async () => (await loadSession()).signOutSession(), afterSignOut).catch((error: unknown) => {
          console.error('Sign-out failed', error); // spec section 8: only logged
        }),
      endSession,
      startSession,
    };
  }, [state, signingOut, startSession]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** A fixed auth state for component tests. */
export function StaticAuthProvider({ state, children }: { state: AuthState; children: ReactNode }) {
  const value = useMemo(
    () => ({
      state,
      viewer: viewerOf(state),
      signingOut: false,
      signOut: async () => {},
      endSession: (end: () => Promise<void>) => end(),
      startSession: () => {},
    }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
