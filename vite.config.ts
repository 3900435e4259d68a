/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { readAdminEmail, readCancellationCutoffHours, readInvestmentLimit, readRisksVersion } from './scripts/vite/read-rules-constants.ts';
import { earlyReads } from './scripts/vite/early-reads.ts';
import { contentSecurityPolicyMeta } from './scripts/vite/content-security-policy.ts';
import { firebaseTarget } from './scripts/vite/firebase-target.ts';
import { appCheckSwitch } from './scripts/vite/app-check-switch.ts';

// The build imports nothing from src/ (tests/unit/build-imports.test.ts): what it needs of the app,
// the route table and the early reads, is data in shared/.
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

export default defineConfig({
  plugins: [firebaseTarget(), appCheckSwitch(), react(), tailwindcss(), earlyReads(), contentSecurityPolicyMeta()],
  resolve: { alias },
  define: {
    __ADMIN_EMAIL__: JSON.stringify(readAdminEmail()),
    __INVESTMENT_LIMIT__: JSON.stringify(readInvestmentLimit()),
    __CANCELLATION_CUTOFF_HOURS__: JSON.stringify(readCancellationCutoffHours()),
    __RISKS_VERSION__: JSON.stringify(readRisksVersion()),
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    // Everything the entry imports statically stays in the entry chunk. Left to itself, Rolldown split
    // React, the paths and the rules' constants into chunks of their own because lazy screens import
    // them too (rolldown#10731): three more files, 0.9 KB gzip more, for `/` to show (its 90 KB budget).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./src/testing/setup-tests.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          globals: true,
          environment: 'node',
          include: ['tests/rules/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          // Clearing the emulator before a file's first test has taken over 30 s on a busy machine.
          hookTimeout: 90_000,
        },
      },
      {
        // The load test (npm run load-test): one hot campaign, against the emulators.
        extends: true,
        test: { name: 'load', globals: true, environment: 'node', include: ['tests/load/**/*.load.ts'], hookTimeout: 60_000 },
      },
    ],
  },
});
