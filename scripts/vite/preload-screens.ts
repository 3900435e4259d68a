import type { Plugin, Rolldown } from 'vite';
import { routePaths, screenFile, screens, type ScreenAccess } from '../../shared/routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// What src/app/router.tsx's preloadScreen loads beside every screen: Firestore and the data cache,
// and Auth for a screen that may be signed in (a guest-only screen starts Auth after its first paint).
// Our own modules: which chunks hold the SDKs follows from the bundle's graph, not from their folders.
const SCREEN_COMPANIONS = ['src/lib/firebase.ts', 'src/app/query-layout.tsx'];
const SIGNED_IN_COMPANIONS = [...SCREEN_COMPANIONS, 'src/lib/firebase-auth.ts'];

function chunkGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (roots: OutputChunk[]) => {
    const found = new Set<string>();
    const add = (chunk: OutputChunk) => {
      if (found.has(chunk.fileName)) return;
      found.add(chunk.fileName);
      for (const name of chunk.imports) add(byName.get(name)!);
    };
    roots.forEach(add);
    return found;
  };
  /** The one chunk that holds this source file (`src/...`). */
  const holding = (file: string) => {
    const found = chunks.filter((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith(`/${file}`)));
    if (found.length !== 1) throw new Error(`preload-screens: ${found.length} chunks hold ${file}`);
    return found[0];
  };
  return { collect, holding, withEntry: collect(chunks.filter((chunk) => chunk.isEntry)) };
}

/** What a screen needs beyond the entry: its module's chunk, Firebase's and the data cache's, and all they import. */
export function screenChunks(bundle: OutputBundle, file: string, access: ScreenAccess): string[] {
  const { collect, holding, withEntry } = chunkGraph(bundle);
  const roots = [file, ...(access === 'guestOnly' ? SCREEN_COMPANIONS : SIGNED_IN_COMPANIONS)].map(holding);
  return [...collect(roots)].filter((name) => !withEntry.has(name)).sort();
}

/** A route pattern (`/project/:id`) as a regular expression's source, for the browser. */
export function routePattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return `^${escaped}$`;
}

/** index.html's line: when the address matches a screen's pattern, preload its files (indices into `files`). */
export function preloadScript(files: string[], screenFiles: Array<[pattern: string, indices: number[]]>): string {
  return (
    `{const p=location.pathname.replace(/(.)\\/$/,'$1'),f=${JSON.stringify(files)};` +
    `for(const[r,s]of ${JSON.stringify(screenFiles)})if(new RegExp(r).test(p)){for(const i of s){const l=document.createElement('link');l.rel='modulepreload';l.href=f[i];document.head.append(l)}break}}`
  );
}

/**
 * Opened on a screen, the app needs the screen's chunks, Firebase and the data cache, which the
 * entry would only ask for once it has run (Vite's own preloading of a dynamic import's
 * dependencies). A line in index.html asks for them at once, in parallel with the entry
 * (`<link rel="modulepreload">`), for the screen whose route pattern the address matches, as the
 * router lists them (shared/routes.ts). The welcome page (/) matches none, so it still paints before
 * any Firebase code is downloaded. Why and what it buys: docs/decisions/0013-screen-preloads.md.
 */
export function preloadScreens(): Plugin {
  return {
    name: 'startupfund-preload-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const bundle = context.bundle;
        const files: string[] = [];
        const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const byScreen = screens.map(({ route, module, access }): [string, number[]] => [
          routePattern(routePaths[route]),
          screenChunks(bundle, screenFile(module), access).map((file) => indexOf(`/${file}`)),
        ]);
        return { html, tags: [{ tag: 'script', children: preloadScript(files, byScreen), injectTo: 'head' }] };
      },
    },
  };
}
