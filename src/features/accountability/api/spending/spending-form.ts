// The Add spending form's checks: each field's message, or what to record. Loads zod with the
// form only (the founder's, on an ended Funded campaign).
import { z } from 'zod/mini';
import { fieldErrors } from '@/lib/schema-fields';
import { normaliseUrl } from '@shared/safe-url';
import { checkSpendingDay } from '@shared/money/spending';
import { overLeftToRecord, SPENDING_MESSAGES } from '@shared/money/spending-refusals';
import { wholeDollarsTyped, type SpendingDraft, type SpendingDraftErrors } from './spending-model';
import { spendingWordsSchema } from './spending-schema';
import type { SpendingWrite } from './spending-api';

export const emptySpendingDraft = (line = ''): SpendingDraft => ({ day: '', line, amount: '', paidFor: '', evidenceUrl: '' });

type Context = {
  approval: Date | null;
  lineKeys: readonly string[];
  /** For a correction: the corrected entry (its line is the correction's; its amount bounds it). */
  correcting?: { id: string; line: string; amount: number };
  /** A new entry: how much of the money raised is not on the record yet (it bounds the amount). */
  left?: number;
  now?: Date;
};

/** The draft's messages per field, or the entry to record (a correction's amount made negative). */
export function validateSpendingDraft(draft: SpendingDraft, context: Context): { errors: SpendingDraftErrors; entry?: SpendingWrite } {
  const errors: SpendingDraftErrors = {};
  const day = checkSpendingDay(draft.day, context.approval, context.now);
  if (day.error) errors.day = day.error;
  const line = context.correcting ? context.correcting.line : draft.line;
  if (!context.lineKeys.includes(line)) errors.line = SPENDING_MESSAGES.line;
  const amount = wholeDollarsTyped(draft.amount, context.correcting?.amount);
  if (Number.isNaN(amount)) errors.amount = context.correcting ? SPENDING_MESSAGES.correction : SPENDING_MESSAGES.amount;
  else if (!context.correcting && context.left !== undefined && amount > context.left) errors.amount = overLeftToRecord(context.left);
  const evidenceUrl = normaliseUrl(draft.evidenceUrl);
  const words = z.safeParse(spendingWordsSchema, { paidFor: draft.paidFor.trim(), evidenceUrl: evidenceUrl ?? draft.evidenceUrl.trim() });
  Object.assign(errors, { ...fieldErrors<keyof SpendingDraft>(words.success ? undefined : words.error), ...errors });
  if (Object.keys(errors).length > 0 || !day.spentOn || !words.success) return { errors };
  return {
    errors,
    entry: {
      day: draft.day,
      line,
      amount: context.correcting ? -amount : amount,
      paidFor: words.data.paidFor,
      evidenceUrl: words.data.evidenceUrl,
      corrects: context.correcting?.id ?? '',
    },
  };
}
