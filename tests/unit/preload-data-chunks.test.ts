import type { Rolldown } from 'vite';
import { dataChunks } from '../../scripts/vite/preload-data-chunks';

const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, modules: Object.fromEntries(modules.map((id) => [id, {}])), imports, isEntry }) as unknown as Rolldown.OutputChunk;

const bundle = (chunks: Rolldown.OutputChunk[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rolldown.OutputBundle;

describe('dataChunks (what index.html preloads off the welcome page)', () => {
  it('lists the chunks of Auth, Firestore and the data layout with what they import, less what the entry brings', () => {
    const files = dataChunks(
      bundle([
        chunk('assets/index.js', ['/work/src/main.tsx'], ['assets/react.js'], true),
        chunk('assets/react.js', ['/work/node_modules/react/index.js']),
        chunk('assets/firebase-auth.js', ['/work/node_modules/@firebase/auth/dist/index.js'], ['assets/react.js']),
        chunk('assets/firestore.js', ['/work/node_modules/@firebase/firestore/dist/lite.js', '/work/src/lib/firebase.ts'], ['assets/firebase-auth.js']),
        chunk('assets/query-layout.js', ['/work/src/app/query-layout.tsx'], ['assets/query-client.js']),
        chunk('assets/query-client.js', ['/work/node_modules/@tanstack/query-core/build/index.js']),
        // Screens and the pieces only some screens use are left to the router.
        chunk('assets/guest.js', ['/work/src/app/routes/public/guest.tsx'], ['assets/query-client.js']),
        chunk('assets/refresh-queries.js', ['/work/node_modules/@tanstack/query-core/build/hydration.js'], ['assets/query-client.js']),
      ]),
    );
    expect(files).toEqual(['assets/firebase-auth.js', 'assets/firestore.js', 'assets/query-client.js', 'assets/query-layout.js']);
  });
});
