import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReportEmail,
  ReportPreviewQuery,
  ReportRun,
  ReportRuns,
} from '../../../shared/reports';
import { apiGet, apiPost } from '../../lib/api';

/** The scheduler sends at most every 15 minutes; a minute-old list is current enough. */
const RUNS_STALE_TIME = 60_000;

export const reportsKeys = {
  runs: ['/api/admin/report-runs'] as const,
  preview: (query: ReportPreviewQuery) => ['/api/admin/report-preview', query] as const,
};

/** What the smart reports sent, newest first. */
export function useReportRuns() {
  return useQuery({
    queryKey: reportsKeys.runs,
    queryFn: () => apiGet<ReportRuns>('/api/admin/report-runs?limit=50'),
    staleTime: RUNS_STALE_TIME,
  });
}

function previewPath(query: ReportPreviewQuery): string {
  const params = new URLSearchParams({ kind: query.kind, date: query.date });
  if (query.kind === 'store_daily') params.set('storeId', query.storeId);
  else params.set('managerId', query.managerId);
  return `/api/admin/report-preview?${params.toString()}`;
}

/** The e-mail a report would send now; nothing is fetched until a query is chosen. */
export function useReportPreview(query: ReportPreviewQuery | null) {
  return useQuery({
    queryKey: query ? reportsKeys.preview(query) : ['/api/admin/report-preview', null],
    queryFn: () => apiGet<ReportEmail>(previewPath(query!)),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useResendRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<ReportRun>(`/api/admin/report-runs/${encodeURIComponent(id)}/resend`),
    onSuccess: () => client.invalidateQueries({ queryKey: reportsKeys.runs }),
  });
}
