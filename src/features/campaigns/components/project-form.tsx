import { Fragment, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { useForm } from '@/components/ui/use-form';
import { CATEGORIES } from '@/features/campaigns/api/projects/project-limits';
import { CAMPAIGN_DAYS } from '@shared/projects/deadlines';
import type { ProjectContent } from '@/features/campaigns/api/projects/project-schema';
import { validateProjectForm } from '@/features/campaigns/api/project-form/project-form';
import type { ProjectFormSection, ProjectFormValues } from '@/features/campaigns/api/project-form/project-form-values';
import { usePictureChoice, type PictureChange, type Resize } from '@/lib/pictures/use-picture-choice';
import { PictureField } from './picture-field';
import { DealTermsFields } from './deal-terms-fields';
import type { DealTerms, WithDealTerms } from '@/features/campaigns/api/deal-terms/deal-terms-limits';
import {
  DEAL_TERM_LABELS,
  toDealTermsValues,
  validateDealTerms,
  type DealTermsFieldName,
} from '@/features/campaigns/api/deal-terms/deal-terms-form';

type FieldName = keyof ProjectFormValues;
const LENGTH_HINT = `${CAMPAIGN_DAYS.min} to ${CAMPAIGN_DAYS.max} days; the deadline is set when the project is approved.`;
type Kind = 'text' | 'select' | 'textarea' | 'goal' | 'days' | 'url';
const FIELDS: Array<{ name: FieldName; label: string; kind: Kind; required?: boolean; hint?: string }> = [
  { name: 'title', label: 'Project Title', kind: 'text', required: true },
  { name: 'category', label: 'Category', kind: 'select', required: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'goal', label: 'Funding Goal (USD)', kind: 'goal', required: true },
  { name: 'durationDays', label: 'Campaign Length (days)', kind: 'days', required: true, hint: LENGTH_HINT },
  { name: 'imageUrl', label: 'Image URL', kind: 'url' },
  { name: 'videoUrl', label: 'Video URL (Optional)', kind: 'url', hint: 'YouTube and Vimeo links play on the project page.' },
  { name: 'businessPlan', label: 'Business Plan', kind: 'textarea', required: true },
  { name: 'teamInfo', label: 'Team Information', kind: 'textarea', required: true },
  { name: 'risks', label: 'Risks and Challenges', kind: 'textarea', required: true },
];
const LABELS = Object.fromEntries(FIELDS.map((field) => [field.name, field.label])) as Record<FieldName, string>;
export const LENGTH_LOCKED_HINT = 'The campaign length is fixed once the project is approved.';
export const GOAL_LOCKED_HINT = 'The goal is fixed once the project has received investments.';
export const GOAL_PLANNED_HINT = 'The goal is fixed with the use of funds once the project is approved.';

export type ProjectFormProps<Extra extends object = object> = {
  initialValues: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Handles its own failures (shown through `error`); the form stays busy until it settles. No dealTerms while they are locked. */
  onSubmit: (content: ProjectContent & WithDealTerms & Partial<Extra>, picture: PictureChange) => Promise<unknown> | void;
  sections?: readonly ProjectFormSection<Extra>[];
  onCancel: () => void;
  goalLocked?: boolean;
  /** Why the goal is locked, when not for investments (GOAL_PLANNED_HINT: an approved plan fixes it). */
  goalLockedHint?: string;
  /** After approval the length no longer changes (the deadline is fixed). */
  lengthLocked?: boolean;
  error?: string;
  /** The project shows an uploaded picture now (Remove picture is offered). */
  hasPicture?: boolean;
  /** A picture already resized whose save failed: offered again, so nothing is chosen twice. */
  initialPicture?: PictureChange;
  /** Tests only: jsdom cannot decode pictures. */
  resize?: Resize;
  /** The project's deal terms, null for none. */
  initialTerms?: DealTerms | null;
  /** After approval the deal terms no longer change: shown read-only, with why. */
  termsLocked?: boolean;
};

export const PICTURE_BUSY_MESSAGE = 'Please wait until the picture is ready, or Cancel it.';

/** The create and edit form. What the user typed survives a failed submit. */
export function ProjectForm<Extra extends object = object>(props: ProjectFormProps<Extra>) {
  const {
    initialValues,
    submitLabel,
    busyLabel,
    onSubmit,
    onCancel,
    goalLocked = false,
    goalLockedHint = GOAL_LOCKED_HINT,
    lengthLocked = false,
    error,
    hasPicture = false,
    initialPicture,
    sections = [],
    resize,
    initialTerms = null,
    termsLocked = false,
  } = props;
  const [values, setValues] = useState(initialValues);
  const [terms, setTerms] = useState(() => toDealTermsValues(initialTerms));
  const picture = usePictureChoice({ initial: initialPicture, resize });
  // Messages beside their fields, the keyboard to the first to fix; `onSubmit` reports its own failures (`error`).
  const { formRef, errors, check, clearError, send, pending: busy } = useForm<string>();

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const changeTerm = (name: DealTermsFieldName, value: string) => {
    setTerms((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (picture.working) {
      picture.refuse(PICTURE_BUSY_MESSAGE);
      return;
    }
    const result = validateProjectForm(values);
    const dealTerms = termsLocked ? undefined : validateDealTerms(terms, result.content?.goal ?? Number(values.goal));
    const checked = sections.map((section) => ({ name: section.name, ...section.check(values.goal) }));
    const sectionErrors = Object.fromEntries(checked.map(({ name, error }) => [name, error]));
    if (!check({ ...result.errors, ...dealTerms?.errors, ...sectionErrors }) || !result.content) return;
    // Terms stated are sent; none sent as null only to remove the project's own (nothing to say otherwise).
    const stated = dealTerms?.terms ?? (dealTerms && initialTerms ? null : undefined);
    const content = {
      ...result.content,
      ...(stated === undefined ? {} : { dealTerms: stated }),
      ...Object.assign({}, ...checked.map(({ sends }) => sends ?? {})),
    } as ProjectContent & WithDealTerms & Partial<Extra>;
    await send(async () => onSubmit(content, picture.change));
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className="space-y-5">
      {FIELDS.map(({ name, label, kind, required, hint }) => (
        <Fragment key={name}>
          <Field
            label={label}
            error={errors[name]}
            hint={name === 'goal' && goalLocked ? goalLockedHint : name === 'durationDays' && lengthLocked ? LENGTH_LOCKED_HINT : hint}
          >
            {(ids) => {
              const onChange = (event: { target: { value: string } }) => change(name, event.target.value);
              const common = { ...ids, name, value: values[name], required, onChange };
              if (kind === 'textarea') return <Textarea {...common} rows={name === 'description' ? 4 : 5} />;
              if (kind === 'select')
                return (
                  <Select {...common}>
                    {CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {category.charAt(0).toUpperCase() + category.slice(1)}
                      </option>
                    ))}
                  </Select>
                );
              if (kind === 'goal')
                return (
                  <Input
                    {...common}
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    disabled={goalLocked}
                    className="disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600"
                  />
                );
              if (kind === 'days')
                return (
                  <Input
                    {...common}
                    type="number"
                    min={CAMPAIGN_DAYS.min}
                    max={CAMPAIGN_DAYS.max}
                    step={1}
                    inputMode="numeric"
                    disabled={lengthLocked}
                    className="disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600"
                  />
                );
              if (kind === 'url') return <Input {...common} type="url" inputMode="url" autoComplete="url" placeholder="https://" />;
              return <Input {...common} type="text" autoComplete="off" />;
            }}
          </Field>
          {name === 'imageUrl' && <PictureField picture={picture} hasStored={hasPicture} disabled={busy} />}
        </Fragment>
      ))}
      <DealTermsFields values={terms} errors={errors} onChange={changeTerm} locked={termsLocked} />
      {sections.map((section) => (
        <Fragment key={section.name}>
          {section.render({ goal: values.goal, error: errors[section.name], disabled: busy, onEdit: () => clearError(section.name) })}
        </Fragment>
      ))}
      <FormSummary
        errors={errors}
        labels={{ ...LABELS, ...DEAL_TERM_LABELS, ...Object.fromEntries(sections.map((section) => [section.name, section.label])) }}
        failure={error}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !!picture.working}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
