import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listRefresh } from '@/lib/query-client';
import { refreshQueries } from '@/lib/refresh-queries';
import { fetchOpenReportCount, fetchHandledReports, fetchMyReport, fetchOpenReports, fileReport, handleReport } from './reports-api';
import type { Report, ReportReason } from './reports-model';

export const reportKeys = {
  all: ['reports'] as const,
  mine: (projectId: string, uid: string) => ['reports', 'mine', projectId, uid] as const,
  open: ['reports', 'open'] as const,
  openCount: ['reports', 'open-count'] as const,
  handled: (uid: string) => ['reports', 'handled', uid] as const,
};

export const myReportQuery = (projectId: string, uid: string) =>
  queryOptions({ queryKey: reportKeys.mine(projectId, uid), queryFn: () => fetchMyReport(projectId, uid) });

export const useMyReport = (projectId: string, uid: string | null) =>
  useQuery({ ...myReportQuery(projectId, uid ?? ''), enabled: uid !== null });

export const openReportsQuery = () => queryOptions({ queryKey: reportKeys.open, queryFn: fetchOpenReports, ...listRefresh });

export const useOpenReports = () => useQuery(openReportsQuery());

export const openReportCountQuery = () => queryOptions({ queryKey: reportKeys.openCount, queryFn: fetchOpenReportCount, ...listRefresh });

/** The number of open reports, for the admin's Reports tab; `enabled` only for the admin. */
export const useOpenReportCount = (enabled: boolean) => useQuery({ ...openReportCountQuery(), enabled });

export const handledReportsQuery = (uid: string) =>
  queryOptions({ queryKey: reportKeys.handled(uid), queryFn: () => fetchHandledReports(uid) });

export const useHandledReports = (uid: string | null) => useQuery({ ...handledReportsQuery(uid ?? ''), enabled: uid !== null });

type FileArgs = { project: { id: string; title: string }; reporter: { uid: string; email: string }; reason: ReportReason; details: string };
export function useFileReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ project, reporter, reason, details }: FileArgs) => fileReport(project, reporter, reason, details),
    onSuccess: () => refreshQueries(client, [reportKeys.all]),
  });
}

export function useHandleReports() {
  const client = useQueryClient();
  return useMutation({
    /** Sequentially: each report is its own batch with its own audit entry. */
    mutationFn: async ({ reports, status }: { reports: Report[]; status: 'dismissed' | 'actioned' }) => {
      for (const report of reports) await handleReport(report, status);
    },
    onSuccess: () => refreshQueries(client, [reportKeys.all, ['audit']]),
  });
}
