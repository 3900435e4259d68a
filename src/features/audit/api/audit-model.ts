// The admin's audit trail as the app reads it; the server writes it (shared/admin/audit-entry.ts).
import type { AuditAction } from '@shared/admin/audit-entry';

/**
 * One admin action. The actor is named by uid only: there is one admin (adminEmail() in
 * firestore.rules), and a project's creator reads its entries, so an entry never holds an address.
 */
export type AuditEntry = {
  id: string;
  actorUid: string;
  action: AuditAction;
  projectId: string;
  projectTitle: string;
  creatorId: string;
  /**
   * The project, question or update the action was about. A report's handling names the project: who
   * reported stays with the admin (the entry's private/reporter, and the report itself).
   */
  subjectId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date | null;
};

export const AUDIT_PAGE = 20;
