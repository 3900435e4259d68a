/** Every route's path pattern and its href builder. Nobody hand-writes a URL. */
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  guest: { path: '/guest', href: () => '/guest' },
  adminDashboard: { path: '/admin/dashboard', href: () => '/admin/dashboard' },
  entrepreneurDashboard: { path: '/entrepreneur/dashboard', href: () => '/entrepreneur/dashboard' },
  investorDashboard: { path: '/investor/dashboard', href: () => '/investor/dashboard' },
  createCampaign: { path: '/create-campaign', href: () => '/create-campaign' },
  project: { path: '/project/:id', href: (projectId: string) => `/project/${id(projectId)}` },
  postUpdate: { path: '/post-update/:projectId', href: (projectId: string) => `/post-update/${id(projectId)}` },
  payment: { path: '/payment/:projectId', href: (projectId: string) => `/payment/${id(projectId)}` },
  projects: { path: '/projects', href: () => '/projects' },
} as const;

export type PathName = keyof typeof paths;
