import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The "View Details" action on every project card. */
export const ViewDetailsLink = ({ projectId }: { projectId: string }) => (
  <ButtonLink size="sm" variant="secondary" to={paths.project.href(projectId)}>
    View Details
  </ButtonLink>
);
