import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { LIMITS } from '@/features/campaigns/api/project-model';
import { formatCount } from '@/utils/format';

type RejectDialogProps = { projectTitle: string | null; onReject: (reason: string) => void; onCancel: () => void };

export const REASON_REQUIRED = 'Please tell the creator what to change';

/** Reject asks for the reason the creator will read (required, up to 1,000 characters). */
export function RejectDialog({ projectTitle, onReject, onCancel }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setReason('');
    setError('');
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(REASON_REQUIRED);
    if (text.length > LIMITS.reviewNote) return setError(`Please keep the reason under ${formatCount(LIMITS.reviewNote)} characters`);
    setReason('');
    setError('');
    onReject(text);
  };
  return (
    <Modal open={projectTitle !== null} title={`Reject ${projectTitle ?? 'project'}?`} onClose={close}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-slate-700">The project goes back to its creator as Changes requested, with your reason.</p>
        <Field label="Reason for rejection" error={error || undefined} hint={`Up to ${formatCount(LIMITS.reviewNote)} characters.`}>
          {(ids) => <Textarea {...ids} value={reason} maxLength={LIMITS.reviewNote} onChange={(e) => setReason(e.target.value)} autoFocus />}
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
