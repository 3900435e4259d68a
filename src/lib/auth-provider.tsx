import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sameAuthState, viewerOf, type AuthState, type LoadProfileSource } from '@/lib/auth-state';
import type { Viewer } from '@/lib/policies';
import { afterFirstView } from '@/utils/first-view';
import { signedInBefore } from '@/lib/signed-in-before';

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
};

const AuthContext = createContext<AuthContextValue | null>(null);

const loadSession = () => import('@/lib/auth-session');

type AuthProviderProps = {
  loadProfiles: LoadProfileSource;
  /** Start Firebase Auth only after the first paint (the welcome page, and a guest-only screen for a visitor nobody was signed in as on this device). */
  afterPaint?: boolean;
  children: ReactNode;
};

const startNow = (task: () => void) => {
  task();
  return () => {};
};

export function AuthProvider({ loadProfiles, afterPaint = false, children }: AuthProviderProps) {
  // Until Auth answers. Nobody signed in on this device last time: most likely signed out, so the
  // guest-only screens render at once (route-decision.ts).
  const [state, setState] = useState<AuthState>(() =>
    signedInBefore() ? { status: 'loading' } : { status: 'loading', likelySignedOut: true },
  );
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // A screen with data waits for the session, so it starts at once (preloadScreen already asked for Auth's chunk).
    const cancelStart = (afterPaint ? afterFirstView : startNow)(() =>
      loadSession().then(({ watchSession }) => {
        // A transition: the screen that the new state reveals renders in slices, not one long task.
        if (!cancelled)
          stop = watchSession(
            (next) => startTransition(() => setState((shown) => (sameAuthState(shown, next) ? shown : next))),
            loadProfiles,
          );
      }),
    );
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [loadProfiles, afterPaint]);

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
    };
  }, [state, signingOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** A fixed auth state for component tests. */
export function StaticAuthProvider({ state, children }: { state: AuthState; children: ReactNode }) {
  const value = useMemo(
    () => ({ state, viewer: viewerOf(state), signingOut: false, signOut: async () => {}, endSession: (end: () => Promise<void>) => end() }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
