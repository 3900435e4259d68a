// projects/{projectId}/reports/{reporterUid}: a member's report. firestore.rules
// (reportKeys, reportHandlingKeys, validNewReport) holds the same shape and bounds.
import { z } from 'zod/mini';
import { fieldErrors, messageParams, timestamp } from '@/lib/schema-fields';
import { formatCount } from '@/utils/format';
import { REPORT_DETAILS_MAX, REPORT_REASON_KEYS, REPORT_STATUSES, type ReportReason } from './reports-model';

export const reportSchema = z.object({
  reporterId: z.string(),
  reporterEmail: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  reason: z.enum(REPORT_REASON_KEYS, 'Please choose a reason'),
  details: z.string().check(
    z.maxLength(
      REPORT_DETAILS_MAX,
      messageParams(() => `Please keep the details under ${formatCount(REPORT_DETAILS_MAX)} characters`),
    ),
  ),
  status: z.enum(REPORT_STATUSES),
  createdAt: timestamp(),
  /** Set by the admin's handling, with the audit entry that records it. */
  handledAt: z.optional(timestamp()),
  auditId: z.optional(z.string()),
});

export type StoredReport = z.output<typeof reportSchema>;

/** What the member writes in Report this project. */
export const reportDraftSchema = z.pick(reportSchema, { reason: true, details: true });
export type ReportField = 'reason' | 'details';

/** The form's values checked by the report schema: a message per field, or the reason and the trimmed details to send. */
export function validateReport(input: { reason: string; details: string }): {
  errors: Partial<Record<ReportField, string>>;
  report?: { reason: ReportReason; details: string };
} {
  const result = z.safeParse(reportDraftSchema, { reason: input.reason, details: input.details.trim() });
  return result.success ? { errors: {}, report: result.data } : { errors: fieldErrors<ReportField>(result.error) };
}
