import { decideRoute, safeReturnPath, type AuthView, type RouteAccess } from './route-decision';

const viewers: Record<string, AuthView> = {
  guest: { status: 'signedOut' },
  investor: { status: 'signedIn', role: 'investor' },
  entrepreneur: { status: 'signedIn', role: 'entrepreneur' },
  admin: { status: 'signedIn', role: 'admin' },
  noRole: { status: 'signedIn', role: '' },
};

const ok = 'render';
const toLogin = '→/login (remember)';
const home = '→/';
const inv = '→/investor/dashboard';
const ent = '→/entrepreneur/dashboard';
const adm = '→/admin/dashboard';

// route: [access, guest, investor, entrepreneur, admin, noRole]
const table: Array<[string, RouteAccess, string, string, string, string, string]> = [
  ['/', 'public', ok, ok, ok, ok, ok],
  ['/login', 'guestOnly', ok, inv, ent, adm, ok],
  ['/register', 'guestOnly', ok, inv, ent, adm, ok],
  ['/guest', 'guestOnly', ok, inv, ent, adm, ok],
  ['/admin/dashboard', 'admin', toLogin, inv, ent, ok, home],
  ['/entrepreneur/dashboard', 'entrepreneur', toLogin, inv, ok, adm, home],
  ['/investor/dashboard', 'investor', toLogin, ok, ent, adm, home],
  ['/create-campaign', 'entrepreneur', toLogin, inv, ok, adm, home],
  ['/project/:id', 'signedIn', toLogin, ok, ok, ok, ok],
  ['/post-update/:projectId', 'entrepreneur', toLogin, inv, ok, adm, home],
  ['/payment/:projectId', 'investor', toLogin, ok, ent, adm, home],
  ['/projects', 'signedIn', toLogin, ok, ok, ok, ok],
];

function describeDecision(access: RouteAccess, auth: AuthView): string {
  const decision = decideRoute(access, auth);
  if (decision.kind !== 'redirect') return decision.kind;
  return `→${decision.to}${decision.rememberFrom ? ' (remember)' : ''}`;
}

describe('decideRoute: every route × every role', () => {
  const roles = ['guest', 'investor', 'entrepreneur', 'admin', 'noRole'] as const;
  for (const [route, access, ...expected] of table) {
    roles.forEach((role, index) => {
      it(`${route} as ${role} → ${expected[index]}`, () => {
        expect(describeDecision(access, viewers[role])).toBe(expected[index]);
      });
    });
  }
});

describe('decideRoute while auth is loading', () => {
  it.each(['guestOnly', 'signedIn', 'admin', 'investor', 'entrepreneur'] as const)('waits on %s routes', (access) => {
    expect(decideRoute(access, { status: 'loading' })).toEqual({ kind: 'wait' });
  });
  it('renders public routes at once', () => {
    expect(decideRoute('public', { status: 'loading' })).toEqual({ kind: 'render' });
  });
  it('renders guest-only routes at once for a visitor nobody was signed in as on this device, and waits on the others', () => {
    const likelySignedOut = { status: 'loading', likelySignedOut: true } as const;
    expect(decideRoute('guestOnly', likelySignedOut)).toEqual({ kind: 'render' });
    for (const access of ['signedIn', 'admin', 'investor', 'entrepreneur'] as const)
      expect(decideRoute(access, likelySignedOut)).toEqual({ kind: 'wait' });
  });
  it('renders a screen that opens before the session for a visitor somebody was signed in as on this device, and only then', () => {
    for (const access of ['signedIn', 'investor'] as const) {
      expect(decideRoute(access, { status: 'loading' }, undefined, true)).toEqual({ kind: 'render' });
      expect(decideRoute(access, { status: 'loading', likelySignedOut: true }, undefined, true)).toEqual({ kind: 'wait' });
      expect(decideRoute(access, { status: 'loading' }, undefined, false)).toEqual({ kind: 'wait' });
    }
  });
  it('still sends on, once Auth answers, whom a screen that opened before the session is not for', () => {
    expect(decideRoute('investor', viewers.guest, undefined, true)).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
    expect(decideRoute('investor', viewers.entrepreneur, undefined, true)).toEqual({
      kind: 'redirect',
      to: '/entrepreneur/dashboard',
      rememberFrom: false,
    });
    expect(decideRoute('signedIn', viewers.guest, undefined, true)).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
    expect(decideRoute('investor', viewers.investor, undefined, true)).toEqual({ kind: 'render' });
  });
});

describe('returning after sign-in', () => {
  it('sends a freshly signed-in user back to where they were going', () => {
    expect(decideRoute('guestOnly', viewers.investor, '/project/abc')).toEqual({
      kind: 'redirect',
      to: '/project/abc',
      rememberFrom: false,
    });
  });
  it('ignores return paths that leave the site', () => {
    expect(safeReturnPath('//evil.example')).toBeUndefined();
    expect(safeReturnPath('https://evil.example')).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath('/projects?q=solar')).toBe('/projects?q=solar');
  });
});
