import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// The SDKs and the data cache every screen with data needs (src/app/router.tsx loads them lazily).
const DATA_MODULES = ['/node_modules/@firebase/auth/', '/node_modules/@firebase/firestore/', '/src/app/query-layout.tsx'];

/** The chunks holding those modules and the chunks they import, less what the entry imports (Vite preloads that). */
export function dataChunks(bundle: OutputBundle): string[] {
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
  const withEntry = collect(chunks.filter((chunk) => chunk.isEntry));
  const data = collect(chunks.filter((chunk) => Object.keys(chunk.modules).some((id) => DATA_MODULES.some((part) => id.includes(part)))));
  return [...data].filter((file) => !withEntry.has(file)).sort();
}

/**
 * Opened on any screen but the welcome page, the app needs Firebase and the data cache, which the
 * entry only asks for once it has run. A line in index.html asks for them at once, in parallel with
 * the entry (`<link rel="modulepreload">`). The welcome page (/) gets none, so it still paints before
 * any Firebase code is downloaded. (Preloading each screen's own chunks as well was tried: on
 * HTTP/1.1 the extra requests held back the entry and the first paint more than they saved.)
 */
export function preloadDataChunks(): Plugin {
  return {
    name: 'startupfund-preload-data-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = JSON.stringify(dataChunks(context.bundle).map((file) => `/${file}`));
        const script = `if(location.pathname!=='/')for(const href of ${files}){const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
