import { lazy, type ComponentProps, type ComponentType } from 'react';

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
 * screen opened).
 */
export function lazyWithPreload<M extends LazyModule>(load: () => Promise<M>): LazyWithPreload<M> {
  let download: Promise<M> | null = null;
  const preload = () =>
    (download ??= load().catch((error: unknown) => {
      downloadFailed = true;
      throw error;
    }));
  const Lazy = lazy(preload);
  function LazyWithPreload(props: PropsOf<M>) {
    return <Lazy {...props} />;
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
