/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { readAdminEmail } from './scripts/vite/read-rules-constants.ts';
import { earlyReads } from './scripts/vite/early-reads.ts';
import { contentSecurityPolicyMeta } from './scripts/vite/content-security-policy.ts';
import { firebaseTarget } from './scripts/vite/firebase-target.ts';
import { appCheckSwitch } from './scripts/vite/app-check-switch.ts';
import { pictureProxy } from './scripts/vite/picture-proxy.ts';

// The build imports nothing from src/ (tests/unit/build-imports.test.ts): what it needs of the app,
// the route table and the early reads, is data in shared/.
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

// A chunk's file is named by its hash alone: a route downloads 60 to 90 of them, and every import of
// one names its file, so the modules' names cost 1.5 to 4.6 KB gzip a route (decision 0073).
// READABLE_CHUNK_NAMES=1 names them after their first module again, for reading a build.
const chunkFileNames = process.env.READABLE_CHUNK_NAMES ? 'assets/[name]-[hash].js' : 'assets/[hash].js';

const CONCURRENT_INVESTMENTS_TEST = 'tests/rules/concurrent-investments.test.ts';
/** The rules and integration tests, against the running emulators. */
const emulatorTests = {
  globals: true,
  environment: 'node',
  testTimeout: 30_000,
  // Clearing the emulator before a file's first test has taken over 30 s on a busy machine.
  hookTimeout: 90_000,
  // A test during which the rules ran out of expressions fails (tests/expression-limit-guard.ts).
  setupFiles: ['./tests/expression-limit-guard.ts'] as string[],
} as const;

export default defineConfig({
  plugins: [firebaseTarget(), appCheckSwitch(), pictureProxy(), react(), tailwindcss(), earlyReads(), contentSecurityPolicyMeta()],
  resolve: { alias },
  define: {
    __ADMIN_EMAIL__: JSON.stringify(readAdminEmail()),
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
    rolldownOptions: { output: { chunkFileNames, codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  test: {
    // Vitest's default keeps a core for itself: one worker on a 2-core machine, where two ran the unit
    // tests in 170 s instead of 280.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // `--project 'unit*'` runs both. Logic in node; a .test.ts that needs the browser's globals says
      // so with `// @vitest-environment jsdom` (jsdom's start is about a second a file).
      {
        extends: true,
        test: { name: 'unit', environment: 'node', globals: true, include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'unit-components',
          environment: 'jsdom',
          globals: true,
          // A form test types and clicks through user-event in jsdom: 1 to 3 s on a quiet 2-core machine,
          // past the default 5 s when another suite shares the cores.
          testTimeout: 20_000,
          setupFiles: ['./src/testing/setup-tests.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
      {
        // One file at a time, all in one emulator project (tests/rules/rules-env.ts RULES_PROJECT), so the
        // emulator keeps one rule coverage report for the whole suite.
        extends: true,
        test: {
          ...emulatorTests,
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          // A worker imports the SDKs once for all its files, not once a file. Not for integration: it
          // runs the app's own Firebase singletons, whose state (who is signed in) one file would leave to
          // the next (23 of its tests failed so).
          isolate: false,
          // Its 60 simultaneous writes met "evaluation error" from the emulator once beside another file.
          exclude: [CONCURRENT_INVESTMENTS_TEST],
        },
      },
      {
        // One file at a time, after the rules files: they share demo-startupfund, the app's project (the
        // concurrent investments keep a project of their own, and the emulator to themselves). The
        // functions' tests are here too: the Functions emulator serves demo-startupfund alone.
        extends: true,
        test: {
          ...emulatorTests,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/functions/**/*.test.ts', CONCURRENT_INVESTMENTS_TEST],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
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
