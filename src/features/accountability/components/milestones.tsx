import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-provider';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { NO_MILESTONES_TEXT } from '@/features/accountability/api/milestones/milestone-limits';
import {
  againstDeadline,
  dueLine,
  formatDueDay,
  mayFollowUp,
  mayPostpone,
  milestoneStatus,
  STATUS_LABELS,
  type MilestoneStatus,
} from '@/features/accountability/api/milestones/milestone-model';
import type { Milestone } from '@/features/accountability/api/milestones/milestone-read';
import { useDeliverMilestone, useMilestones, usePostponeMilestone } from '@/features/accountability/api/milestones/use-milestones';
import { DeliverForm, PostponeForm } from './milestone-follow-up-forms';

type MilestonesProject = Pick<Project, 'id' | 'creatorId' | 'status' | 'endsAt'>;
type Open = { slot: string; kind: 'deliver' | 'postpone' } | null;

const tones: Record<MilestoneStatus, 'neutral' | 'success' | 'warning'> = {
  upcoming: 'neutral',
  late: 'warning',
  delivered: 'success',
  'delivered-late': 'warning',
};

/**
 * The project page's Milestones, under Campaign Details: each milestone's due date against
 * the campaign's deadline, Late (still, once postponed after its day) or Delivered (late), its original date and every postponement. Its
 * creator marks one as delivered or postpones it here once the project is approved. One query of at
 * most 6 documents.
 */
export function Milestones({ project }: { project: MilestonesProject }) {
  const { viewer } = useAuth();
  const { data: milestones, isPending, isError } = useMilestones(project.id);
  const deliver = useDeliverMilestone(project.id, project.creatorId);
  const postpone = usePostponeMilestone(project.id);
  const [open, setOpen] = useState<Open>(null);
  const mayAct = mayFollowUp(viewer?.uid, project);
  const now = new Date();

  return (
    <Card className="p-5">
      <section aria-labelledby="milestones-title" className="space-y-3">
        <h2 id="milestones-title" className="text-lg font-bold text-slate-900">
          Milestones
        </h2>
        {isPending ? (
          <Spinner label="Loading the milestones" />
        ) : isError ? (
          <p className="text-sm text-slate-600">The milestones could not be read just now.</p>
        ) : milestones.length === 0 ? (
          <p className="text-sm text-slate-600">{NO_MILESTONES_TEXT}</p>
        ) : (
          <ol className="space-y-4">
            {milestones.map((milestone) => (
              <li key={milestone.id} data-testid="milestone" className="space-y-2 border-b border-slate-100 pb-3 last:border-0">
                <MilestoneItem milestone={milestone} endsAt={project.endsAt} status={milestoneStatus(milestone, now)} />
                {mayAct && !milestone.deliveredAt && open?.slot !== milestone.id && (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setOpen({ slot: milestone.id, kind: 'deliver' })}>
                      Mark as delivered
                    </Button>
                    {mayPostpone(milestone) && (
                      <Button size="sm" variant="secondary" onClick={() => setOpen({ slot: milestone.id, kind: 'postpone' })}>
                        Postpone
                      </Button>
                    )}
                  </div>
                )}
                {mayAct && open?.slot === milestone.id && open.kind === 'deliver' && (
                  <DeliverForm
                    milestone={milestone}
                    onSubmit={(delivery) => deliver.mutateAsync({ milestone, delivery })}
                    onDone={() => setOpen(null)}
                  />
                )}
                {mayAct && open?.slot === milestone.id && open.kind === 'postpone' && (
                  <PostponeForm
                    milestone={milestone}
                    onSubmit={(postponing) => postpone.mutateAsync({ milestone, postponing })}
                    onDone={() => setOpen(null)}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}

function MilestoneItem({ milestone, endsAt, status }: { milestone: Milestone; endsAt: Date | null; status: MilestoneStatus }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">{milestone.title}</h3>
        <Badge tone={tones[status]} className="normal-case">
          {STATUS_LABELS[status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">
        {dueLine(milestone)} · {againstDeadline(milestone.due, endsAt)}
      </p>
      {milestone.description && <p className="whitespace-pre-line break-words text-sm text-slate-700">{milestone.description}</p>}
      {milestone.postponements.length > 0 && (
        <div className="space-y-1 text-sm text-slate-700" data-testid="milestone-postponements">
          <p>Originally due {formatDueDay(milestone.originalDue)}</p>
          <ul className="list-disc space-y-1 pl-5">
            {milestone.postponements.map((entry, index) => (
              <li key={index} className="break-words">
                Postponed{entry.at ? ` on ${formatDueDay(entry.at)}` : ''} from {formatDueDay(entry.from)} to {formatDueDay(entry.to)}:{' '}
                {entry.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {milestone.deliveredAt && (
        <div className="space-y-1 text-sm text-slate-700" data-testid="milestone-delivery">
          <p className="break-words">
            Delivered {formatDueDay(milestone.deliveredAt)}: {milestone.delivered}
            {milestone.evidenceUrl && (
              <>
                {' '}
                <a
                  href={milestone.evidenceUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-semibold text-brand-700 underline"
                >
                  Evidence
                </a>
              </>
            )}
          </p>
          <p className="text-xs text-slate-600">Reported by the founder; the date is the server’s.</p>
        </div>
      )}
    </>
  );
}
