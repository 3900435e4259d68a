import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { RouteGuard } from '@/lib/route-guard';
import type { RouteAccess } from '@/lib/route-decision';
import { paths } from '@/config/paths';
import { WelcomeRoute } from '@/app/routes/public/welcome';
import { PageSpinner } from '@/components/ui/spinner';

type Screen = { path: string; load: () => Promise<{ default: React.ComponentType }> };

// Each screen is its own chunk: a visitor downloads only the screens they open.
const screen = ({ path, load }: Screen): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

const guarded = (access: RouteAccess, screens: Screen[]): RouteObject => ({
  element: <RouteGuard access={access} />,
  children: screens.map(screen),
});

/** The one route table (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: PageSpinner,
    children: [
      { path: paths.home.path, element: <WelcomeRoute /> },
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
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
