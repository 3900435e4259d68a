import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BLOOM_BLOB = '@firebase/webchannel-wrapper/bloom-blob';
const SHIM = fileURLToPath(new URL('../../src/lib/vendor/bloom-blob-integer.ts', import.meta.url));

/**
 * In the app's build, Firestore Lite's one import of the bloom-blob bundle resolves to a small
 * stand-in (src/lib/vendor/bloom-blob-integer.ts): 3.8 KB gzip off every screen with data. Only
 * Lite's import: the full SDK (the rules tests) uses the bundle's Bloom filter and keeps it.
 * Should Lite ever import anything else from it, the build fails on the missing export.
 */
export function firestoreLiteInteger(): Plugin {
  return {
    name: 'startupfund-firestore-lite-integer',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === BLOOM_BLOB && importer?.includes('/@firebase/firestore/dist/lite/') ? SHIM : null;
    },
  };
}
