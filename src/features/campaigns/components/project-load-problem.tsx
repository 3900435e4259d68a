import { Banner } from '@/components/ui/banner';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/components/layouts/page-header';
import { paths } from '@/config/paths';

/** A project that could not be shown: the reason in the red banner and a way home. */
export function ProjectLoadProblem({ message }: { message: string }) {
  useDocumentTitle(message);
  return (
    <div className="mx-auto max-w-xl space-y-4 py-8">
      <Banner>{message}</Banner>
      <ButtonLink to={paths.home.href()} variant="secondary">
        Return to Home
      </ButtonLink>
    </div>
  );
}
