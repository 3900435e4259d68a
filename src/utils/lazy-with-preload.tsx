import { lazy, type ComponentProps, type ComponentType } from 'react';

// `any`: the props are read back from the module's own component (PropsOf), so they stay checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LazyModule = { default: ComponentType<any> };
type PropsOf<M extends LazyModule> = ComponentProps<M['default']>;
export type LazyWithPreload<M extends LazyModule> = ComponentType<PropsOf<M>> & {
  /** Starts the download (once) and resolves with the module: call it to have the component ready when it renders. */
  preload: () => Promise<M>;
};

const failedDownloads = new Set<() => void>();

/**
 * React.lazy (it suspends to the nearest Suspense boundary while its module downloads), plus two
 * things it lacks. `preload` starts the download before the component renders (the router calls it
 * for the screen opened). And a failed download can be tried again: React.lazy keeps a rejected
 * import for good, so after one the component is a new React.lazy once forgetFailedDownloads() has
 * run (an error boundary's Try again), never by itself, so a download that keeps failing is not
 * retried in a loop.
 */
export function lazyWithPreload<M extends LazyModule>(load: () => Promise<M>): LazyWithPreload<M> {
  let download: Promise<M> | null = null;
  const preload = () =>
    (download ??= load().catch((error: unknown) => {
      failedDownloads.add(() => {
        download = null;
        Lazy = lazy(preload);
      });
      throw error;
    }));
  let Lazy = lazy(preload);
  function LazyWithPreload(props: PropsOf<M>) {
    return <Lazy {...props} />;
  }
  return Object.assign(LazyWithPreload, { preload });
}

export function forgetFailedDownloads() {
  for (const renew of failedDownloads) renew();
  failedDownloads.clear();
}
