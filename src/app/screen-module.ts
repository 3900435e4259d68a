/**
 * A screen module may export `prefetch`, to start reading its data before it renders: while the
 * guard still waits for the session and the profile. With `withSession`, Auth has started first and
 * Firestore sends a read once Auth has restored the session, so a prefetch reads as the signed-in
 * user; without it (Auth starts after the first view: router.tsx, authWaitsForPaint) a read goes as
 * a guest, so only public data may be prefetched. What it returns settles once the data a visitor
 * sees first is there: Auth, when it waits, starts after that has been painted.
 */
export type ScreenPrefetch = (location: {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  withSession: boolean;
}) => void | Promise<unknown>;

/** What a module under src/app/routes/ exports: its screen, and perhaps its prefetch. */
export type ScreenModule = { default: React.ComponentType; prefetch?: ScreenPrefetch };
