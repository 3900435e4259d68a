/** Every route's path pattern (shared/routes.ts) and its href builder. Nobody hand-writes a URL. */
import { routePaths as p } from '@shared/routes';

const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: p.home, href: () => '/' },
  login: { path: p.login, href: () => '/login' },
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
  settings: { path: p.settings, href: () => '/settings' },
} as const;

export type PathName = keyof typeof paths;
