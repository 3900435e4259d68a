import { useCallback, useEffect, useRef, useState } from 'react';

/** A message per field that needs fixing, by the field's name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What every form does with its errors, as Create Campaign first did: each message beside its field
 * (`errors`, for each Field's `error`), the keyboard taken to the first field to fix after a refused
 * submit, one send at a time (`pending`), and a refused send's message (`failure`) for the banner
 * beside the submit button (FormSummary). A field needs fixing when its control says aria-invalid,
 * which Field sets from its `error`: that is what the focus looks for, in the form's order.
 */
export function useForm<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const sending = useRef(false);

  // After each refused submit (once the fields show their messages), the first field to fix takes the keyboard.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** Shows `found` beside the fields and clears the last failure. False (and focus to the first field to fix) when any field needs fixing. */
  const check = useCallback((found: FieldErrors<F>) => {
    const refused = Object.values(found).some(Boolean);
    setErrors(found);
    setFailure('');
    if (refused) setRefusals((count) => count + 1);
    return !refused;
  }, []);

  /** A field's message goes once the user changes it. */
  const clearError = useCallback((name: F) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /**
   * Runs `action`, pending meanwhile (a second send while one runs is ignored, false). Resolves true
   * when it succeeded; a rejection shows as `describe(error)`, or without `describe` is passed on.
   */
  const send = useCallback(async (action: () => Promise<unknown>, describe?: (error: Error) => string) => {
    if (sending.current) return false;
    sending.current = true;
    setPending(true);
    setFailure('');
    try {
      await action();
      return true;
    } catch (caught) {
      if (!describe) throw caught;
      setFailure(describe(caught instanceof Error ? caught : new Error(String(caught))));
      return false;
    } finally {
      sending.current = false;
      setPending(false);
    }
  }, []);

  /** Back to no messages (a dialog closed, the form sent). */
  const reset = useCallback(() => {
    setErrors({});
    setFailure('');
  }, []);

  return { formRef, errors, failure, setFailure, pending, check, clearError, send, reset };
}

/**
 * useForm over the fields it checks: `draft` holds what was typed, and `set` changes one field and
 * takes its message away. `setDraft` replaces the whole draft (a saved form showing what it saved).
 */
export function useDraftForm<D extends Record<string, string>>(initial: D | (() => D)) {
  const [draft, setDraft] = useState(initial);
  const form = useForm<keyof D & string>();
  const { clearError } = form;
  const set = useCallback(
    (name: keyof D & string, value: string) => {
      setDraft((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );
  return { ...form, draft, set, setDraft };
}
