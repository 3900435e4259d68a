import { startTransition, useEffect, useReducer, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

// `any`: the props are read back from the module's own component (PropsOf), so they stay checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LazyModule = { default: ComponentType<any> };
type PropsOf<M extends LazyModule> = ComponentProps<M['default']>;
export type RetryableLazy<M extends LazyModule> = ComponentType<PropsOf<M>> & {
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
export function retryableLazy<M extends LazyModule>(load: () => Promise<M>, fallback: ReactNode = null): RetryableLazy<M> {
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
  function RetryableLazy(props: PropsOf<M>) {
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
