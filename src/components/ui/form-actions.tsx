import { Button } from '@/components/ui/button';

type FormActionsProps = {
  pending: boolean;
  /** The submit button's words, and what it says while the form sends. */
  label: string;
  pendingLabel: string;
  /** No Cancel without it (a form that stays open). */
  onCancel?: () => void;
  size?: 'sm';
};

/** A form's submit and Cancel, side by side; both wait while it sends. */
export function FormActions({ pending, label, pendingLabel, onCancel, size }: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size={size} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      {onCancel && (
        <Button variant="secondary" size={size} onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
    </div>
  );
}
