import { dashboardFor } from '@/lib/dashboard-for';
import type { Role } from '@/lib/roles';
import { paths } from '@/config/paths';

/** Who a route is for: everyone, signed-out visitors only, any signed-in user, or one role. */
export type RouteAccess = 'public' | 'guestOnly' | 'signedIn' | Role;

export type AuthView = { status: 'loading'; likelySignedOut?: boolean } | { status: 'signedOut' } | { status: 'signedIn'; role: Role | '' };

export type RouteDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string; rememberFrom: boolean };

const render: RouteDecision = { kind: 'render' };
const redirect = (to: string, rememberFrom = false): RouteDecision => ({ kind: 'redirect', to, rememberFrom });

/** Only same-site paths are followed back after sign-in. */
export function safeReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/**
 * The guard's rules (spec section 2). `returnTo` is where a signed-out visitor was going before
 * being sent to /login; once signed in they go back there instead of to their dashboard.
 * `opensBeforeSession`: the screen shows its public part while the session of a visitor who was
 * signed in on this device starts (shared/routes.ts).
 */
export function decideRoute(access: RouteAccess, auth: AuthView, returnTo?: string, opensBeforeSession = false): RouteDecision {
  if (access === 'public') return render;
  // Until Auth answers, a screen renders only for whom it most likely is: a guest-only screen for a
  // visitor nobody was signed in as on this device, a screen that opens before the session for one
  // somebody was. Auth, started after that screen has painted, has the last word.
  if (auth.status === 'loading') {
    const likely = auth.likelySignedOut ? access === 'guestOnly' : access !== 'guestOnly' && opensBeforeSession;
    return likely ? render : { kind: 'wait' };
  }

  if (access === 'guestOnly') {
    if (auth.status === 'signedOut') return render;
    // Signed in without a user document: stay, so the login page can say "User data not found".
    if (auth.role === '') return render;
    return redirect(safeReturnPath(returnTo) ?? dashboardFor(auth.role));
  }

  if (auth.status === 'signedOut') return redirect(paths.login.href(), true);
  if (access === 'signedIn' || access === auth.role) return render;
  return redirect(dashboardFor(auth.role));
}
