import { lazy, type ComponentType } from 'react';

type LazyModule<P> = { default: ComponentType<P> };

const failedDownloads = new Set<() => void>();

/**
 * React.lazy, except that a failed download can be tried again: React.lazy keeps a rejected import
 * for good, so an error boundary's Try again would fail at once. A failed component starts its
 * download anew only after forgetFailedDownloads() (an error boundary's retry), never by itself,
 * so a download that keeps failing is not retried in a loop.
 */
export function retryableLazy<P extends object>(load: () => Promise<LazyModule<P>>): ComponentType<P> {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedDownloads.add(() => (Current = fresh()));
        throw error;
      }),
    );
  let Current = fresh();
  return function RetryableLazy(props: P) {
    return <Current {...props} />;
  };
}

export function forgetFailedDownloads() {
  for (const renew of failedDownloads) renew();
  failedDownloads.clear();
}
