import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import type {
  CheckToday,
  CorrectReportInput,
  DailyReport,
  DailyReportInput,
  ReconciliationEntry,
  ReopenReportInput,
  SubmitReportResponse,
} from '../../../shared/daily-reports';
import { apiGet, apiPost, apiRequest } from '../../lib/api';

/** The reconciliation list's filters; dates are YYYY-MM-DD, an empty one leaves that end open. */
export type ReportFilters = {
  storeId: string | null;
  from: string;
  to: string;
  onlyDifferences: boolean;
};

/** The most the server lists at once (a year of days); the screen says when a list reaches it. */
export const RECONCILIATION_LIMIT = 366;

/**
 * Queries are keyed by their path (docs/product.md, Client behaviour); the store follows the path.
 */
export const dailyReportKeys = {
  all: ['/api/daily-sales-reports'] as const,
  list: (filters: ReportFilters) => ['/api/daily-sales-reports', filters] as const,
  checkToday: (storeId: string | null) =>
    ['/api/daily-sales-reports/check-today', { storeId }] as const,
};

function checkTodayPath(storeId: string | null): string {
  const base = '/api/daily-sales-reports/check-today';
  return storeId ? `${base}?${new URLSearchParams({ storeId }).toString()}` : base;
}

/** Whether the store has filed today's report; `storeId` only for users who reach several stores. */
export function useCheckToday(storeId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: dailyReportKeys.checkToday(storeId),
    queryFn: () => apiGet<CheckToday>(checkTodayPath(storeId)),
    enabled,
  });
}

function listQuery(filters: ReportFilters): string {
  const params = new URLSearchParams({ limit: String(RECONCILIATION_LIMIT) });
  if (filters.storeId) params.set('storeId', filters.storeId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.onlyDifferences) params.set('onlyDifferences', 'true');
  return params.toString();
}

/**
 * Filed reports beside what the system recorded those days, newest first. The recorded side moves
 * with every sale, so it goes stale as quickly as the sales list.
 */
export function useReconciledReports(filters: ReportFilters, { enabled = true } = {}) {
  return useQuery({
    queryKey: dailyReportKeys.list(filters),
    queryFn: () => apiGet<ReconciliationEntry[]>(`/api/daily-sales-reports?${listQuery(filters)}`),
    staleTime: STALE_TIMES.sales,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The same list as a CSV download; a plain link, so the browser sends the session cookie. */
export function reconciliationCsvUrl(filters: ReportFilters): string {
  return `/api/daily-sales-reports/export.csv?${listQuery(filters)}`;
}

/**
 * Files the report. The caller shows 'Report Already Submitted' with `showSubmitted` when it
 * is done with the form (a store user is signed out instead, with the form still on screen).
 */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: DailyReportInput) =>
      apiPost<SubmitReportResponse>('/api/daily-sales-reports', input),
    // A manager filing a report sees it in the reconciliation list below the form.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dailyReportKeys.all }),
  });
  const showSubmitted = (storeId: string | null, report: DailyReport) =>
    queryClient.setQueryData<CheckToday>(dailyReportKeys.checkToday(storeId), {
      hasSubmittedToday: true,
      businessDate: report.businessDate,
      report,
    });
  return { ...mutation, showSubmitted };
}

/**
 * A manager's change to a filed report: reopening the day or correcting its figures. Everything
 * showing a report (the list, today's form) is read again afterwards.
 */
export function useChangeReport() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: dailyReportKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['/api/daily-sales-reports/check-today'] });
  };
  const reopen = useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReopenReportInput }) =>
      apiPost<{ report: DailyReport }>(`/api/daily-sales-reports/${id}/reopen`, input),
    onSuccess: refresh,
  });
  const correct = useMutation({
    mutationFn: ({ id, input }: { id: string; input: CorrectReportInput }) =>
      apiRequest<{ report: DailyReport }>('PUT', `/api/daily-sales-reports/${id}`, input),
    onSuccess: refresh,
  });
  return { reopen, correct };
}
