import { use, type ComponentType } from 'react';

type LazyModule<P> = { default: ComponentType<P> };
export type RetryableLazy<P, M extends LazyModule<P>> = ComponentType<P> & {
  /** Starts the download (once) and resolves with the module: call it to have the component ready when it renders. */
  preload: () => Promise<M>;
};

const failedDownloads = new Set<() => void>();

/**
 * React.lazy, with two differences.
 * - A component whose module has arrived renders at once. React.lazy suspends on its first render
 *   even then, and React holds back a reveal after a fallback for 300 ms: a screen preloaded while
 *   the session was restored would wait that long for nothing.
 * - A failed download can be tried again: React.lazy keeps a rejected import for good, so an error
 *   boundary's Try again would fail at once. A failed component starts its download anew only after
 *   forgetFailedDownloads() (an error boundary's retry), never by itself, so a download that keeps
 *   failing is not retried in a loop.
 */
export function retryableLazy<P extends object, M extends LazyModule<P> = LazyModule<P>>(load: () => Promise<M>): RetryableLazy<P, M> {
  let download: Promise<M> | null = null;
  let module: M | null = null;
  const preload = () =>
    (download ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        failedDownloads.add(() => (download = null));
        throw error;
      },
    ));
  function RetryableLazy(props: P) {
    const { default: Component } = module ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(RetryableLazy, { preload });
}

export function forgetFailedDownloads() {
  for (const renew of failedDownloads) renew();
  failedDownloads.clear();
}
