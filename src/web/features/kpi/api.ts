import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KpiQuery, KpiReport } from '../../../shared/kpi';
import { apiGet } from '../../lib/api';

/** KPIs are read over days; a minute's staleness is plenty. */
const STALE_MS = 60_000;

function search(q: KpiQuery): string {
  const params = new URLSearchParams({ from: q.from, to: q.to });
  if (q.storeId) params.set('storeId', q.storeId);
  return params.toString();
}

export const kpiKeys = { report: (q: KpiQuery) => ['/api/kpi-reports', q] as const };

/** GET /api/kpi-reports: each store's KPIs over a period, and all of them together. */
export function useKpiReport(query: KpiQuery, enabled: boolean) {
  return useQuery({
    queryKey: kpiKeys.report(query),
    queryFn: () => apiGet<KpiReport>(`/api/kpi-reports?${search(query)}`),
    staleTime: STALE_MS,
    // A new period keeps the last figures on screen (and a table's sort) until its own arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The same report as a CSV file, downloaded by the browser with the session cookie. */
export const kpiCsvUrl = (query: KpiQuery) => `/api/kpi-reports/export.csv?${search(query)}`;
