// The layer boundaries of src/ (README, Layout), as no-restricted-imports blocks per directory.
// ESLint does not merge one rule's options across config blocks (the last block wins), so each file
// gets exactly one block, holding every restriction of its layer.

import { readdirSync } from 'node:fs';

/**
 * The features from the bottom up: each may import the api of those before it and never of those after
 * it, so features depend one way (tests/unit/import-graph.test.ts also fails on a circle between them).
 * What two features both need lives below both (src/lib, src/utils), or src/app composes the two
 * (docs/decisions/0081-features-depend-one-way.md).
 */
export const FEATURE_ORDER = ['users', 'auth', 'campaigns', 'accountability', 'investments', 'reports', 'audit', 'engagement', 'account'];

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = FEATURES.filter((feature) => !FEATURE_ORDER.includes(feature));
if (unplaced.length) throw new Error(`eslint.layers.js: place ${unplaced.join(', ')} in FEATURE_ORDER (features depend one way).`);
const above = (feature) => FEATURE_ORDER.slice(FEATURE_ORDER.indexOf(feature) + 1);

const firebase = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  allowTypeImports: true,
  message: 'Firestore and Auth are reached only through src/lib and src/features/*/api: use a hook from there.',
};
const noApp = { group: ['@/app', '@/app/**'], message: 'Only src/app composes the app; nothing imports from it.' };
const noFeatures = { group: ['@/features', '@/features/**'], message: 'This layer sits below the features and must not import them.' };
const noFeatureComponents = {
  group: ['@/features/*/components', '@/features/*/components/**'],
  message: "A feature's api does not import components.",
};
const otherFeaturesInternals = (feature) => ({
  // A feature's api/ is its public surface; its components/ are internal (src/app composes them).
  group: ['@/features/*/*', '@/features/*/*/**', `!@/features/${feature}/**`, '!@/features/*/api', '!@/features/*/api/**'],
  message: "Import another feature's api only; its components are composed in src/app.",
});
/** As a list of patterns: none for the top feature. */
const noFeaturesAbove = (feature) =>
  above(feature).length === 0
    ? []
    : [
        {
          group: above(feature).flatMap((higher) => [`@/features/${higher}`, `@/features/${higher}/**`]),
          message: `Features depend one way (FEATURE_ORDER in eslint.layers.js): ${feature} must not import a feature above it; compose the two in src/app.`,
        },
      ];
// Any `..` segment (`../x`, `./../x`, `..`): a relative path upwards can cross a layer unseen.
const noParentPaths = { regex: '(^|/)\\.\\.(/|$)', message: 'Use the @/ alias: a relative path upwards can cross a layer unseen.' };

/** Dynamic import() is not covered by no-restricted-imports: the same crossings, as syntax. */
const dynamicImports = (layer, pattern) => [
  'error',
  { selector: `ImportExpression[source.value=${pattern}]`, message: `${layer} must not import this layer (dynamic import).` },
];
/** In a feature: the app, another feature's internals, or (from api/, `components: false`) any components, by import(). */
const featureDynamicImports = (feature, { components }) => [
  'error',
  {
    selector: 'ImportExpression[source.value=/^@\\/app(\\/|$)/]',
    message: 'Only src/app composes the app; nothing imports from it (dynamic import).',
  },
  {
    selector: `ImportExpression[source.value=/^@\\/features\\/(?!${feature}\\/)[^/]+\\/(?!api(\\/|$))/]`,
    message: "Import another feature's api only; its components are composed in src/app (dynamic import).",
  },
  ...above(feature).map((higher) => ({
    selector: `ImportExpression[source.value=/^@\\/features\\/${higher}(\\/|$)/]`,
    message: `Features depend one way (FEATURE_ORDER in eslint.layers.js): ${feature} must not import ${higher} (dynamic import).`,
  })),
  ...(components
    ? []
    : [
        {
          selector: 'ImportExpression[source.value=/^@\\/features\\/[^/]+\\/components(\\/|$)/]',
          message: "A feature's api does not import components (dynamic import).",
        },
      ]),
  {
    selector: 'ImportExpression[source.value=/(^|\\/)\\.\\.(\\/|$)/]',
    message: 'Use the @/ alias: a relative path upwards can cross a layer unseen (dynamic import).',
  },
];

const block = (files, patterns, { ignores = [], dynamic } = {}) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    ...(dynamic ? { 'no-restricted-syntax': dynamic } : {}),
  },
});

const tests = ['src/**/*.test.{ts,tsx}', 'src/testing/**'];

export const layerBoundaries = [
  // src/app composes: anything but Firebase directly.
  block(['src/app/**/*.{ts,tsx}', 'src/main.tsx'], [firebase]),
  block(['src/lib/**/*.{ts,tsx}'], [noApp, noFeatures, noParentPaths], {
    ignores: tests,
    dynamic: dynamicImports('src/lib', '/^@\\/(features|app)(\\/|$)/'),
  }),
  block(['src/{components,config,utils}/**/*.{ts,tsx}'], [firebase, noApp, noFeatures, noParentPaths], {
    ignores: tests,
    dynamic: dynamicImports('This layer', '/^@\\/(features|app)(\\/|$)/'),
  }),
  // A feature's api/ (its sub-folders too: api/projects/, ...) reaches Firestore; everything else in
  // it (components/, and any folder added later) is UI and gets the components' rules, so no new
  // folder escapes the boundaries.
  ...FEATURES.flatMap((feature) => [
    block(
      [`src/features/${feature}/api/**/*.{ts,tsx}`],
      [noApp, noFeatureComponents, otherFeaturesInternals(feature), ...noFeaturesAbove(feature), noParentPaths],
      {
        ignores: tests,
        dynamic: featureDynamicImports(feature, { components: false }),
      },
    ),
    block(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [firebase, noApp, otherFeaturesInternals(feature), ...noFeaturesAbove(feature), noParentPaths],
      {
        ignores: [...tests, `src/features/${feature}/api/**`],
        dynamic: featureDynamicImports(feature, { components: true }),
      },
    ),
    // A feature's tests keep its place in the order; its UI tests keep the Firebase rule too.
    ...(above(feature).length ? [block([`src/features/${feature}/api/**/*.test.{ts,tsx}`], noFeaturesAbove(feature))] : []),
    block([`src/features/${feature}/**/*.test.{ts,tsx}`], [firebase, ...noFeaturesAbove(feature)], {
      ignores: [`src/features/${feature}/api/**`],
    }),
  ]),
  // Tests may reach the code they test and files outside src/ (fixtures, indexes); UI tests keep the Firebase rule.
  block(tests, [firebase], { ignores: ['src/lib/**', 'src/features/**'] }),
];
