import type { Rolldown } from 'vite';
import { dataChunks, preloadScript, routePattern, screenChunks } from '../../scripts/vite/preload-data-chunks';

const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) =>
  ({
    type: 'chunk',
    fileName,
    modules: Object.fromEntries(modules.map((id) => [id, {}])),
    facadeModuleId: modules[0],
    imports,
    isEntry,
  }) as unknown as Rolldown.OutputChunk;

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

describe('screenChunks (what index.html preloads for a first-view screen)', () => {
  const app = bundle([
    chunk('assets/index.js', ['/work/src/main.tsx'], ['assets/react.js'], true),
    chunk('assets/react.js', ['/work/node_modules/react/index.js']),
    chunk('assets/firestore.js', ['/work/node_modules/@firebase/firestore/dist/lite.js']),
    chunk('assets/query-layout.js', ['/work/src/app/query-layout.tsx']),
    chunk('assets/guest.js', ['/work/src/app/routes/public/guest.tsx'], ['assets/card.js', 'assets/firestore.js', 'assets/react.js']),
    chunk('assets/card.js', ['/work/src/features/campaigns/components/project-card.tsx'], ['assets/format.js']),
    chunk('assets/format.js', ['/work/src/utils/format.ts']),
    chunk('assets/login.js', ['/work/src/app/routes/auth/login.tsx'], ['assets/field.js']),
    chunk('assets/field.js', ['/work/src/components/ui/field.tsx']),
  ]);

  it("lists the screen's chunk and what it imports, less the entry's and the data chunks", () => {
    expect(screenChunks(app, 'src/app/routes/public/guest.tsx')).toEqual(['assets/card.js', 'assets/format.js', 'assets/guest.js']);
  });

  it('fails the build when the screen has no chunk of its own (a renamed or inlined module)', () => {
    expect(() => screenChunks(app, 'src/app/routes/public/gone.tsx')).toThrow(/no chunk of its own/);
  });

  it("matches a route pattern's addresses", () => {
    const project = new RegExp(routePattern('/project/:id'));
    expect(project.test('/project/harbor-pilot')).toBe(true);
    expect(project.test('/project/harbor-pilot/edit')).toBe(false);
    expect(project.test('/projects')).toBe(false);
    expect(new RegExp(routePattern('/investor/dashboard')).test('/investor/dashboard')).toBe(true);
  });
});

describe("index.html's preload line", () => {
  const script = preloadScript(['/assets/firebase.js'], [
    [routePattern('/investor/dashboard'), ['/assets/dashboard.js']],
    [routePattern('/project/:id'), ['/assets/project.js']],
  ]);
  // Runs the line as the browser would, against a stand-in location and document.
  function preloadedOn(pathname: string) {
    const links: Array<{ rel?: string; href?: string }> = [];
    const document = { createElement: () => ({}), head: { append: (link: { rel?: string; href?: string }) => links.push(link) } };
    new Function('location', 'document', script)({ pathname }, document);
    expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
    return links.map((link) => link.href);
  }

  it('preloads nothing on the welcome page', () => {
    expect(preloadedOn('/')).toEqual([]);
  });

  it("preloads the data chunks anywhere else, and a listed screen's own chunks on its address", () => {
    expect(preloadedOn('/projects')).toEqual(['/assets/firebase.js']);
    expect(preloadedOn('/investor/dashboard')).toEqual(['/assets/firebase.js', '/assets/dashboard.js']);
    expect(preloadedOn('/investor/dashboard/')).toEqual(['/assets/firebase.js', '/assets/dashboard.js']);
    expect(preloadedOn('/project/harbor-pilot')).toEqual(['/assets/firebase.js', '/assets/project.js']);
  });
});
