// projects/{projectId}/reports/{reporterUid}: a member's report (issue 24). firestore.rules
// (reportKeys, reportHandlingKeys, validNewReport) holds the same shape and bounds.
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';
import { REPORT_DETAILS_MAX, REPORT_REASON_KEYS, REPORT_STATUSES } from './reports-model';

export const reportSchema = z.object({
  reporterId: z.string(),
  reporterEmail: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  reason: z.enum(REPORT_REASON_KEYS),
  details: z.string().check(z.maxLength(REPORT_DETAILS_MAX)),
  status: z.enum(REPORT_STATUSES),
  createdAt: timestamp(),
  /** Set by the admin's handling, with the audit entry that records it. */
  handledAt: z.optional(timestamp()),
  auditId: z.optional(z.string()),
});

export type StoredReport = z.output<typeof reportSchema>;
