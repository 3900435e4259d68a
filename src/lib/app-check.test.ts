// @vitest-environment jsdom
import { deleteApp, initializeApp } from 'firebase/app';
import { startAppCheck } from './app-check';

const real = {
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'acme-fund.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'acme-fund',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
} as ImportMetaEnv;

const enterpriseScript = () => document.querySelector('script[src^="https://www.google.com/recaptcha/enterprise.js"]');

describe('startAppCheck', () => {
  afterEach(() => {
    enterpriseScript()?.remove();
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = undefined;
  });

  it('does nothing on the emulators or without a site key', async () => {
    const app = initializeApp({ projectId: 'demo-startupfund', apiKey: 'demo-api-key' }, 'emulators');
    expect(startAppCheck(app, { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key' } as ImportMetaEnv)).toBeNull();
    expect(startAppCheck(app, real)).toBeNull();
    expect(enterpriseScript()).toBeNull();
    await deleteApp(app);
  });

  it('starts App Check with reCAPTCHA Enterprise for a real project with a site key', async () => {
    const app = initializeApp({ projectId: 'acme-fund', apiKey: 'AIza-key', appId: '1:123:web:abc' }, 'real');
    expect(startAppCheck(app, { ...real, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key-1' })).not.toBeNull();
    // The provider loads Google's Enterprise script (it renders the site key's widget once loaded).
    expect(enterpriseScript()).not.toBeNull();
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
    await deleteApp(app);
  });

  it('hands the debug token to the SDK for development against a real project', async () => {
    const app = initializeApp({ projectId: 'acme-fund', apiKey: 'AIza-key', appId: '1:123:web:abc' }, 'debug');
    startAppCheck(app, { ...real, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key-2', VITE_APP_CHECK_DEBUG_TOKEN: 'true' });
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe(true);
    await deleteApp(app);
  });
});
