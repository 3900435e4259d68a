import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/notify';
import { useAuth } from '@/lib/auth-provider';
import { WriteLimitError } from '@shared/write-ceiling';
import { canDeleteUpdate, canPostUpdate } from '@/lib/engagement-policies';
import type { Project } from '@/features/campaigns/api/projects/project-read';
import { deleteUpdate, editUpdate, postUpdate, removeUpdate } from '@/features/engagement/api/updates-api';
import { engagementKeys } from '@/features/engagement/api/engagement-keys';
import { useEngagementWrite, useUpdates } from '@/features/engagement/api/use-engagement';
import type { UpdateDraft } from '@/features/engagement/api/engagement-schema';
import { UpdateForm } from './update-form';
import { UpdateItem } from './update-item';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/** The project's Updates: newest first, five at a time; the creator posts, edits and deletes, the admin deletes. */
export function CampaignUpdates({ project }: { project: Project }) {
  const { viewer } = useAuth();
  const [composing, setComposing] = useState(false);
  const { updates, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useUpdates(
    project.id,
  );
  const keys = [engagementKeys.updates(project.id), ['engagement', 'inbox']];
  const post = useEngagementWrite((draft: UpdateDraft) => postUpdate(project, { uid: viewer?.uid ?? '' }, draft), keys);
  const edit = useEngagementWrite(([id, draft]: [string, UpdateDraft]) => editUpdate(project.id, id, draft), keys);
  const author = canPostUpdate(viewer, project);
  // The creator deletes their own; the admin removes anyone's with an audit entry.
  const remove = useEngagementWrite((id: string) => (author ? deleteUpdate(project.id, id) : removeUpdate(project.id, id)), keys);

  return (
    <section aria-labelledby="updates-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="updates-heading" className="text-xl font-bold text-slate-900">
          Updates
        </h2>
        {author && !composing && (
          <Button size="sm" onClick={() => setComposing(true)}>
            <Megaphone aria-hidden className="size-4" />
            Write to backers
          </Button>
        )}
      </div>
      {composing && (
        <UpdateForm
          submitLabel="Publish Update"
          pendingLabel="Publishing..."
          errorPrefix="Error posting update"
          describeError={(caught) => (caught instanceof WriteLimitError ? caught.message : undefined)}
          onCancel={() => setComposing(false)}
          onSubmit={async (draft) => {
            await post.mutateAsync(draft);
            setComposing(false);
            notify.success('Update posted');
          }}
        />
      )}
      {isPending && <Spinner label="Loading updates" />}
      {isError && <LoadError heading="Error fetching updates" error={error} onRetry={refetch} retrying={isFetching} />}
      {!isPending && !isError && updates.length === 0 && <p className="text-slate-600">No updates yet.</p>}
      {updates.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {updates.map((update) => (
            <UpdateItem
              key={update.id}
              update={update}
              canEdit={author}
              canDelete={canDeleteUpdate(viewer, project)}
              onEdit={(draft) => edit.mutateAsync([update.id, draft])}
              onDelete={() => remove.mutateAsync(update.id)}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        label="More updates"
        centred={false}
      />
    </section>
  );
}
