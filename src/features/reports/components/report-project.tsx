import { useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, Select, Textarea } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';
import { useAuth } from '@/lib/auth-provider';
import { isCreator } from '@/lib/policies';
import { formatCount } from '@/utils/format';
import { REPORT_DETAILS_MAX, REPORT_REASONS, validateReport, type ReportReason } from '@/features/reports/api/reports-model';
import { useFileReport, useMyReport } from '@/features/reports/api/use-reports';

type ReportProjectProps = { project: { id: string; title: string; creatorId: string; approved: boolean; raised: number; status: string } };

/** Report this project: for signed-in members other than its creator, one open report each. */
export function ReportProject({ project }: ReportProjectProps) {
  const { viewer } = useAuth();
  const eligible = !!viewer && !isCreator(viewer, project) && (project.status === 'approved' || project.status === 'closed');
  const mine = useMyReport(project.id, eligible && viewer ? viewer.uid : null);
  const file = useFileReport();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState('');
  if (!eligible || !viewer || mine.isPending) return null;

  if (mine.data?.status === 'open') {
    return <p className="text-sm text-slate-600">You reported this project. The admin will review your report.</p>;
  }

  const close = () => {
    setOpen(false);
    setError('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReport(reason, details);
    if (problem) return setError(problem);
    if (!viewer.emailVerified) return setError('Please verify your e-mail address before reporting a project');
    file.mutate(
      { project, reporter: { uid: viewer.uid, email: viewer.email ?? '' }, reason: reason as ReportReason, details },
      {
        onSuccess: () => {
          close();
          setReason('');
          setDetails('');
          notify.success('Report sent to the admin');
        },
        onError: (failure) => setError(`Could not send the report: ${failure.message}`),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden className="size-4" />
        Report this project
      </Button>
      <Modal open={open} title={`Report ${project.title}?`} onClose={close}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-slate-700">Only the admin reads your report. You will see in What’s new when it was handled.</p>
          <Field label="Reason">
            {(ids) => (
              <Select {...ids} value={reason} onChange={(e) => setReason(e.target.value)}>
                <option value="">Choose a reason</option>
                {Object.entries(REPORT_REASONS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Details (optional)" hint={`Up to ${formatCount(REPORT_DETAILS_MAX)} characters.`} error={error || undefined}>
            {(ids) => <Textarea {...ids} value={details} maxLength={REPORT_DETAILS_MAX} onChange={(e) => setDetails(e.target.value)} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={file.isPending}>
              {file.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
