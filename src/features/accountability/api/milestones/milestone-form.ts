// The milestones' checks: the project form's Milestones section (loaded with the form, which
// already loads zod), and the project page's Mark as delivered and Postpone forms (loaded with them).
import { z } from 'zod/mini';
import { fieldErrors } from '@/lib/schema-fields';
import { normaliseUrl } from '@shared/safe-url';
import { isoDay } from '@shared/utc-days';
import { MILESTONE_LIMITS, MILESTONE_MESSAGES } from './milestone-limits';
import { checkDueDay, type MilestonePlan, type MilestoneRow } from './milestone-model';
import type { Milestone } from './milestone-read';
import { deliveryWordsSchema, milestoneWordsSchema, reasonSchema } from './milestone-schema';

/**
 * The rows as milestones to store, or the section's one message ("Milestone 2: ..."). A due day left as
 * stored is not checked again (the rules take it unchanged; it may have come closer since).
 */
export function validateMilestoneRows(
  rows: readonly MilestoneRow[],
  stored: readonly Pick<Milestone, 'due'>[],
  now = new Date(),
): { error?: string; milestones?: MilestonePlan[] } {
  if (rows.length > MILESTONE_LIMITS.max) return { error: MILESTONE_MESSAGES.count };
  const milestones: MilestonePlan[] = [];
  for (const [index, row] of rows.entries()) {
    const words = z.safeParse(milestoneWordsSchema, { title: row.title.trim(), description: row.description.trim() });
    if (!words.success) return { error: `Milestone ${index + 1}: ${words.error.issues[0]?.message}` };
    const kept = stored[index] && isoDay(stored[index].due) === row.day ? stored[index].due : undefined;
    const day = kept ? { due: kept } : checkDueDay(row.day, now);
    if (!day.due) return { error: `Milestone ${index + 1}: ${day.error}` };
    milestones.push({ ...words.data, due: day.due });
  }
  return { milestones };
}

export type DeliveryDraft = { delivered: string; evidenceUrl: string };
export type Delivery = { delivered: string; evidenceUrl: string };

/** Mark as delivered: what was delivered (1 to 280 characters) and an optional evidence link on a public host. */
export function validateDelivery(draft: DeliveryDraft): { errors: Partial<Record<keyof DeliveryDraft, string>>; delivery?: Delivery } {
  const evidenceUrl = normaliseUrl(draft.evidenceUrl);
  const parsed = z.safeParse(deliveryWordsSchema, {
    delivered: draft.delivered.trim(),
    evidenceUrl: evidenceUrl ?? draft.evidenceUrl.trim(),
  });
  if (!parsed.success) return { errors: fieldErrors<keyof DeliveryDraft>(parsed.error) };
  return { errors: {}, delivery: parsed.data };
}

export type PostponeDraft = { day: string; reason: string };
export type Postponing = { due: Date; reason: string };

/** Postpone: a new due day (as any due day, and after the current one) and a reason. */
export function validatePostponement(
  draft: PostponeDraft,
  milestone: Pick<Milestone, 'due'>,
  now = new Date(),
): { errors: Partial<Record<keyof PostponeDraft, string>>; postponing?: Postponing } {
  const errors: Partial<Record<keyof PostponeDraft, string>> = {};
  const day = checkDueDay(draft.day, now);
  if (day.error) errors.day = day.error;
  else if (day.due && day.due.getTime() <= milestone.due.getTime()) errors.day = MILESTONE_MESSAGES.later;
  const reason = z.safeParse(reasonSchema, draft.reason.trim());
  if (!reason.success) errors.reason = reason.error.issues[0]?.message;
  if (errors.day || errors.reason || !day.due || !reason.success) return { errors };
  return { errors, postponing: { due: day.due, reason: reason.data } };
}
