import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth-provider';
import { decideRoute, type RouteAccess } from '@/lib/route-decision';
import { PageSpinner } from '@/components/ui/spinner';
import type { OpensBeforeSession } from '@shared/routes';

type FromState = { from?: string } | null;

/** The one guard. Attached to groups of routes in src/app/router.tsx. */
export function RouteGuard({ access, opensBeforeSession }: { access: RouteAccess; opensBeforeSession?: OpensBeforeSession }) {
  const { state, signingOut } = useAuth();
  const location = useLocation();
  const returnTo = (location.state as FromState)?.from;
  const opensNow = opensBeforeSession?.(new URLSearchParams(location.search)) ?? false;
  const decision = decideRoute(access, state.status === 'signedIn' ? { status: 'signedIn', role: state.role } : state, returnTo, opensNow);

  // While Logout ends the session the page waits, rather than sending a just-signed-out user to /login.
  if (decision.kind === 'wait' || signingOut) return <PageSpinner />;
  if (decision.kind === 'redirect') {
    const from = decision.rememberFrom ? { from: location.pathname + location.search } : undefined;
    return <Navigate to={decision.to} replace state={from} />;
  }
  return <Outlet />;
}
