// A member's report of a project: projects/{projectId}/reports/{reporterUid}, one per member
// per project. firestore.rules (validNewReport) holds the same reasons and bounds.

export const REPORT_REASONS = {
  fraud: 'Fraud or a scam',
  misleading: 'Misleading claims',
  inappropriate: 'Inappropriate content',
  spam: 'Spam',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_DETAILS_MAX = 1000;
/** The admin's Reports tab reads at most this many open reports at once (oldest beyond it wait their turn). */
export const OPEN_REPORTS_READ = 100;
/** What's new shows at most this many handled reports. */
export const HANDLED_REPORTS_SHOWN = 10;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export type Report = {
  reporterId: string;
  reporterEmail: string;
  projectId: string;
  projectTitle: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  createdAt: Date | null;
  handledAt: Date | null;
};

/** Open reports grouped by project, the most reported first. */
export function reportsByProject(reports: Report[]) {
  const groups = new Map<string, { projectId: string; projectTitle: string; reports: Report[] }>();
  for (const report of reports) {
    const group = groups.get(report.projectId) ?? { projectId: report.projectId, projectTitle: report.projectTitle, reports: [] };
    group.reports.push(report);
    groups.set(report.projectId, group);
  }
  return [...groups.values()].sort((a, b) => b.reports.length - a.reports.length);
}
