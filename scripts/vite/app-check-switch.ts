import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { resolveAppCheck } from '../../shared/firebase-env.ts';

const appCheckModule = fileURLToPath(new URL('../../src/lib/app-check.ts', import.meta.url));

/**
 * Builds without App Check (the emulators, or no VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) get an empty
 * startAppCheck, so the App Check SDK is not in them at all. Builds with it start App Check
 * synchronously, before the first request, as a statically imported module: a lazily loaded one
 * would race Firestore's first reads, which enforcement then refuses.
 */
export function appCheckSwitch(): Plugin {
  let off = true;
  return {
    name: 'startupfund-app-check-switch',
    enforce: 'pre',
    configResolved(config) {
      // Vitest (mode test) keeps the real module, so its tests exercise it.
      off = config.mode !== 'test' && resolveAppCheck(config.env) === null;
    },
    load(id) {
      if (off && id === appCheckModule) return 'export function startAppCheck() { return null; }';
    },
  };
}
