import { useState, type FormEvent, type ReactNode } from 'react';
import { Flag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field, Select, Textarea } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';
import { useForm } from '@/components/ui/use-form';
import { useAuth } from '@/lib/auth-provider';
import { isCreator } from '@/lib/policies';
import { formatCount } from '@/utils/format';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '@/features/reports/api/reports-model';
import type { ReportField } from '@/features/reports/api/report-schema';
import { useFileReport, useMyReport } from '@/features/reports/api/use-reports';
import { plainErrorMessage } from '@/lib/plain-error';

// The check (the report schema) loads when the dialog opens, not with the project page.
const loadCheck = () => import('@/features/reports/api/report-schema');

const labels: Record<ReportField, string> = { reason: 'Reason', details: 'Details (optional)' };

type ReportProjectProps = {
  project: { id: string; title: string; creatorId: string; approved: boolean; raised: number; status: string };
  /** Shown atop the dialog while the member's address is unverified (composed by the app: what to do, and Resend). */
  verifyNotice?: ReactNode;
};

/** Report this project: for signed-in members other than its creator, one open report each. */
export function ReportProject({ project, verifyNotice }: ReportProjectProps) {
  const { viewer } = useAuth();
  const eligible = !!viewer && !isCreator(viewer, project) && (project.status === 'approved' || project.status === 'closed');
  const mine = useMyReport(project.id, eligible && viewer ? viewer.uid : null);
  const file = useFileReport();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  // Each message beside its field (Reason's too), the keyboard to the first; an unverified address or a refused write by the buttons.
  const { formRef, errors, failure, setFailure, pending, check, send, reset } = useForm<ReportField>();
  if (!eligible || !viewer || mine.isPending) return null;

  if (mine.data?.status === 'open') {
    return <p className="text-sm text-slate-600">You reported this project. The admin will review your report.</p>;
  }

  const start = () => {
    void loadCheck();
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    reset();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { report, errors: found } = (await loadCheck()).validateReport({ reason, details });
    if (!check(found) || !report) return;
    if (!viewer.emailVerified) return setFailure('Please verify your e-mail address before reporting a project');
    const reporter = { uid: viewer.uid, email: viewer.email ?? '' };
    const sent = await send(
      () => file.mutateAsync({ project, reporter, ...report }),
      (error) => `Could not send the report: ${plainErrorMessage(error)}`,
    );
    if (!sent) return;
    close();
    setReason('');
    setDetails('');
    notify.success('Report sent to the admin');
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={start}>
        <Flag aria-hidden className="size-4" />
        Report this project
      </Button>
      <Modal open={open} title={`Report ${project.title}?`} onClose={close}>
        {!viewer.emailVerified && verifyNotice}
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <p className="text-slate-700">Only the admin reads your report. You will see in What’s new when it was handled.</p>
          <Field label={labels.reason} error={errors.reason}>
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
          <Field label={labels.details} hint={`Up to ${formatCount(REPORT_DETAILS_MAX)} characters.`} error={errors.details}>
            {(ids) => <Textarea {...ids} value={details} maxLength={REPORT_DETAILS_MAX} onChange={(e) => setDetails(e.target.value)} />}
          </Field>
          <FormSummary errors={errors} labels={labels} failure={failure} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? 'Sending...' : 'Send report'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
