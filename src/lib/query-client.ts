import { QueryClient } from '@tanstack/react-query';

/**
 * The one data cache of a visit (TanStack Query), shared by every screen with data.
 * `networkMode: 'always'`: a read or write goes out even when the browser says it is offline, and
 * fails with the error its screen shows if Firestore cannot be reached. In the default mode TanStack
 * Query pauses every new request after a window `offline` event until an `online` one, showing a
 * spinner for good; but navigator.onLine is the browser's guess about the internet, not about
 * Firestore: Chromium on a machine with only a loopback interface (the emulators in CI) says offline
 * while the emulator answers, and an `offline` event it sent late under load left a page waiting
 * forever (the report journey's 60 s wait for "Report this project", e2e/audit-reports.spec.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

/**
 * A list's options: it is read again when its tab regains focus (TanStack Query's focus
 * manager follows visibilitychange), and only if what it shows is older than the cache's 30 s, so
 * going back and forth between tabs costs no reads. Every screen's list takes them (browse, My
 * Investments, Saved, Backers, Updates, Questions, the admin's Activity and Reports); the default
 * above stays off for single reads (a picture, the 12-month allowance, a review note), which change
 * only with the user's own writes, which read them again.
 */
export const listRefresh = { refetchOnWindowFocus: true } as const;

let cachedFor: string | null | undefined; // undefined until the session is first known

/**
 * Data read for one user is never shown to the next one in the same tab: when the signed-in user
 * changes (sign-in, sign-out, another account), the cache is reset and open screens read again.
 */
export function cacheBelongsTo(uid: string | null) {
  if (cachedFor !== undefined && cachedFor !== uid) void queryClient.resetQueries();
  cachedFor = uid;
}

/**
 * A query's result with what its hook derives from it (a list's rows, a shown copy), without the spread
 * that would read, and so watch, every field of the result (@tanstack/query/no-rest-destructuring): the
 * query's fields stay behind TanStack's tracking getters, so a screen re-renders only for those it reads.
 */
export function withDerived<R extends object, D extends object>(result: R, derived: D): Omit<R, keyof D> & D {
  return Object.create(result, Object.getOwnPropertyDescriptors(derived));
}
