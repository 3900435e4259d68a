import {
  deploySettingsProblems,
  describeFirebaseTarget,
  DEMO_PROJECT_ID,
  resolveAppCheck,
  resolveFirebaseConfig,
} from '@shared/firebase-env';

const real = {
  VITE_FIREBASE_API_KEY: 'key-123',
  VITE_FIREBASE_AUTH_DOMAIN: 'acme-fund.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'acme-fund',
  VITE_FIREBASE_APP_ID: 'app-1',
};

describe('resolveFirebaseConfig', () => {
  it('uses the demo project and the emulators when nothing is configured', () => {
    const { options, useEmulators } = resolveFirebaseConfig({});
    expect(useEmulators).toBe(true);
    expect(options.projectId).toBe(DEMO_PROJECT_ID);
  });

  it('uses the real project and no emulator when settings are given', () => {
    const { options, useEmulators } = resolveFirebaseConfig({
      VITE_FIREBASE_PROJECT_ID: 'acme-fund',
      VITE_FIREBASE_API_KEY: 'key-123',
      VITE_FIREBASE_APP_ID: 'app-1',
    });
    expect(useEmulators).toBe(false);
    expect(options).toMatchObject({ projectId: 'acme-fund', apiKey: 'key-123', appId: 'app-1' });
  });

  it('needs both a project id and an api key to leave the emulators', () => {
    expect(resolveFirebaseConfig({ VITE_FIREBASE_PROJECT_ID: 'acme-fund' }).useEmulators).toBe(true);
  });
});

describe('deploySettingsProblems', () => {
  it('accepts a real project with every setting', () => {
    expect(deploySettingsProblems(real)).toEqual([]);
    expect(deploySettingsProblems(real, 'acme-fund')).toEqual([]);
  });

  it('names every missing setting (blank counts as missing)', () => {
    expect(deploySettingsProblems({})).toEqual([
      expect.stringContaining('missing VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID'),
    ]);
    const [problem] = deploySettingsProblems({ ...real, VITE_FIREBASE_APP_ID: '  ', VITE_FIREBASE_AUTH_DOMAIN: undefined });
    expect(problem).toMatch(/^missing VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID /);
  });

  it('refuses a demo- project, a build for another project than the deploy target, and a debug token', () => {
    expect(deploySettingsProblems({ ...real, VITE_FIREBASE_PROJECT_ID: 'demo-startupfund' })).toEqual([
      expect.stringContaining('demo- projects exist only on the emulators'),
    ]);
    expect(deploySettingsProblems(real, 'other-project')).toEqual([
      expect.stringContaining('"acme-fund" but firebase-tools deploys to "other-project"'),
    ]);
    expect(deploySettingsProblems({ ...real, VITE_APP_CHECK_DEBUG_TOKEN: 'true' })).toEqual([
      expect.stringContaining('debug token must never ship'),
    ]);
  });
});

describe('describeFirebaseTarget', () => {
  it('says when a build talks to the emulators, and why', () => {
    expect(describeFirebaseTarget({})).toMatch(
      /^the Firebase emulators \(demo-startupfund: Auth 127\.0\.0\.1:9099, Firestore 127\.0\.0\.1:8080, Functions 127\.0\.0\.1:5001\), because/,
    );
  });

  it('names the real project and whether App Check is on', () => {
    expect(describeFirebaseTarget(real)).toBe('Firebase project "acme-fund" (App Check off: no VITE_RECAPTCHA_ENTERPRISE_SITE_KEY)');
    expect(describeFirebaseTarget({ ...real, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key' })).toBe(
      'Firebase project "acme-fund" with App Check',
    );
  });
});

describe('resolveAppCheck', () => {
  it('is off on the emulators, even with a site key', () => {
    expect(resolveAppCheck({ VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key' })).toBeNull();
  });

  it('is off for a real project without a site key', () => {
    expect(resolveAppCheck(real)).toBeNull();
  });

  it('is on for a real project with a site key, with the debug token when one is given', () => {
    expect(resolveAppCheck({ ...real, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key' })).toEqual({ siteKey: 'site-key' });
    expect(resolveAppCheck({ ...real, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key', VITE_APP_CHECK_DEBUG_TOKEN: 'true' })).toEqual({
      siteKey: 'site-key',
      debugToken: 'true',
    });
  });
});
