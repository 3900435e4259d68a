import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The bin beside a row of an editable list (plan lines, milestones); `label` names the row for screen readers. */
export function RemoveRowButton({ label, onRemove, disabled }: { label: string; onRemove: () => void; disabled?: boolean }) {
  return (
    <Button variant="secondary" size="sm" onClick={onRemove} disabled={disabled} aria-label={label}>
      <Trash2 aria-hidden className="size-4" />
    </Button>
  );
}
