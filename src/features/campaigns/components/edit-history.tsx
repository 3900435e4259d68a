import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate, formatTime } from '@/utils/format';
import { EDITED_FIELD_LABELS, namedFields, pictureChangeText } from '@shared/projects/edit-fields';
import type { CampaignEdit } from '@/features/campaigns/api/edits/edit-read';
import { useCampaignEdits } from '@/features/campaigns/api/edits/use-campaign-edits';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const shown = (value: unknown) => (typeof value === 'string' && value !== '' ? value : '(empty)');

/** One edit: what changed and when, and the earlier text one click away (a picture's earlier version is not kept). */
function EditEntry({ edit }: { edit: CampaignEdit }) {
  const [open, setOpen] = useState(false);
  const earlierId = useId();
  const texts = edit.fields.filter((field) => field !== 'pictureVersion');
  const what =
    texts.length > 0
      ? `${capitalised(namedFields(texts))} ${texts.length === 1 ? 'was' : 'were'} edited`
      : pictureChangeText(edit.before.pictureVersion, edit.after.pictureVersion);
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="text-slate-900">
        {what}
        {edit.editedAt && (
          <>
            {' on '}
            <time dateTime={edit.editedAt.toISOString()}>
              {formatDate(edit.editedAt)}, {formatTime(edit.editedAt)}
            </time>
          </>
        )}
        .
      </p>
      {texts.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          aria-expanded={open}
          aria-controls={earlierId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide earlier text' : 'Show earlier text'}
        </Button>
      )}
      {open && (
        <dl id={earlierId} className="mt-2 space-y-2">
          {texts.map((field) => (
            <div key={field}>
              <dt className="font-medium text-slate-700">Earlier {EDITED_FIELD_LABELS[field]}</dt>
              <dd className="whitespace-pre-line break-words text-slate-600">{shown(edit.before[field])}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * A campaign's Edit history: each change its founder made while it held money, newest
 * first, shown to whoever may read the project. Nothing while it has none.
 */
export function EditHistory({ projectId }: { projectId: string }) {
  const edits = useCampaignEdits(projectId);
  if (!edits.data || edits.data.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="edit-history">
      <h2 id="edit-history" className="text-xl font-bold text-slate-900">
        Edit history
      </h2>
      <p className="text-sm text-slate-600">Changes the founder made after backers had put money in.</p>
      <ul className="space-y-2">
        {edits.data.map((edit) => (
          <EditEntry key={edit.id} edit={edit} />
        ))}
      </ul>
    </section>
  );
}
