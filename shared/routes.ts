// The route table as data: the app (src/config/paths.ts, src/app/router.tsx) and the build
// (vite.config.ts: the early reads' paths) both read it, so the build needs no app code. Plain data
// and types only: nothing here may import from src/.

/** Every route's path pattern, in React Router's syntax. src/config/paths.ts adds the href builders. */
export const routePaths = {
  home: '/',
  login: '/login',
  register: '/register',
  guest: '/guest',
  adminDashboard: '/admin/dashboard',
  entrepreneurDashboard: '/entrepreneur/dashboard',
  investorDashboard: '/investor/dashboard',
  createCampaign: '/create-campaign',
  project: '/project/:id',
  postUpdate: '/post-update/:projectId',
  payment: '/payment/:projectId',
  projects: '/projects',
  learn: '/learn',
  terms: '/terms',
  privacy: '/privacy',
  authAction: '/auth/action',
  settings: '/settings',
  founder: '/founders/:uid',
} as const;

export type RouteName = keyof typeof routePaths;

/**
 * Who a screen is for (spec section 2): everyone (a page of public data, e.g. a founder's page),
 * signed-out visitors only, any signed-in user, or one role.
 */
export type ScreenAccess = 'public' | 'guestOnly' | 'signedIn' | 'admin' | 'entrepreneur' | 'investor';

/** Whether a screen opened at this query (its address's `?…`) shows a public part first. */
export type OpensBeforeSession = (search: URLSearchParams) => boolean;

// The investor dashboard's own tabs are the viewer's: only Browse is public.
const PRIVATE_DASHBOARD_TABS = ['investments', 'saved'];

/**
 * The screens behind the welcome page: their route, who may open them, and their module under
 * src/app/routes/ (each its own chunk). The one list of screens: the router builds its routes from it.
 * `opensBeforeSession`: opened at a query for which it says yes, for a visitor who was signed in on
 * this device, the screen shows its public part (the approved projects, a project's public card) at
 * once, and Firebase Auth starts after that has been painted; the guard still has the last word once
 * Auth answers (docs/decisions/0017-public-part-before-the-session.md).
 */
export const screens: ReadonlyArray<{ route: RouteName; access: ScreenAccess; module: string; opensBeforeSession?: OpensBeforeSession }> = [
  { route: 'login', access: 'guestOnly', module: 'auth/login' },
  { route: 'register', access: 'guestOnly', module: 'auth/register' },
  { route: 'guest', access: 'guestOnly', module: 'public/guest' },
  { route: 'adminDashboard', access: 'admin', module: 'admin/dashboard' },
  { route: 'entrepreneurDashboard', access: 'entrepreneur', module: 'entrepreneur/dashboard' },
  { route: 'createCampaign', access: 'entrepreneur', module: 'entrepreneur/create-campaign' },
  { route: 'postUpdate', access: 'entrepreneur', module: 'entrepreneur/post-update' },
  {
    route: 'investorDashboard',
    access: 'investor',
    module: 'investor/dashboard',
    opensBeforeSession: (search) => !PRIVATE_DASHBOARD_TABS.includes(search.get('tab') ?? ''),
  },
  { route: 'payment', access: 'investor', module: 'investor/payment' },
  { route: 'project', access: 'signedIn', module: 'shared/project', opensBeforeSession: () => true },
  { route: 'projects', access: 'signedIn', module: 'shared/projects', opensBeforeSession: () => true },
  { route: 'settings', access: 'signedIn', module: 'shared/settings' },
  // A founder's page: public data only (their public profile and approved cards), for guests and members alike.
  { route: 'founder', access: 'public', module: 'public/founder' },
];

/**
 * Pages anyone may open, signed in or not, that read no data: no guard, no data cache,
 * and, like the welcome page, Firebase Auth starts after their first paint. Each its own chunk.
 */
export const publicPages: ReadonlyArray<{ route: RouteName; module: string }> = [
  { route: 'learn', module: 'public/learn' },
  { route: 'terms', module: 'public/terms' },
  { route: 'privacy', module: 'public/privacy' },
  // Where the links in Auth's e-mails land (reset the password, verify the address): for anyone,
  // signed in or not; it reads no Firestore data (docs/deploy.md).
  { route: 'authAction', module: 'auth/action' },
];

/** A screen module's source file, as the router imports it. */
export const screenFile = (module: string) => `src/app/routes/${module}.tsx`;
