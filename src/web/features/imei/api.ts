import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import type { ImeiFlag, ImeiFlagInput, ImeiReport } from '../../../shared/imei';
import { apiGet, apiPost } from '../../lib/api';

/** Queries are keyed by their path (docs/product.md, Client behaviour). */
export const imeiKeys = {
  report: (imei: string) => [`/api/imei/${imei}`] as const,
};

/**
 * A device's chain-wide report: flags, whether it is in stock, and its repairs, buybacks and
 * sales in every store. `imei` is null until a valid one has been typed.
 */
export function useImeiReport(imei: string | null) {
  return useQuery({
    queryKey: imeiKeys.report(imei ?? ''),
    queryFn: () => apiGet<ImeiReport>(`/api/imei/${encodeURIComponent(imei ?? '')}`),
    enabled: imei !== null,
    // A flag raised in another store must show up soon; the buyback form asks again on reopen.
    staleTime: STALE_TIMES.purchases,
  });
}

function useRefreshReport(imei: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: imeiKeys.report(imei) });
}

/** A manager marks a device lost, stolen or disputed: buybacks of it are then blocked. */
export function useFlagImei(imei: string) {
  const refresh = useRefreshReport(imei);
  return useMutation({
    mutationFn: (input: ImeiFlagInput) =>
      apiPost<ImeiFlag>(`/api/imei/${encodeURIComponent(imei)}/flags`, input),
    onSuccess: refresh,
  });
}

/** A manager clears a flag (the device was found, the dispute settled), saying why. */
export function useClearImeiFlag(imei: string) {
  const refresh = useRefreshReport(imei);
  return useMutation({
    mutationFn: ({ flagId, reason }: { flagId: string; reason: string }) =>
      apiPost<ImeiFlag>(`/api/imei/flags/${encodeURIComponent(flagId)}/clear`, { reason }),
    onSuccess: refresh,
  });
}

/** The report's events, newest first, whatever order the server sent. */
export function newestFirst(report: ImeiReport): ImeiReport['history'] {
  return [...report.history].sort((a, b) => b.at.localeCompare(a.at));
}

export const activeFlags = (report: ImeiReport) => report.flags.filter((f) => f.active);
