import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';

type ProjectLoadProblemProps = {
  message: string;
  /** A read that failed (not a project that is not there): Try again reads it again. */
  onRetry?: () => unknown;
  retrying?: boolean;
};

/** A project that could not be shown: the reason in the red banner, Try again when the read failed, and a way home. */
export function ProjectLoadProblem({ message, onRetry, retrying = false }: ProjectLoadProblemProps) {
  useDocumentTitle(message);
  return (
    <div className="mx-auto max-w-xl space-y-4 py-8">
      <Banner>{message}</Banner>
      <div className="flex flex-wrap gap-3">
        {onRetry && (
          <Button onClick={() => void onRetry()} disabled={retrying}>
            {retrying ? 'Trying again...' : 'Try again'}
          </Button>
        )}
        <ButtonLink to={paths.home.href()} variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
