import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/components/layouts/document-title';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-provider';
import { canEditProject, FROZEN_CAMPAIGN_TEXT, isAdmin, isCreator } from '@/lib/policies';
import { dashboardFor } from '@/lib/dashboard-for';
import type { Project, ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { CampaignDetails } from '@/features/campaigns/components/campaign-details';
import { CategoryBadge } from '@/features/campaigns/components/category-badge';
import { ProjectImage } from '@/features/campaigns/components/project-image';
import { ProjectVideo } from '@/features/campaigns/components/project-video';
import { ChangesRequestedNote } from '@/features/campaigns/components/review-history';
import { StatusBadge } from '@/features/campaigns/components/status-badge';
import { ShareButton } from '@/features/campaigns/components/share-button';

// Its creator's only, once the project is read: not downloaded with the page.
const ResubmitButton = lazy(() =>
  import('@/features/campaigns/components/resubmit-button').then((module) => ({ default: module.ResubmitButton })),
);

type ProjectDetailsProps = {
  /**
   * The project once read; until then (undefined) the page shows `card`, its public card as
   * index.html read it: the same picture, title and description in the same places, so the largest
   * paint waits for no session and nothing moves, or is drawn again, when the project arrives.
   */
  project: Project | undefined;
  card: ProjectSummary;
  /** Shown inside Campaign Details (the Invest Now button). */
  investAction?: ReactNode;
  /** Shown right below Campaign Details: the founder's plan for the money. */
  useOfFunds?: ReactNode;
  /** Shown below Campaign Details. */
  recentInvestors?: ReactNode;
  /** Shown beside the title (the Save toggle). */
  titleAction?: ReactNode;
  /** Shown after the sections (Updates, Questions and Answers). */
  engagement?: ReactNode;
  /** Shown at the end of the main column (the creator's Backers section). */
  backers?: ReactNode;
  /** Shown last: Report this project, and the project's history of admin actions. */
  trust?: ReactNode;
};

const prose = 'whitespace-pre-line break-words text-slate-700';

function Section({ title, text }: { title: string; text: string }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className={prose}>{text}</p>
    </section>
  );
}

/** The project page body. On phones the money sits right under the title; at lg it is the right-hand column. */
export function ProjectDetails({
  project,
  card,
  investAction,
  useOfFunds,
  recentInvestors,
  titleAction,
  engagement,
  backers,
  trust,
}: ProjectDetailsProps) {
  const { viewer } = useAuth();
  const shown = project ?? card;
  useDocumentTitle(shown.title);
  return (
    <article className="space-y-6">
      <Link
        to={dashboardFor(viewer?.role ?? '')}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Dashboard
      </Link>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-8">
        <header className="min-w-0 space-y-4 lg:col-start-1">
          <ProjectImage project={shown} shownAs="page" alt={shown.title} eager className="rounded-xl" />
          {/* The buttons have a row of their own under the title: Save arrives with the session, after the
              first paint, and beside the title it could push the row, and everything under it, down. */}
          <div className="space-y-3">
            <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{shown.title}</h1>
            <div className="flex flex-wrap gap-2">
              {project && canEditProject(viewer, project) && (
                <ButtonLink to={paths.postUpdate.href(project.id)} variant="secondary" size="sm">
                  <Pencil aria-hidden className="size-4" />
                  Edit Project
                </ButtonLink>
              )}
              {shown.approved && <ShareButton projectId={shown.id} title={shown.title} />}
              {titleAction}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <CategoryBadge category={shown.category} />
            {shown.status === 'pending' && <Badge tone="warning">Pending review</Badge>}
            {(shown.status === 'changes_requested' || shown.status === 'closed') && <StatusBadge status={shown.status} />}
          </div>
          {project && <ChangesRequestedNote project={project} />}
          {project?.status === 'closed' && isCreator(viewer, project) && (
            <p
              role="note"
              aria-label="Campaign closed"
              className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
            >
              {FROZEN_CAMPAIGN_TEXT}
            </p>
          )}
          {project && canEditProject(viewer, project) && (
            <Suspense fallback={null}>
              <ResubmitButton project={project} />
            </Suspense>
          )}
          <p className={prose}>{shown.description}</p>
        </header>
        <aside className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {project ? (
            <>
              <CampaignDetails project={project} action={investAction} showCreatorEmail={isAdmin(viewer)} />
              {useOfFunds}
              {recentInvestors}
            </>
          ) : (
            <Spinner label="Loading project" />
          )}
        </aside>
        {project && (
          <div className="min-w-0 space-y-8 lg:col-start-1">
            <Section title="Business Plan" text={project.businessPlan} />
            <Section title="Team Information" text={project.teamInfo} />
            <Section title="Risks and Challenges" text={project.risks} />
            {project.videoUrl && <ProjectVideo url={project.videoUrl} title={project.title} />}
            {backers}
            {engagement}
            {trust}
          </div>
        )}
      </div>
    </article>
  );
}
