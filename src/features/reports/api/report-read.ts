// Reading reports by reportSchema's fields (report-schema.ts), without loading the schema library
// where the app only reads. The table must name exactly the schema's fields (the type says so) with
// the schema's kinds (tests/unit/schema-drift.test.ts).
import { readDoc, type ReadKinds } from '@/lib/read-doc';
import { REPORT_REASON_KEYS, REPORT_STATUSES, type Report } from './reports-model';
import type { StoredReport } from './report-schema';

export const reportKinds = {
  reporterId: 'string',
  reporterEmail: 'string',
  projectId: 'string',
  projectTitle: 'string',
  reason: REPORT_REASON_KEYS,
  details: 'string',
  status: REPORT_STATUSES,
  createdAt: 'timestamp',
  handledAt: 'timestamp',
  auditId: 'string',
} as const satisfies ReadKinds<StoredReport>;

export function readReport(data: Record<string, unknown>): Report {
  const { auditId: _auditId, ...report } = readDoc<StoredReport>(reportKinds, data);
  void _auditId;
  return report;
}
