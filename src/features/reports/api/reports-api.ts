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
  type Firestore,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { runAdminAction } from '@/lib/admin-action';
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

/** The admin dismisses a report, or marks it acted on (after closing or sending back the project); the server writes its audit entry. */
export const handleReport = (report: Pick<Report, 'projectId' | 'reporterId'>, status: 'dismissed' | 'actioned') =>
  runAdminAction({
    action: status === 'dismissed' ? 'dismiss_report' : 'action_report',
    projectId: report.projectId,
    reporterId: report.reporterId,
  });
