import { Button } from '@/components/ui/button';

/** A chosen picture being resized: its progress, and Cancel (the project form's picture and Settings' profile picture). */
export function PreparingProgress({ fileName, progress, onCancel }: { fileName: string; progress: number; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <progress max={100} value={progress} aria-label={`Preparing ${fileName}`} className="h-2 w-48 accent-brand-700" />
      <span className="text-sm text-slate-700" role="status">
        Preparing picture… {progress}%
      </span>
      <Button variant="secondary" size="sm" aria-label="Cancel picture" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
