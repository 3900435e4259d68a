// @vitest-environment node
// The deploy path refuses to build without a real project's settings (and never reaches firebase-tools).
import { spawnSync } from 'node:child_process';

// Empty values override whatever .env.local holds (Vite lets the environment win).
const noSettings = {
  ...process.env,
  VITE_FIREBASE_API_KEY: '',
  VITE_FIREBASE_AUTH_DOMAIN: '',
  VITE_FIREBASE_PROJECT_ID: '',
  VITE_FIREBASE_APP_ID: '',
  NO_COLOR: '1',
};
const missing = 'missing VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID';

describe('the deploy build', () => {
  it('fails with the missing settings named', () => {
    const result = spawnSync('npx', ['vite', 'build', '--mode', 'deploy', '--outDir', '.cache/deploy-build-test'], {
      env: noSettings,
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('Deploy stopped: this build would not talk to a real Firebase project.');
    expect(result.stdout + result.stderr).toContain(missing);
  }, 60_000);

  it('fails when firebase-tools deploys to another project than the settings name', () => {
    const env = {
      ...noSettings,
      VITE_FIREBASE_API_KEY: 'AIza-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'acme-fund.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'acme-fund',
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
      GCLOUD_PROJECT: 'other-project',
    };
    const result = spawnSync('npx', ['vite', 'build', '--mode', 'deploy', '--outDir', '.cache/deploy-build-test'], {
      env,
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain(
      'the settings are for project "acme-fund" but firebase-tools deploys to "other-project"',
    );
  }, 60_000);

  it('npm run deploy stops before firebase-tools', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/deploy.ts'], { env: noSettings, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(missing);
    expect(result.stdout).not.toContain('Deploying');
  }, 60_000);
});
