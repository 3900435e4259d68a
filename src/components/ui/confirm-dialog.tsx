import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type ConfirmProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The dismiss button's label (default Cancel). */
  cancelLabel?: string;
  /** The confirm button's look: danger (default) for what cannot be undone, primary for a go-ahead (Approve). */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p className="text-slate-700">{message}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
