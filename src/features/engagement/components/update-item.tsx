import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/notify';
import { formatDate } from '@/utils/format';
import type { CampaignUpdate } from '@/features/engagement/api/engagement-read';
import type { UpdateDraft } from '@/features/engagement/api/engagement-schema';
import { LinkifiedText } from './linkified-text';
import { UpdateForm } from './update-form';
import { plainErrorMessage } from '@/lib/plain-error';

type UpdateItemProps = {
  update: CampaignUpdate;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (draft: UpdateDraft) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
};

const wasEdited = (update: CampaignUpdate) =>
  !!update.createdAt && !!update.updatedAt && update.updatedAt.getTime() - update.createdAt.getTime() > 1000;

/** One update: title, date and text, with Edit (the creator) and Delete (the creator, the admin). */
export function UpdateItem({ update, canEdit, canDelete, onEdit, onDelete }: UpdateItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState('');

  if (editing) {
    return (
      <li className="py-4">
        <UpdateForm
          initial={{ title: update.title, body: update.body }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          errorPrefix="Error updating the update"
          onCancel={() => setEditing(false)}
          onSubmit={async (draft) => {
            await onEdit(draft);
            setEditing(false);
            notify.success('Update saved');
          }}
        />
      </li>
    );
  }

  const remove = async () => {
    setConfirming(false);
    try {
      await onDelete();
      notify.success('Update deleted');
    } catch (error) {
      setDeleteError(`Error deleting the update: ${plainErrorMessage(error)}`);
    }
  };

  return (
    <li className="space-y-2 py-4">
      <article aria-labelledby={`update-${update.id}`} className="space-y-2">
        <h3 id={`update-${update.id}`} className="text-lg font-semibold text-slate-900">
          {update.title}
        </h3>
        <p className="text-xs text-slate-600">
          <time dateTime={update.createdAt?.toISOString()}>{formatDate(update.createdAt)}</time>
          {wasEdited(update) && ' · edited'}
        </p>
        <LinkifiedText text={update.body} />
      </article>
      {(canEdit || canDelete) && (
        <div className="flex gap-2">
          {canEdit && (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit update: ${update.title}`}>
              Edit
            </Button>
          )}
          {canDelete && (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete update: ${update.title}`}>
              Delete
            </Button>
          )}
        </div>
      )}
      {deleteError && (
        <p role="alert" className="text-sm text-danger-700">
          {deleteError}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this update?"
        message={`"${update.title}" will be removed for everyone.`}
        confirmLabel="Delete Update"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
