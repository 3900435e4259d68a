import { contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from '../../scripts/vite/content-security-policy.ts';

const real = {
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'acme-fund.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'acme-fund',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, white space included, and skips scripts with a src', () => {
    const html = '<head><script>\n  window.__early = 1\n</script><script type="module" crossorigin src="/assets/index.js"></script></head>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-4BMPXm+Qj0Loqpv8drTp4PvLNOBInSbwemQlwEH1ixU='"]);
  });

  it('hashes every inline script, once each', () => {
    const html = '<script>a()</script><script>b()</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets the emulator build reach the local emulators and nothing of Google but the sign-in helper', () => {
    const policy = contentSecurityPolicy({}, ["'sha256-abc'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'", 'https://apis.google.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099', 'http://127.0.0.1:8080', 'http://127.0.0.1:5001']);
    expect(directive(policy, 'frame-src')).toEqual([
      'http://127.0.0.1:9099',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(policy).not.toMatch(/googleapis|recaptcha/);
  });

  it("lets a production build reach Google's Auth and Firestore endpoints, the project's functions and auth domain, never 127.0.0.1", () => {
    const policy = contentSecurityPolicy(real, []);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://us-central1-acme-fund.cloudfunctions.net',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(directive(policy, 'frame-src')).toContain('https://acme-fund.firebaseapp.com');
    expect(policy).not.toContain('127.0.0.1');
    expect(policy).not.toContain('recaptcha');
  });

  it('adds App Check and reCAPTCHA Enterprise only when a site key is set', () => {
    const policy = contentSecurityPolicy({ ...real, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key' }, []);
    expect(directive(policy, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('never allows inline script or eval, plugins, a foreign base or form target', () => {
    for (const env of [{}, real]) {
      const policy = contentSecurityPolicy(env, ["'sha256-abc'"]);
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(directive(policy, 'default-src')).toEqual(["'self'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
      expect(directive(policy, 'img-src')).toEqual(["'self'", 'https:', 'data:', 'blob:']);
      expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    }
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n    <script>a()</script>\n</head>';
    const out = withPolicyMeta(html, "script-src 'self'");
    expect(out).toContain(`<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="script-src 'self'" />`);
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script>'));
  });
});
