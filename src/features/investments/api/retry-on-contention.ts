import { FirebaseError } from 'firebase/app';

// Codes Firestore returns when a write lost a race for a busy document (many investors at once);
// the same write may simply be sent again.
const TRANSIENT = new Set(['aborted', 'unavailable', 'deadline-exceeded', 'resource-exhausted']);

// A rules look-up (get) of a document another write holds locked fails as "Service call error" and
// the write is refused: the emulator does this when a sync of the project races an investment that
// reads it. Nothing was decided about the write, so it is sent again like a lost race.
const LOOKUP_FAILED = 'Service call error';

export const isTransient = (error: unknown) =>
  error instanceof FirebaseError &&
  (TRANSIENT.has(error.code) || (error.code === 'permission-denied' && error.message.includes(LOOKUP_FAILED)));

export type RetryOptions = {
  attempts?: number;
  /** Told before each retry (the attempt that failed, from 1, and why): the load test counts them. */
  onRetry?: (attempt: number, error: unknown) => void;
};

/**
 * Runs `write` again after a transient failure, up to `attempts` times, waiting a little longer
 * (with jitter) each time. Callers make their writes idempotent, so a retry never counts twice.
 */
export async function retryOnContention<T>(write: () => Promise<T>, { attempts = 8, onRetry }: RetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      onRetry?.(attempt, error);
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}
