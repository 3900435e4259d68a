import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a second, interruptible render after the screen's first commit: for what
 * is below the fold, so the first commit (and its layout) holds only what a phone shows at once.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
