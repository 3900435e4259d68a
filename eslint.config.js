import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'functions/lib', '.cache', 'test-results', 'playwright-report', 'bench-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // TanStack Query's own rules (stable query clients, exhaustive query keys, no rest destructuring of
  // results, ...): the library's authors' checks rather than our own review.
  { files: ['src/**/*.{ts,tsx}'], extends: [...pluginQuery.configs['flat/recommended']] },
  // Who may import whom inside src/ (README, Layout): see eslint.layers.js.
  ...layerBoundaries,
  // Numbers, dates and times are written through src/utils/format.ts, whose Intl formatters are made
  // once (docs/decisions/0014-intl-formatting.md); toLocale*String makes a new one on every call.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/utils/format.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Use the formatters of src/utils/format.ts (made once; decision 0014).',
        })),
        ...['DateTimeFormat', 'NumberFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Make formatters once, in src/utils/format.ts (decision 0014).',
        })),
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
);
