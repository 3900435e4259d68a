import type { Rolldown } from 'vite';
import { preloadScript, routePattern, screenChunks } from '../../scripts/vite/preload-screens';

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

describe('screenChunks (what index.html preloads for a screen)', () => {
  const app = bundle([
    chunk('assets/index.js', ['/work/src/main.tsx'], ['assets/react.js'], true),
    chunk('assets/react.js', ['/work/node_modules/react/index.js']),
    // Firebase as the app's own module reaches it, wherever the SDK's files are.
    chunk('assets/firebase.js', ['/work/src/lib/firebase.ts', '/work/src/lib/firebase-app.ts'], ['assets/firestore-lite.js', 'assets/react.js']),
    chunk('assets/firestore-lite.js', ['/work/some/where/else/lite.js']),
    chunk('assets/auth.js', ['/work/src/lib/firebase-auth.ts'], ['assets/auth-sdk.js', 'assets/firebase.js']),
    chunk('assets/auth-sdk.js', ['/work/some/where/else/auth.js']),
    chunk('assets/dashboard.js', ['/work/src/app/routes/investor/dashboard.tsx'], ['assets/card.js', 'assets/firebase.js']),
    chunk('assets/query-layout.js', ['/work/src/app/query-layout.tsx'], ['assets/query-client.js']),
    chunk('assets/query-client.js', ['/work/node_modules/@tanstack/query-core/build/index.js']),
    chunk('assets/guest.js', ['/work/src/app/routes/public/guest.tsx'], ['assets/card.js', 'assets/firebase.js', 'assets/react.js']),
    chunk('assets/card.js', ['/work/src/features/campaigns/components/project-card.tsx'], ['assets/format.js']),
    chunk('assets/format.js', ['/work/src/utils/format.ts']),
    chunk('assets/login.js', ['/work/src/app/routes/auth/login.tsx'], ['assets/field.js']),
    chunk('assets/field.js', ['/work/src/components/ui/field.tsx']),
  ]);

  it("lists the screen's chunk, Firestore's and the data cache's, with all they import, less the entry's; Auth's for a screen that may be signed in", () => {
    expect(screenChunks(app, 'src/app/routes/investor/dashboard.tsx', 'investor')).toEqual([
      'assets/auth-sdk.js',
      'assets/auth.js',
      'assets/card.js',
      'assets/dashboard.js',
      'assets/firebase.js',
      'assets/firestore-lite.js',
      'assets/format.js',
      'assets/query-client.js',
      'assets/query-layout.js',
    ]);
    expect(screenChunks(app, 'src/app/routes/public/guest.tsx', 'guestOnly')).toEqual([
      'assets/card.js',
      'assets/firebase.js',
      'assets/firestore-lite.js',
      'assets/format.js',
      'assets/guest.js',
      'assets/query-client.js',
      'assets/query-layout.js',
    ]);
    expect(screenChunks(app, 'src/app/routes/auth/login.tsx', 'guestOnly')).not.toContain('assets/card.js');
  });

  it('fails the build when a screen is in no chunk (a renamed module)', () => {
    expect(() => screenChunks(app, 'src/app/routes/public/gone.tsx', 'guestOnly')).toThrow(/0 chunks hold src\/app\/routes\/public\/gone.tsx/);
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
  const script = preloadScript(['/assets/firebase.js', '/assets/dashboard.js', '/assets/project.js'], [
    [routePattern('/investor/dashboard'), [0, 1]],
    [routePattern('/project/:id'), [0, 2]],
  ]);
  // Runs the line as the browser would, against a stand-in location and document.
  function preloadedOn(pathname: string) {
    const links: Array<{ rel?: string; href?: string }> = [];
    const document = { createElement: () => ({}), head: { append: (link: { rel?: string; href?: string }) => links.push(link) } };
    new Function('location', 'document', script)({ pathname }, document);
    expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
    return links.map((link) => link.href);
  }

  it('preloads nothing on the welcome page or an address no screen has', () => {
    expect(preloadedOn('/')).toEqual([]);
    expect(preloadedOn('/nowhere')).toEqual([]);
  });

  it("preloads a screen's files on its address", () => {
    expect(preloadedOn('/investor/dashboard')).toEqual(['/assets/firebase.js', '/assets/dashboard.js']);
    expect(preloadedOn('/investor/dashboard/')).toEqual(['/assets/firebase.js', '/assets/dashboard.js']);
    expect(preloadedOn('/project/harbor-pilot')).toEqual(['/assets/firebase.js', '/assets/project.js']);
  });
});
