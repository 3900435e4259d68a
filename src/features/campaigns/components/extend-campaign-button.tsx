import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';
import { isLive } from '@/lib/campaign-life';
import { extendedDeadline } from '@shared/projects/deadlines';
import { formatDate } from '@/utils/format';
import { parseWholeDollars } from '@/utils/whole-number';
import { EXTENSION_DAYS_WRONG, MAX_EXTENSION_DAYS } from '@shared/admin/admin-calls';
import type { ProjectSummary } from '@/features/campaigns/api/projects/project-read';
import { useExtendCampaign } from '@/features/campaigns/api/projects/use-project-mutations';
import { plainErrorMessage } from '@/lib/plain-error';

/** The admin's one-time extension of a running campaign: choose the days, see the new deadline, confirm. */
export function ExtendCampaignButton({ project }: { project: ProjectSummary }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('7');
  const extend = useExtendCampaign();
  // The days' message beside the field (said aloud, the only one), the keyboard back to it; a refused write by the buttons.
  const { formRef, errors, failure, check, send, reset } = useForm<'days'>();
  if (!isLive(project) || project.extensionDays > 0 || !project.endsAt) return null;

  const days = parseWholeDollars(value, MAX_EXTENSION_DAYS);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check({ days: days === null ? EXTENSION_DAYS_WRONG : undefined }) || days === null) return;
    const sent = await send(
      () => extend.mutateAsync({ project, days }),
      (error) => `Error extending campaign: ${plainErrorMessage(error)}`,
    );
    if (!sent) return;
    setOpen(false);
    notify.success(`Deadline extended by ${days} days`);
  };

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => (reset(), setOpen(true))}>
        Extend
      </Button>
      <Modal open={open} title={`Extend ${project.title}?`} onClose={() => !extend.isPending && setOpen(false)}>
        <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
          <Field label="Extension (days)" hint={`Once per campaign, 1 to ${MAX_EXTENSION_DAYS} days.`} error={errors.days} announce>
            {(ids) => (
              <Input
                {...ids}
                type="number"
                min={1}
                max={MAX_EXTENSION_DAYS}
                step={1}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </Field>
          <p className="text-sm text-slate-700">
            New deadline: {days === null ? '–' : formatDate(extendedDeadline(project.endsAt, days))} (now {formatDate(project.endsAt)}). It
            can be extended only once.
          </p>
          <FormSummary failure={failure} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={extend.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={extend.isPending}>
              {extend.isPending ? 'Extending...' : 'Extend Deadline'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
