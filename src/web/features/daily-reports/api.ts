import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { CheckToday, DailyReport, DailyReportInput } from '../../../shared/daily-reports';
import { apiGet, apiPost } from '../../lib/api';

export type SubmitReportResult = { report: DailyReport; nextLoginTime?: string | null };

/** Queries are keyed by their path (spec section 7); the store follows the path. */
export const dailyReportKeys = {
  all: ['/api/daily-sales-reports'] as const,
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

/**
 * Files the report. The caller shows 'Report Already Submitted' with `showSubmitted` when it
 * is done with the form (a store user is signed out instead, with the form still on screen).
 */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: DailyReportInput) =>
      apiPost<SubmitReportResult>('/api/daily-sales-reports', input),
  });
  const showSubmitted = (storeId: string | null, report: DailyReport) =>
    queryClient.setQueryData<CheckToday>(dailyReportKeys.checkToday(storeId), {
      hasSubmittedToday: true,
      businessDate: report.businessDate,
      report,
    });
  return { ...mutation, showSubmitted };
}

/** The report (or what was filed today) for the Sales tab; its own chunk. */
export const DailyReportPanel = lazy(() => import('./components/DailyReportPanel'));
