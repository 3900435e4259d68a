import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// The SDKs and the data cache every screen with data needs (src/app/router.tsx loads them lazily).
const DATA_MODULES = ['/node_modules/@firebase/auth/', '/node_modules/@firebase/firestore/', '/src/app/query-layout.tsx'];

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
  const holding = (parts: string[]) => chunks.filter((chunk) => Object.keys(chunk.modules).some((id) => parts.some((part) => id.includes(part))));
  return { collect, holding, withEntry: collect(chunks.filter((chunk) => chunk.isEntry)) };
}

/** The chunks holding those modules and the chunks they import, less what the entry imports (Vite preloads that). */
export function dataChunks(bundle: OutputBundle): string[] {
  const { collect, holding, withEntry } = chunkGraph(bundle);
  return [...collect(holding(DATA_MODULES))].filter((file) => !withEntry.has(file)).sort();
}

/** A screen's own chunks: its module's chunk and what it imports, less the entry's and the data chunks. */
export function screenChunks(bundle: OutputBundle, module: string): string[] {
  const { collect, holding, withEntry } = chunkGraph(bundle);
  const data = new Set(dataChunks(bundle));
  const roots = holding([module]).filter((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (roots.length !== 1) throw new Error(`preload-data-chunks: no chunk of its own for ${module}`);
  return [...collect(roots)].filter((file) => !withEntry.has(file) && !data.has(file)).sort();
}

/** A route pattern (`/project/:id`) as a regular expression's source, for the browser. */
export function routePattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return `^${escaped}$`;
}

/** index.html's line: off the welcome page, preload `data`, and a screen's files when its pattern matches. */
export function preloadScript(data: string[], screens: Array<[pattern: string, files: string[]]>): string {
  return (
    `{const p=location.pathname.replace(/(.)\\/$/,'$1');if(p!=='/'){const f=${JSON.stringify(data)};` +
    `for(const[r,s]of ${JSON.stringify(screens)})if(new RegExp(r).test(p))f.push(...s);` +
    `for(const href of f){const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}}}`
  );
}

/** A first-view screen whose own chunks index.html preloads too: its route pattern and its module. */
export type PreloadedScreen = { path: string; module: string };

/**
 * Opened on any screen but the welcome page, the app needs Firebase and the data cache, which the
 * entry only asks for once it has run. A line in index.html asks for them at once, in parallel with
 * the entry (`<link rel="modulepreload">`). The welcome page (/) gets none, so it still paints before
 * any Firebase code is downloaded.
 *
 * For `screens` (the pages people open first: the browse lists and a project) it asks for the
 * screen's own chunks as well, when the address matches. The router would ask for them only once
 * the entry has run, and adding twenty-odd preload links then took 15 to 35 ms of one task (a
 * Lighthouse trace), counted as blocking time; here it happens while the HTML is read, before the
 * first paint. (Preloading every screen's chunks on every address was tried on HTTP/1.1: the extra
 * requests held back the entry.)
 */
export function preloadDataChunks({ screens = [] }: { screens?: PreloadedScreen[] } = {}): Plugin {
  return {
    name: 'startupfund-preload-data-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const bundle = context.bundle;
        const url = (file: string) => `/${file}`;
        const own = screens.map(({ path, module }): [string, string[]] => [routePattern(path), screenChunks(bundle, module).map(url)]);
        const script = preloadScript(dataChunks(bundle).map(url), own);
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
