import { startTransition, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

type LazyModule<P> = { default: ComponentType<P> };
export type RetryableLazy<P, M extends LazyModule<P>> = ComponentType<P> & {
  /** Starts the download (once) and resolves with the module: call it to have the component ready when it renders. */
  preload: () => Promise<M>;
};

const failedDownloads = new Set<() => void>();

/**
 * A lazily downloaded component, unlike React.lazy in three ways.
 * - It shows `fallback` while its module downloads rather than suspending. A Suspense boundary
 *   holds back each reveal until 300 ms after it last showed a fallback, so a screen, the top bar's
 *   bell and the data layout arriving one after another delayed the screen by up to 600 ms.
 * - A component whose module has arrived renders at once.
 * - A failed download can be tried again: React.lazy keeps a rejected import for good, so an error
 *   boundary's Try again would fail at once. A failed component starts its download anew only after
 *   forgetFailedDownloads() (an error boundary's retry), never by itself, so a download that keeps
 *   failing is not retried in a loop.
 */
export function retryableLazy<P extends object, M extends LazyModule<P> = LazyModule<P>>(
  load: () => Promise<M>,
  fallback: ReactNode = null,
): RetryableLazy<P, M> {
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
    const ready = module !== null;
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (ready) return;
      let mounted = true;
      preload().then(
        // A transition: the screen it reveals renders in slices, not one long task.
        () => mounted && startTransition(arrived),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [ready]);
    if (failure) throw failure.error; // to the nearest error boundary
    if (!module) return fallback;
    const { default: Component } = module;
    return <Component {...props} />;
  }
  return Object.assign(RetryableLazy, { preload });
}

export function forgetFailedDownloads() {
  for (const renew of failedDownloads) renew();
  failedDownloads.clear();
}
