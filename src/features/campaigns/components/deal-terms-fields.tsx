import { Field, Input, Select } from '@/components/ui/field';
import {
  INSTRUMENT_LABELS,
  INSTRUMENT_TERMS,
  INSTRUMENTS,
  TERMS_LOCKED_HINT,
  type Instrument,
} from '@/features/campaigns/api/deal-terms/deal-terms-limits';
import {
  DEAL_TERM_LABELS,
  type DealTermsErrors,
  type DealTermsFieldName,
  type DealTermsValues,
} from '@/features/campaigns/api/deal-terms/deal-terms-form';

const DOLLARS = new Set<DealTermsFieldName>(['minimumInvestment', 'valuationCap', 'preMoneyValuation']);
const HINTS: Partial<Record<DealTermsFieldName, string>> = {
  instrument: 'What an investor gets for their money. Optional: without terms the project page says "Terms not stated".',
  minimumInvestment: 'The smallest investment you take, in whole dollars, at most the funding goal.',
  valuationCap: 'For a SAFE: a valuation cap, a discount or both.',
};
const lockedClass = 'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';

type DealTermsFieldsProps = {
  values: DealTermsValues;
  errors: DealTermsErrors;
  onChange: (name: DealTermsFieldName, value: string) => void;
  /** Approved: the terms show, read-only, with the reason. */
  locked?: boolean;
};

/** Create Campaign's and Update Project Details' optional Deal terms: the instrument, the terms it needs, the minimum investment. */
export function DealTermsFields({ values, errors, onChange, locked = false }: DealTermsFieldsProps) {
  const instrument = values.instrument as Instrument | '';
  const shown: DealTermsFieldName[] = instrument ? [...INSTRUMENT_TERMS[instrument], 'minimumInvestment'] : [];
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4" aria-describedby={locked ? 'deal-terms-locked' : undefined}>
      <legend className="px-1 text-base font-semibold text-slate-900">Deal terms</legend>
      {locked && (
        <p id="deal-terms-locked" className="text-sm text-slate-700">
          {TERMS_LOCKED_HINT}
        </p>
      )}
      <Field label={DEAL_TERM_LABELS.instrument} error={errors.instrument} hint={HINTS.instrument}>
        {(ids) => (
          <Select
            {...ids}
            name="instrument"
            value={values.instrument}
            disabled={locked}
            className={lockedClass}
            onChange={(event) => onChange('instrument', event.target.value)}
          >
            <option value="">Not stated</option>
            {INSTRUMENTS.map((option) => (
              <option key={option} value={option}>
                {INSTRUMENT_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {shown.map((name) => (
        <Field key={name} label={DEAL_TERM_LABELS[name]} error={errors[name]} hint={HINTS[name]}>
          {(ids) => (
            <Input
              {...ids}
              name={name}
              value={values[name]}
              disabled={locked}
              className={lockedClass}
              onChange={(event) => onChange(name, event.target.value)}
              {...(name === 'maturityDate'
                ? { type: 'date' }
                : DOLLARS.has(name)
                  ? { type: 'number', min: 1, step: 1, inputMode: 'numeric' as const }
                  : { type: 'text', inputMode: 'decimal' as const, autoComplete: 'off' })}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
