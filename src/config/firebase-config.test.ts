import { resolveFirebaseConfig, DEMO_PROJECT_ID } from './firebase-config';

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
