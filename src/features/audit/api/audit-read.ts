// Reading audit entries by auditEntrySchema's fields (audit-schema.ts), without loading the schema
// library where the app only reads. The table must name exactly the schema's fields (the type says so)
// with the schema's kinds (tests/unit/schema-drift.test.ts).
import { readDoc, type ReadKinds } from '@/lib/read-doc';
import { AUDIT_ACTIONS } from '@shared/admin/audit-entry';
import type { AuditEntry } from './audit-model';
import type { StoredAuditEntry } from './audit-schema';

export const auditEntryKinds = {
  actorUid: 'string',
  action: AUDIT_ACTIONS,
  projectId: 'string',
  projectTitle: 'string',
  creatorId: 'string',
  subjectId: 'string',
  before: 'record',
  after: 'record',
  at: 'timestamp',
} as const satisfies ReadKinds<StoredAuditEntry>;

export const readAuditEntry = (id: string, data: Record<string, unknown>): AuditEntry => ({
  id,
  ...readDoc<StoredAuditEntry>(auditEntryKinds, data),
});
