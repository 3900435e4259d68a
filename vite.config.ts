/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { readAdminEmail, readInvestmentLimit } from './admin-email.ts';
import { preloadDataChunks } from './scripts/vite/preload-data-chunks.ts';
import { earlyReads } from './scripts/vite/early-reads.ts';
import { firestoreLiteInteger } from './scripts/vite/firestore-lite-integer.ts';
import { contentSecurityPolicyMeta } from './scripts/vite/content-security-policy.ts';
import { firebaseTarget } from './scripts/vite/firebase-target.ts';
import { appCheckSwitch } from './scripts/vite/app-check-switch.ts';
import { paths } from './src/config/paths.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [
    firebaseTarget(),
    appCheckSwitch(),
    react(),
    tailwindcss(),
    preloadDataChunks({
      screens: [
        { path: paths.guest.path, module: 'src/app/routes/public/guest.tsx' },
        { path: paths.investorDashboard.path, module: 'src/app/routes/investor/dashboard.tsx' },
        { path: paths.project.path, module: 'src/app/routes/shared/project.tsx' },
      ],
    }),
    firestoreLiteInteger(),
    earlyReads({ browse: [paths.guest.path, paths.investorDashboard.path], project: paths.project.path }),
    contentSecurityPolicyMeta(),
  ],
  resolve: { alias },
  define: { __ADMIN_EMAIL__: JSON.stringify(readAdminEmail()), __INVESTMENT_LIMIT__: JSON.stringify(readInvestmentLimit()) },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
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
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
