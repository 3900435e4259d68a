import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth-provider';
import { decideRoute, type RouteAccess } from '@/lib/route-decision';
import { PageSpinner } from '@/components/ui/spinner';

type FromState = { from?: string } | null;

type RouteGuardProps = {
  access: RouteAccess;
  /** Starts downloading the screen at this path; called while the session is still loading. */
  preload?: (pathname: string) => void;
};

/** The one guard. Attached to groups of routes in src/app/router.tsx. */
export function RouteGuard({ access, preload }: RouteGuardProps) {
  const { state } = useAuth();
  const location = useLocation();
  const returnTo = (location.state as FromState)?.from;
  const decision = decideRoute(access, state.status === 'signedIn' ? { status: 'signedIn', role: state.role } : state, returnTo);
  const waiting = decision.kind === 'wait';

  // The screen's code (and the SDKs it imports) downloads alongside Auth instead of after it.
  useEffect(() => {
    if (waiting) preload?.(location.pathname);
  }, [waiting, preload, location.pathname]);

  if (waiting) return <PageSpinner />;
  if (decision.kind === 'redirect') {
    const from = decision.rememberFrom ? { from: location.pathname + location.search } : undefined;
    return <Navigate to={decision.to} replace state={from} />;
  }
  return <Outlet />;
}
