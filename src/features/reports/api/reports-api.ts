import {
  collectionGroup,
  doc,
  getDoc,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { addAuditEntry, addAuditReporter, signedInAdmin, type AdminWriter } from '@/features/audit/api/audit-writes';
import { HANDLED_REPORTS_SHOWN, OPEN_REPORTS_READ, type Report, type ReportReason } from './reports-model';
import { readReport } from './report-read';

const reportDoc = (projectId: string, reporterId: string, firestore: Firestore = db) =>
  doc(firestore, 'projects', projectId, 'reports', reporterId);

/** The member's own report of this project, if any. */
export async function fetchMyReport(projectId: string, uid: string): Promise<Report | null> {
  const snapshot = await getDoc(reportDoc(projectId, uid));
  return snapshot.exists() ? readReport(snapshot.data()) : null;
}

type Reporter = { uid: string; email: string };
export async function fileReport(
  project: { id: string; title: string },
  reporter: Reporter,
  reason: ReportReason,
  details: string,
  firestore: Firestore = db,
) {
  await setDoc(reportDoc(project.id, reporter.uid, firestore), {
    reporterId: reporter.uid,
    reporterEmail: reporter.email,
    projectId: project.id,
    projectTitle: project.title,
    reason,
    details: details.trim(),
    status: 'open',
    createdAt: serverTimestamp(),
  });
}

/** The admin's Reports tab: open reports across projects, newest first. */
export async function fetchOpenReports(): Promise<Report[]> {
  const snapshot = await getDocs(
    query(collectionGroup(db, 'reports'), where('status', '==', 'open'), orderBy('createdAt', 'desc'), limit(OPEN_REPORTS_READ)),
  );
  return snapshot.docs.map((d) => readReport(d.data()));
}

/** How many reports are open (the Reports tab's count): the tab's own query, counted by the server. */
export async function fetchOpenReportCount(): Promise<number> {
  const open = query(collectionGroup(db, 'reports'), where('status', '==', 'open'), orderBy('createdAt', 'desc'));
  return (await getCount(open)).data().count;
}

/** The reporter's What's new: their reports the admin handled, newest first. */
export async function fetchHandledReports(uid: string, firestore: Firestore = db): Promise<Report[]> {
  const snapshot = await getDocs(
    query(
      collectionGroup(firestore, 'reports'),
      where('reporterId', '==', uid),
      where('status', 'in', ['dismissed', 'actioned']),
      orderBy('handledAt', 'desc'),
      limit(HANDLED_REPORTS_SHOWN),
    ),
  );
  return snapshot.docs.map((d) => readReport(d.data()));
}

/** The admin dismisses a report, or marks it acted on (after closing or sending back the project), with its audit entry. */
export async function handleReport(
  report: Pick<Report, 'projectId' | 'reporterId' | 'reason'>,
  status: 'dismissed' | 'actioned',
  given?: AdminWriter,
) {
  const writer = given ?? (await signedInAdmin());
  const project = await getDoc(doc(writer.firestore, 'projects', report.projectId));
  if (!project.exists()) throw new Error('This project no longer exists');
  const batch = writeBatch(writer.firestore);
  const auditId = addAuditEntry(
    batch,
    {
      action: status === 'dismissed' ? 'dismiss_report' : 'action_report',
      projectId: report.projectId,
      projectTitle: project.data().title,
      creatorId: project.data().creatorId,
      before: { status: 'open', reason: report.reason },
      after: { status },
    },
    undefined,
    writer,
  );
  addAuditReporter(batch, auditId, report.reporterId, writer);
  batch.update(reportDoc(report.projectId, report.reporterId, writer.firestore), { status, handledAt: serverTimestamp(), auditId });
  await batch.commit();
}
