import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useForm } from '@/components/ui/use-form';
import { LIMITS } from '@/features/campaigns/api/projects/project-limits';
import { formatCount } from '@/utils/format';

// The check (the review note's schema) loads when the dialog opens, not with the admin's dashboard.
const loadCheck = () => import('@/features/campaigns/api/projects/project-schema');

type RejectDialogProps = { projectTitle: string | null; onReject: (reason: string) => void; onCancel: () => void };

/** Reject sends the project back for changes, with the reason the creator will read (required, up to 1,000 characters). */
export function RejectDialog({ projectTitle, onReject, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  // The reason's message beside it (said aloud, the only field) and the keyboard back to it; the parent reports the write.
  const { formRef, errors, check, reset } = useForm<'reason'>();
  const open = projectTitle !== null;
  useEffect(() => {
    if (open) void loadCheck();
  }, [open]);

  const close = () => {
    setReason('');
    reset();
    onCancel();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { reviewNoteProblem } = await loadCheck();
    if (!check({ reason: reviewNoteProblem(reason) })) return;
    setReason('');
    reset();
    onReject(reason.trim());
  };
  return (
    <Modal open={open} title={`Send ${projectTitle ?? 'the project'} back for changes?`} onClose={close}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <p className="text-slate-700">The project goes back to its creator, marked Sent back for changes, with your reason.</p>
        <Field label="Reason for rejection" error={errors.reason} hint={`Up to ${formatCount(LIMITS.reviewNote)} characters.`} announce>
          {(ids) => (
            <Textarea {...ids} value={reason} maxLength={LIMITS.reviewNote} onChange={(e) => setReason(e.target.value)} autoFocus />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger">
            Reject
          </Button>
        </div>
      </form>
    </Modal>
  );
}
