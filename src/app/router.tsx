import { useEffect } from 'react';
import { matchPath, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { InboxSlot } from '@/app/inbox-slot';
import { RouteGuard } from '@/lib/route-guard';
import type { RouteAccess } from '@/lib/route-decision';
import { paths } from '@/config/paths';
import { WelcomeRoute } from '@/app/routes/public/welcome';
import { retryableLazy, type RetryableLazy } from '@/utils/retryable-lazy';

/**
 * A screen module may export `prefetch`, to start reading its data before it renders: while the
 * guard still waits for the session and the profile. Firestore sends a read once Auth has restored
 * the session, so a prefetch reads as the signed-in user.
 */
export type ScreenPrefetch = (location: { params: Record<string, string | undefined>; search: URLSearchParams }) => void;
type ScreenModule = { default: React.ComponentType; prefetch?: ScreenPrefetch };
type ScreenSource = { path: string; load: () => Promise<ScreenModule> };
type Screen = { path: string; Component: RetryableLazy<ScreenModule> };
type ScreenGroup<S = Screen> = { access: RouteAccess; screens: S[] };

/** Who may open which screen (spec section 2). Each screen is its own chunk. */
const screenSources: ScreenGroup<ScreenSource>[] = [
  {
    access: 'guestOnly',
    screens: [
      { path: paths.login.path, load: () => import('@/app/routes/auth/login') },
      { path: paths.register.path, load: () => import('@/app/routes/auth/register') },
      { path: paths.guest.path, load: () => import('@/app/routes/public/guest') },
    ],
  },
  { access: 'admin', screens: [{ path: paths.adminDashboard.path, load: () => import('@/app/routes/admin/dashboard') }] },
  {
    access: 'entrepreneur',
    screens: [
      { path: paths.entrepreneurDashboard.path, load: () => import('@/app/routes/entrepreneur/dashboard') },
      { path: paths.createCampaign.path, load: () => import('@/app/routes/entrepreneur/create-campaign') },
      { path: paths.postUpdate.path, load: () => import('@/app/routes/entrepreneur/post-update') },
    ],
  },
  {
    access: 'investor',
    screens: [
      { path: paths.investorDashboard.path, load: () => import('@/app/routes/investor/dashboard') },
      { path: paths.payment.path, load: () => import('@/app/routes/investor/payment') },
    ],
  },
  {
    access: 'signedIn',
    screens: [
      { path: paths.project.path, load: () => import('@/app/routes/shared/project') },
      { path: paths.projects.path, load: () => import('@/app/routes/shared/projects') },
    ],
  },
];

// A screen shows the spinner while it downloads; AppLayout's error boundary shows a failed download
// as a message with Try again, which downloads the chunk anew.
const screenGroups: ScreenGroup[] = screenSources.map(({ access, screens }) => ({
  access,
  screens: screens.map(({ path, load }) => ({ path, Component: retryableLazy(load, <PageSpinner />) })),
}));

const guardedRoutes = ({ access, screens }: ScreenGroup): RouteObject => ({
  element: <RouteGuard access={access} />,
  children: screens.map(({ path, Component }) => ({ path, element: <Component /> })),
});

const loadFirebase = () => import('@/lib/firebase');

// The data cache (TanStack Query) serves the screens with data only, so the welcome page never loads it.
const QueryLayout = retryableLazy(() => import('@/app/query-layout'), <PageSpinner />);

/** The one route table. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout inbox={<InboxSlot />} />,
    children: [
      { path: paths.home.path, element: <WelcomeRoute /> },
      { element: <QueryLayout />, children: screenGroups.map(guardedRoutes) },
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

/**
 * Starts downloading the screen at this path (and, through its imports, the SDKs it uses), its data
 * layout and its prefetch, so they arrive alongside the session instead of after the first render.
 * main.tsx calls it for the page opened, before React renders; AppRoutes for each navigation.
 */
export function preloadScreen(pathname: string, search: string) {
  for (const screen of screenGroups.flatMap((group) => group.screens)) {
    const match = matchPath(screen.path, pathname);
    if (!match) continue;
    // The SDK first, on its own: evaluating it (and starting Auth) is then a task of its own rather
    // than part of one long task with the screen's modules.
    loadFirebase().catch(() => {});
    QueryLayout.preload().catch(() => {});
    screen.Component.preload()
      .then((module) => module.prefetch?.({ params: match.params, search: new URLSearchParams(search) }))
      .catch(() => {}); // a failed chunk shows when the screen renders: the error boundary's Try again downloads it anew
    return;
  }
}

// Declarative routing (useRoutes) rather than a data router: the app has no loaders or actions,
// and the data router's code would be 18 KB gzip of the welcome page's budget.
export function AppRoutes() {
  const { pathname, search } = useLocation();
  // Once per screen opened: a change of the query (a filter, a tab) is the screen's own to load.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => preloadScreen(pathname, search), [pathname]);
  return useRoutes(routes);
}
