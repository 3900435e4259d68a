import { useEffect } from 'react';
import { matchPath, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { InboxSlot } from '@/app/inbox-slot';
import { useAuth, type AuthStart } from '@/lib/auth-provider';
import type { RouteAccess } from '@/lib/route-decision';
import { paths } from '@/config/paths';
import { publicPages, routePaths, screenFile, screens, type OpensBeforeSession } from '@shared/routes';
import type { ScreenModule } from '@/app/screen-module';
import { WelcomeRoute } from '@/app/routes/public/welcome';
import { lazyWithPreload, type LazyWithPreload } from '@/utils/lazy-with-preload';
import { firstViewNeeds } from '@/utils/first-view';
import { signedInBefore } from '@/lib/signed-in-before';

type Screen = { path: string; access: RouteAccess; opensBeforeSession?: OpensBeforeSession; Component: LazyWithPreload<ScreenModule> };

// Each screen's module, its own chunk (the welcome page is in the entry).
const modules = import.meta.glob<ScreenModule>(['./routes/**/*.tsx', '!./routes/public/welcome.tsx', '!./routes/**/*.test.tsx']);

function loaderOf(module: string) {
  const load = modules[screenFile(module).replace('src/app/', './')];
  if (!load) throw new Error(`router: no screen module ${screenFile(module)}`);
  return load;
}

// A screen suspends while it downloads (AppLayout's Suspense shows the spinner); AppLayout's error
// boundary shows a failed download as a message with Try again, which loads the page anew.
const screenRoutes: Screen[] = screens.map(({ route, access, module, opensBeforeSession }) => ({
  path: routePaths[route],
  access,
  opensBeforeSession,
  Component: lazyWithPreload(loaderOf(module)),
}));

// Learn, Terms, Privacy, the action page of Auth's e-mails: open to all, no Firestore data, so outside the guards and the data cache.
const publicRoutes = publicPages.map(({ route, module }) => ({ path: routePaths[route], Component: lazyWithPreload(loaderOf(module)) }));

/**
 * Who may open which screen (spec section 2, shared/routes.ts): one guard per kind of access, and
 * one of its own for a screen that may open before the session.
 */
const guardedRoutes = (screens: Screen[]): RouteObject => ({
  element: <RouteGuard access={screens[0].access} opensBeforeSession={screens[0].opensBeforeSession} />,
  children: screens.map(({ path, Component }) => ({ path, element: <Component /> })),
});
const guardGroups = new Map<string, Screen[]>();
for (const screen of screenRoutes) {
  const group = screen.opensBeforeSession ? screen.path : screen.access;
  guardGroups.set(group, [...(guardGroups.get(group) ?? []), screen]);
}

const loadFirebase = () => import('@/lib/firebase');
const loadAuth = () => import('@/lib/firebase-auth');

const screenAt = (pathname: string) => screenRoutes.find((screen) => matchPath(screen.path, pathname));

/**
 * Screens that render without waiting for Auth, which starts after their first paint
 * (src/app/provider.tsx): the welcome page, the public pages and public screens; a guest-only screen for a visitor nobody was signed in
 * as on this device last time; a screen that opens before the session for one somebody was.
 */
export const authWaitsForPaint = (pathname: string, search: string) => {
  if (pathname === paths.home.href() || publicRoutes.some((page) => matchPath(page.path, pathname))) return true;
  const screen = screenAt(pathname);
  if (!screen) return false;
  // A public screen reads public data only: as a guest, whoever opens it.
  if (screen.access === 'public') return true;
  return signedInBefore() ? (screen.opensBeforeSession?.(new URLSearchParams(search)) ?? false) : screen.access === 'guestOnly';
};

/**
 * When Auth starts where the app was opened (src/app/provider.tsx): the welcome page of a visitor
 * nobody was signed in as on this device waits for a navigation (AppRoutes) or a sign-in in another
 * tab, since there is no session to find (docs/decisions/0018-auth-on-request.md).
 */
export const authStartAt = (pathname: string, search: string): AuthStart => {
  if (pathname === paths.home.href() && !signedInBefore()) return 'onRequest';
  return authWaitsForPaint(pathname, search) ? 'afterPaint' : 'now';
};

// The data cache (TanStack Query) serves the screens with data only, so the welcome page never loads it;
// nor the guard, which sits under it (preloadScreen fetches both with the screen).
const QueryLayout = lazyWithPreload(() => import('@/app/query-layout'));
const RouteGuard = lazyWithPreload(() => import('@/lib/route-guard').then((module) => ({ default: module.RouteGuard })));

/** The one route table. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout inbox={<InboxSlot />} />,
    children: [
      { path: paths.home.path, element: <WelcomeRoute /> },
      ...publicRoutes.map(({ path, Component }) => ({ path, element: <Component /> })),
      { element: <QueryLayout />, children: [...guardGroups.values()].map(guardedRoutes) },
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

/**
 * Starts downloading the screen at this path (and, through its imports, the SDKs it uses), its data
 * layout and its prefetch, so they arrive alongside the session instead of after the first render.
 * main.tsx calls it for the page opened, before React renders; AppRoutes for each navigation.
 * Resolves once the modules have arrived (or failed: the screen then shows its error), at once on a
 * path with no screen (the welcome page). A public page (Learn, Terms, Privacy) needs its module only.
 */
export async function preloadScreen(pathname: string, search: string, sessionAnswered = false): Promise<void> {
  const page = publicRoutes.find(({ path }) => matchPath(path, pathname));
  if (page) return void (await page.Component.preload().catch(() => {}));
  for (const screen of screenRoutes) {
    const match = matchPath(screen.path, pathname);
    if (!match) continue;
    // The SDK first, on its own: evaluating it (and starting Auth) is then a task of its own rather
    // than part of one long task with the screen's modules.
    const firebase = loadFirebase();
    // Auth before anything is read for a screen that may be signed in: Firestore Lite sends the
    // session's token only from the moment Auth exists.
    // Opened in the app once Auth has answered, a screen's reads carry the session whatever it is.
    const withSession = sessionAnswered || !authWaitsForPaint(pathname, search);
    const auth = withSession ? loadAuth() : null;
    // Opened here with a session to wait for: what index.html read of it, for the first render (0084).
    const early = withSession && !sessionAnswered ? import('@/app/early-session').then((module) => module.openEarlySession()) : null;
    const layout = Promise.all([QueryLayout.preload(), RouteGuard.preload()]);
    const module = screen.Component.preload();
    const prefetched = Promise.all([module, auth]).then(([loaded]) =>
      loaded.prefetch?.({ params: match.params, search: new URLSearchParams(search), withSession }),
    );
    firstViewNeeds(prefetched);
    // A failed chunk shows when the screen renders: the error boundary's Try again loads the page anew.
    await Promise.allSettled([firebase, auth, layout, module, early]);
    return;
  }
}

// Declarative routing (useRoutes) rather than a data router: the app has no loaders or actions,
// and the data router's code would be 18 KB gzip of the welcome page's budget.
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const { state, startSession } = useAuth();
  const sessionAnswered = state.status !== 'loading';
  // Once per screen opened: a change of the query (a filter, a tab) is the screen's own to load.
  useEffect(() => {
    void preloadScreen(pathname, search, sessionAnswered);
    if (pathname !== paths.home.href()) startSession();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return useRoutes(routes);
}
