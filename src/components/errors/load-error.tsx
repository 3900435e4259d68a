import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { plainErrorMessage } from '@/lib/plain-error';

type LoadErrorProps = {
  /** The spec's text for the failure ("Error fetching projects"): the words before the colon. */
  heading: string;
  error: unknown;
  /** Reads again (a query's refetch). */
  onRetry: () => unknown;
  /** While the read runs again: the button says so and waits. */
  retrying?: boolean;
};

/**
 * A read that failed, in the red banner: the spec's heading, then what happened in plain words (never
 * the backend's own message; plainErrorMessage) and Try again, which reads again.
 */
export function LoadError({ heading, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Banner>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          {heading}: {plainErrorMessage(error)}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void onRetry()} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    </Banner>
  );
}
