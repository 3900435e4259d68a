import { useParams } from 'react-router-dom';
import { lazy, Suspense, type ReactNode } from 'react';
import { Deferred } from '@/components/ui/deferred';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-provider';
import { canInvest, canViewBackers } from '@/lib/policies';
import {
  prefetchProject,
  primeEarlyProjectCard,
  projectLoadError,
  useEarlyProjectCard,
  useProject,
} from '@/features/campaigns/api/projects/use-project';
import type { ScreenPrefetch } from '@/app/screen-module';
import { ProjectDetails } from '@/features/campaigns/components/project-details';
import { ProjectLoadProblem } from '@/features/campaigns/components/project-load-problem';
import { SaveToggle } from '@/features/engagement/components/save-toggle';

// Below the fold on a phone: their own chunk, downloaded once the project has been read.
const sections = () => import('@/app/project-sections');
const MoneySection = lazy(() => sections().then((module) => ({ default: module.MoneySection })));
const BackersPart = lazy(() => sections().then((module) => ({ default: module.BackersPart })));
const EngagementPart = lazy(() => sections().then((module) => ({ default: module.EngagementPart })));
const TrustPart = lazy(() => sections().then((module) => ({ default: module.TrustPart })));
const FounderPart = lazy(() => sections().then((module) => ({ default: module.FounderPart })));
const UseOfFundsPart = lazy(() => sections().then((module) => ({ default: module.UseOfFundsPart })));
// An investor's only, once the project is read.
const InvestAction = lazy(() => import('@/app/invest-action').then((module) => ({ default: module.InvestAction })));

/** Rendered after the first commit, each with a boundary of its own (nothing above it waits). */
const Later = ({ children }: { children: ReactNode }) => (
  <Deferred>
    <Suspense fallback={null}>{children}</Suspense>
  </Deferred>
);

/**
 * Its card and picture from index.html are put in the cache for the first render. The project, which
 * only a signed-in visitor may read, is read while the guard still waits for the profile when Auth
 * started first (see ScreenPrefetch); else the page reads it once the session is there.
 */
export const prefetch: ScreenPrefetch = ({ params, withSession }) => {
  if (!params.id) return;
  if (withSession) void prefetchProject(params.id);
  return primeEarlyProjectCard(params.id);
};

export default function ProjectRoute() {
  const { id = '' } = useParams();
  const { state, viewer } = useAuth();
  // Live: Raised, the progress bar, backers, Recent Investors and Backers keep up while the page is open and the campaign runs.
  // Opened before the session (shared/routes.ts), the page shows the public card until Auth answers, then reads the project as its viewer.
  const { data: project, isPending, error, refetch, isFetching } = useProject(id, { live: true, enabled: state.status !== 'loading' });
  const preview = useEarlyProjectCard(id);

  if (isPending && !preview) return <PageSpinner />;
  if (error) return <ProjectLoadProblem message={projectLoadError(error)} onRetry={refetch} retrying={isFetching} />;
  if (!isPending && !project) return <ProjectLoadProblem message="Project not found" />;
  // Until the project is read, its public card (preview): the picture, title and description.
  if (!project) return <ProjectDetails project={undefined} card={preview!} titleAction={<SaveToggle project={preview!} />} />;
  // Deferred: below the picture and the details on a phone (beside them, in the aside, on a desktop,
  // where they fill in just after), so the first commit holds what a phone shows at once.
  return (
    <ProjectDetails
      project={project}
      card={project}
      investAction={
        canInvest(viewer, project) ? (
          <Suspense fallback={null}>
            <InvestAction project={project} />
          </Suspense>
        ) : undefined
      }
      useOfFunds={
        <Later>
          <UseOfFundsPart project={project} />
        </Later>
      }
      recentInvestors={
        <>
          <Later>
            <FounderPart project={project} />
          </Later>
          {(project.approved || project.status === 'closed') && (
            <Later>
              <MoneySection project={project} />
            </Later>
          )}
        </>
      }
      backers={
        canViewBackers(viewer, project) ? (
          <Later>
            <BackersPart creatorId={project.creatorId} project={project} />
          </Later>
        ) : undefined
      }
      titleAction={<SaveToggle project={project} />}
      engagement={
        <Later>
          <EngagementPart project={project} />
        </Later>
      }
      trust={
        <Later>
          <TrustPart project={project} />
        </Later>
      }
    />
  );
}
