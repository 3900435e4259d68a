import { Banner } from '@/components/ui/banner';
import type { FieldErrors } from '@/components/ui/use-form';

type FormSummaryProps<F extends string> = {
  /** The form's messages by field (useForm's `errors`). */
  errors?: FieldErrors<F>;
  /** Each field's label, in the form's order: given, a form of several fields names those to fix. */
  labels?: Record<F, string>;
  /** Why the send failed (the server refused it, the network): said here, by the button that sent it. */
  failure?: string;
};

/**
 * Where the eye is after pressing the submit button, so placed just above it: which fields need
 * fixing (each says why beside itself) and what went wrong with the send. A form of one field gives
 * no `labels`: its message is beside the field, which says it aloud (Field's `announce`).
 */
export function FormSummary<F extends string>({ errors = {}, labels, failure }: FormSummaryProps<F>) {
  const invalid = labels ? (Object.keys(labels) as F[]).filter((name) => errors[name]).map((name) => labels[name]) : [];
  return (
    <>
      {invalid.length > 0 && <Banner>Please correct the highlighted fields: {invalid.join(', ')}.</Banner>}
      {failure && <Banner>{failure}</Banner>}
    </>
  );
}
