import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PoliceReport, PoliceReportDay } from '../../../shared/police-reports';
import { apiGet, errorFromResponse } from '../../lib/api';

/** Reports change when a day ends or someone exports one; a minute's staleness is plenty. */
const STALE_MS = 60_000;

export const policeReportKeys = {
  list: (storeId: string | null) => ['/api/police-reports', { storeId }] as const,
  report: (storeId: string, date: string) => [`/api/police-reports/${storeId}/${date}`] as const,
};

const reportPath = (storeId: string, date: string) =>
  `/api/police-reports/${encodeURIComponent(storeId)}/${encodeURIComponent(date)}`;

/** GET /api/police-reports: each store's reports of its last two weeks, newest first. */
export function usePoliceReports(storeId: string | null) {
  const params = new URLSearchParams({ days: '14' });
  if (storeId) params.set('storeId', storeId);
  return useQuery({
    queryKey: policeReportKeys.list(storeId),
    queryFn: () => apiGet<PoliceReportDay[]>(`/api/police-reports?${params.toString()}`),
    staleTime: STALE_MS,
  });
}

/** The overdue reports of the caller's stores (or one store), for the dashboards. */
export function useOverduePoliceReports(storeId: string | undefined, enabled: boolean) {
  const params = new URLSearchParams({ days: '14', overdue: 'true' });
  if (storeId) params.set('storeId', storeId);
  return useQuery({
    queryKey: ['/api/police-reports', { storeId: storeId ?? null, overdue: true }],
    queryFn: () => apiGet<PoliceReportDay[]>(`/api/police-reports?${params.toString()}`),
    staleTime: STALE_MS,
    enabled,
  });
}

/** One store's report of one date, every purchase in full, for the printable page. */
export function usePoliceReport(storeId: string, date: string) {
  return useQuery({
    queryKey: policeReportKeys.report(storeId, date),
    queryFn: () => apiGet<PoliceReport>(reportPath(storeId, date)),
    staleTime: STALE_MS,
  });
}

/**
 * Downloads a report's CSV; the server records the download as the export, so the list is read
 * again once the file has arrived (and not before, or it would still say "not exported").
 */
export function useExportPoliceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (day: Pick<PoliceReportDay, 'storeId' | 'storeName' | 'date'>) => {
      const response = await fetch(`${reportPath(day.storeId, day.date)}/csv`, {
        credentials: 'same-origin',
      });
      if (!response.ok) throw await errorFromResponse(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `police-report-${day.storeName}-${day.date}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/police-reports'] }),
  });
}
