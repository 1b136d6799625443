import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import type {
  DrawerMoveInput,
  OpeningFloatInput,
  RecordedDay,
  ShiftCountInput,
} from '../../../shared/cash-drawer';
import { apiGet, apiPost } from '../../lib/api';

/** Keyed by path (docs/product.md, Client behaviour); the store follows the path. */
export const recordedDayKey = (storeId: string | null) =>
  ['/api/daily-sales-reports/recorded', { storeId }] as const;

/**
 * What the ledger recorded for the store's business day beside each field the clerk counts, and
 * its cash drawer. It moves with every sale, so it goes stale as quickly as the sales list.
 */
export function useRecordedDay(storeId: string | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: recordedDayKey(storeId),
    queryFn: () =>
      apiGet<RecordedDay>(
        `/api/daily-sales-reports/recorded${storeId ? `?${new URLSearchParams({ storeId })}` : ''}`,
      ),
    staleTime: STALE_TIMES.sales,
    enabled,
  });
}

/** Enters the cash in the drawer as the day opens; the recorded day answers with it. */
export function useSetOpeningFloat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpeningFloatInput) =>
      apiPost<RecordedDay>('/api/daily-sales-reports/opening-float', input),
    onSuccess: (day, input) => queryClient.setQueryData(recordedDayKey(input.storeId ?? null), day),
  });
}

/** Cash paid in or out with a reason; the recorded day answers with the drawer moved. */
export function useMoveCash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DrawerMoveInput) =>
      apiPost<RecordedDay>('/api/daily-sales-reports/drawer-moves', input),
    onSuccess: (day, input) => queryClient.setQueryData(recordedDayKey(input.storeId ?? null), day),
  });
}

/** The drawer counted at a change of shift; the recorded day answers with the shift kept. */
export function useCountShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShiftCountInput) =>
      apiPost<RecordedDay>('/api/daily-sales-reports/shift-counts', input),
    onSuccess: (day, input) => queryClient.setQueryData(recordedDayKey(input.storeId ?? null), day),
  });
}
