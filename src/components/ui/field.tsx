import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/utils/cn';

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-danger-600';

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  /** Says the error aloud as it appears: a field that fails on its own, or a form's only field (no summary speaks for it). */
  announce?: boolean;
  children: (ids: ControlIds) => ReactNode;
};
type ControlIds = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** A label tied to its control, with an optional hint and its error beside it, both in the control's description. */
export function Field({ label, error, hint, announce = false, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [hint && `${id}-hint`, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announce ? 'alert' : undefined} className="whitespace-pre-line text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const Input = ({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) => (
  <input className={cn(control, className)} {...props} />
);

// A <select> renders a few pixels shorter than a text input with the same padding; the minimum
// height (2px border + 2 x 0.5rem padding + 1.5rem line) lines them up side by side.
export const Select = ({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) => (
  <select className={cn(control, 'min-h-10.5', className)} {...props} />
);

export const Textarea = ({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) => (
  <textarea className={cn(control, 'min-h-28', className)} {...props} />
);
