import { lazy } from 'react';
import { matchPath, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { RouteGuard } from '@/lib/route-guard';
import type { RouteAccess } from '@/lib/route-decision';
import { paths } from '@/config/paths';
import { WelcomeRoute } from '@/app/routes/public/welcome';

type Screen = { path: string; load: () => Promise<{ default: React.ComponentType }> };

// Each screen is its own chunk: a visitor downloads only the screens they open. AppLayout's
// Suspense shows the spinner while one loads.
const screen = ({ path, load }: Screen): RouteObject => {
  const Screen = lazy(load);
  return { path, element: <Screen /> };
};

const guarded = (access: RouteAccess, screens: Screen[]): RouteObject => {
  const preload = (pathname: string) => void screens.find(({ path }) => matchPath(path, pathname))?.load();
  return { element: <RouteGuard access={access} preload={preload} />, children: screens.map(screen) };
};

// The data cache (TanStack Query) serves the screens with data only, so the welcome page never loads it.
const QueryLayout = lazy(() => import('@/app/query-layout'));

/** The one route table (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home.path, element: <WelcomeRoute /> },
      {
        element: <QueryLayout />,
        children: [
          guarded('guestOnly', [
            { path: paths.login.path, load: () => import('@/app/routes/auth/login') },
            { path: paths.register.path, load: () => import('@/app/routes/auth/register') },
            { path: paths.guest.path, load: () => import('@/app/routes/public/guest') },
          ]),
          guarded('admin', [{ path: paths.adminDashboard.path, load: () => import('@/app/routes/admin/dashboard') }]),
          guarded('entrepreneur', [
            { path: paths.entrepreneurDashboard.path, load: () => import('@/app/routes/entrepreneur/dashboard') },
            { path: paths.createCampaign.path, load: () => import('@/app/routes/entrepreneur/create-campaign') },
            { path: paths.postUpdate.path, load: () => import('@/app/routes/entrepreneur/post-update') },
          ]),
          guarded('investor', [
            { path: paths.investorDashboard.path, load: () => import('@/app/routes/investor/dashboard') },
            { path: paths.payment.path, load: () => import('@/app/routes/investor/payment') },
          ]),
          guarded('signedIn', [
            { path: paths.project.path, load: () => import('@/app/routes/shared/project') },
            { path: paths.projects.path, load: () => import('@/app/routes/shared/projects') },
          ]),
        ],
      },
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

// Declarative routing (useRoutes) rather than a data router: the app has no loaders or actions,
// and the data router's code would be 18 KB gzip of the welcome page's budget.
export function AppRoutes() {
  return useRoutes(routes);
}
