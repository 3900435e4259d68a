/** Every route's path pattern (shared/routes.ts) and its href builder. Nobody hand-writes a URL. */
import { routePaths as p } from '@shared/routes';

const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: p.home, href: () => '/' },
  /** `reset`: open on the Forgot password? form (a reset link that expired asks for a new one there). */
  login: { path: p.login, href: (options?: { reset?: boolean }) => (options?.reset ? '/login?reset=1' : '/login') },
  register: { path: p.register, href: () => '/register' },
  guest: { path: p.guest, href: () => '/guest' },
  adminDashboard: { path: p.adminDashboard, href: () => '/admin/dashboard' },
  entrepreneurDashboard: { path: p.entrepreneurDashboard, href: () => '/entrepreneur/dashboard' },
  investorDashboard: { path: p.investorDashboard, href: () => '/investor/dashboard' },
  createCampaign: { path: p.createCampaign, href: () => '/create-campaign' },
  project: { path: p.project, href: (projectId: string) => `/project/${id(projectId)}` },
  postUpdate: { path: p.postUpdate, href: (projectId: string) => `/post-update/${id(projectId)}` },
  payment: { path: p.payment, href: (projectId: string) => `/payment/${id(projectId)}` },
  projects: { path: p.projects, href: () => '/projects' },
  learn: { path: p.learn, href: () => '/learn' },
  terms: { path: p.terms, href: () => '/terms' },
  privacy: { path: p.privacy, href: () => '/privacy' },
  authAction: { path: p.authAction, href: () => '/auth/action' },
  settings: { path: p.settings, href: () => '/settings' },
  founder: { path: p.founder, href: (uid: string) => `/founders/${id(uid)}` },
} as const;

export type PathName = keyof typeof paths;
