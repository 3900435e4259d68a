import { MessageSquareMore } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { useAuth } from '@/lib/auth-provider';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { formatDate } from '@/utils/format';
import { UPDATE_REQUEST_LABELS, UPDATE_REQUEST_MESSAGES } from '@/features/engagement/api/update-requests/update-request-limits';
import { askedText, askState, lastUpdateText, requestsText, roundOf } from '@/features/engagement/api/update-requests/update-request-model';
import { UpdateRequestRefused } from '@/features/engagement/api/update-requests/update-requests-api';
import { useAskForUpdate, useHearing } from '@/features/engagement/api/update-requests/use-update-requests';

type HearingProject = Pick<Project, 'id' | 'creatorId' | 'goal' | 'endsAt' | 'raisedSyncedAt'>;

/**
 * Hearing from the founder, on a campaign that ended Funded: when the founder last posted an
 * update, how many backers asked for one (or that an update answered them), and, for a backer, Ask for
 * an update once the founder has been silent for 30 days.
 */
export function HearingFromFounder({ project }: { project: HearingProject }) {
  const { viewer } = useAuth();
  const uid = viewer?.uid ?? null;
  const hearing = useHearing(project, uid);
  if (!hearing.data) return null;
  const { lastUpdateAt, tally, ownRequest, backer } = hearing.data;
  const round = roundOf(lastUpdateAt, project.endsAt);
  const requests = requestsText(tally, round);
  const state = askState({ backer, founder: uid === project.creatorId, round, ownRequest });
  return (
    <div aria-label="Hearing from the founder" role="group" className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <p className="font-semibold text-slate-900" data-testid="last-update">
        {lastUpdateText(lastUpdateAt)}
      </p>
      {requests && <p data-testid="update-requests">{requests}</p>}
      {state.kind === 'ask' && uid && <AskButton project={project} uid={uid} />}
      {state.kind === 'asked' && <p role="status">{askedText(state.at)}</p>}
      {state.kind === 'wait' && (
        <p>You can ask the founder for an update from {formatDate(state.opensAt)} if they post nothing before then.</p>
      )}
    </div>
  );
}

function AskButton({ project, uid }: { project: HearingProject; uid: string }) {
  const ask = useAskForUpdate(project, uid);
  const onAsk = () =>
    ask.mutate(undefined, {
      onSuccess: () => notify.success('The founder will see that you asked for an update'),
    });
  const error = ask.error ? (ask.error instanceof UpdateRequestRefused ? ask.error.message : UPDATE_REQUEST_MESSAGES.failed) : null;
  return (
    <div className="space-y-1">
      <Button size="sm" variant="secondary" onClick={onAsk} disabled={ask.isPending}>
        <MessageSquareMore aria-hidden className="size-4" />
        {ask.isPending ? UPDATE_REQUEST_LABELS.asking : UPDATE_REQUEST_LABELS.ask}
      </Button>
      {error && (
        <p role="alert" className="text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
