// audit/{entryId}: one admin action, written by the server with the action itself
// (functions/src/admin, shared/admin/audit-entry.ts); the app reads it by this shape.
import { z } from 'zod/mini';
import { timestamp } from '@/lib/schema-fields';
import { AUDIT_ACTIONS } from '@shared/admin/audit-entry';

export const auditEntrySchema = z.object({
  actorUid: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  projectId: z.string(),
  projectTitle: z.string(),
  creatorId: z.string(),
  subjectId: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  at: timestamp(),
});

export type StoredAuditEntry = z.output<typeof auditEntrySchema>;

/**
 * audit/{entryId}/private/reporter: who filed the report a report-handling entry is about, read by the
 * admin alone (the entry names the project, since its creator reads it). firestore.rules: auditReporterKeys.
 */
export const auditReporterSchema = z.object({ reporterId: z.string() });
