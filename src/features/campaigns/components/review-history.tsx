import type { Project } from '@/features/campaigns/api/projects/project-read';
import { useReviewNote } from '@/features/campaigns/api/projects/use-review-note';

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/** On the admin's pending card: how often the project was sent back, and the last reason. */
export function ReviewHistory({ project }: { project: Pick<Project, 'id' | 'reviewCount'> }) {
  const note = useReviewNote(project.id, project.reviewCount > 0);
  if (project.reviewCount === 0) return null;
  return (
    <p className="w-full rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
      <span className="font-semibold">Resubmitted</span> after being sent back for changes {times(project.reviewCount)}. Last reason:{' '}
      <span className="break-words italic">{note.data ?? '…'}</span>
    </p>
  );
}

/** On the creator's card and project page: why the admin sent the project back (read from its private note). */
export function ChangesRequestedNote({ project }: { project: Pick<Project, 'id' | 'status'> }) {
  const note = useReviewNote(project.id, project.status === 'changes_requested');
  if (project.status !== 'changes_requested') return null;
  return (
    <div
      role="note"
      aria-label="Sent back for changes"
      className="w-full rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-semibold">Sent back for changes by the admin</p>
      <p className="whitespace-pre-line break-words">{note.data ?? '…'}</p>
      <p className="mt-1 text-xs">Edit the project, then click Resubmit for review.</p>
    </div>
  );
}
