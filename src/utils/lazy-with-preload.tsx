import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

// `any`: the props are read back from the module's own component (PropsOf), so they stay checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LazyModule = { default: ComponentType<any> };
type PropsOf<M extends LazyModule> = ComponentProps<M['default']>;
export type LazyWithPreload<M extends LazyModule> = ComponentType<PropsOf<M>> & {
  /** Starts the download (once) and resolves with the module: call it to have the component ready when it renders. */
  preload: () => Promise<M>;
};

let downloadFailed = false;

/**
 * React.lazy (it suspends to the nearest Suspense boundary while its module downloads), plus
 * `preload`, which starts the download before the component renders (the router calls it for the
 * screen opened). Once the module is there, the component renders it directly: React.lazy would
 * suspend once even then, and a boundary that has shown its fallback holds what follows for 300 ms.
 */
export function lazyWithPreload<M extends LazyModule>(load: () => Promise<M>): LazyWithPreload<M> {
  let download: Promise<M> | null = null;
  let loaded: M | null = null;
  const preload = () =>
    (download ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        downloadFailed = true;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function LazyWithPreload(props: PropsOf<M>) {
    // Chosen once per mount, so a component never changes type (and loses its state) when its module arrives.
    const [Loaded] = useState(() => loaded?.default);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyWithPreload, { preload });
}

/**
 * Whether a module failed to download in this page. The browser keeps a module's failed download
 * for the page's life (its module map: a second import() of the URL fails without asking the
 * network), so only loading the page again fetches it anew, as Vite's guide advises for its
 * `vite:preloadError`.
 */
export const aDownloadFailed = () => downloadFailed;
