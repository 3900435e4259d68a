// The session index.html read for a screen that waits for it (decision 0084), as the auth state the
// first render shows: src/app/early-session.ts makes it while the screen's chunks download, the auth
// provider starts from it, and Auth's first answer replaces it.
import type { AuthState, SessionProfile } from '@/lib/auth-state';

export type EarlySessionState = Extract<AuthState, { status: 'signedIn' }> & { provisional: true; profile: SessionProfile };

let kept: EarlySessionState | null = null;

export const keepEarlySession = (state: EarlySessionState | null) => {
  kept = state;
};

/** The early session, if one was read; until Auth answers (the provider then forgets it). */
export const earlySession = (): EarlySessionState | null => kept;
