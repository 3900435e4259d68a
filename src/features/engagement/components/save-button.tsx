import { Bookmark } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useSavedFlag, useToggleSaved } from '@/features/engagement/api/use-engagement';
import { cn } from '@/utils/cn';
import { plainErrorMessage } from '@/lib/plain-error';

export type SavedProject = { id: string; title: string; approved: boolean };

/** The Save / Saved button of a signed-in viewer (save-toggle.tsx decides who gets one). */
export function SaveButton({ uid, project, size }: { uid: string; project: SavedProject; size: 'sm' | 'md' }) {
  const { data: saved, isPending: loading, isError: unknown } = useSavedFlag(uid, project.id);
  const toggle = useToggleSaved(uid, project.id);
  const isSaved = toggle.isPending ? !!toggle.variables : !!saved;
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-pressed={isSaved}
        aria-label={`Save ${project.title}`}
        disabled={loading || unknown || toggle.isPending}
        onClick={() => toggle.mutate(!isSaved)}
        className={buttonClasses(isSaved ? 'primary' : 'secondary', size)}
      >
        <Bookmark aria-hidden className={cn('size-4', isSaved && 'fill-current')} />
        {isSaved ? 'Saved' : 'Save'}
      </button>
      <span role="status" className="sr-only">
        {toggle.isSuccess ? (isSaved ? `${project.title} saved` : `${project.title} removed from saved`) : ''}
      </span>
      {toggle.isError && (
        <span role="alert" className="text-xs text-danger-700">
          Error saving: {plainErrorMessage(toggle.error)}
        </span>
      )}
    </span>
  );
}
