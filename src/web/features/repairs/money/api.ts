import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../../shared/constants';
import type {
  Invoice,
  NoChargeInput,
  QuoteInput,
  RefundInput,
  RepairMoney,
} from '../../../../shared/repair-money';
import { apiGet, apiPost, apiRequest, apiSave } from '../../../lib/api';
import { staleRecord } from '../../../lib/server-errors';
import { dashboardKeys } from '../../dashboard/api';
import { repairsKeys } from '../api';
import { paymentOffline, type PaymentBody } from './offline';

export const moneyKeys = {
  money: (id: string) => [`/api/repair-waivers/${id}/money`] as const,
  invoice: (id: string) => [`/api/repair-waivers/${id}/invoice`] as const,
};

/** A repair's price, approval and payments. */
export function useRepairMoney(id: string | null) {
  return useQuery({
    queryKey: moneyKeys.money(id ?? ''),
    queryFn: () => apiGet<RepairMoney>(`/api/repair-waivers/${id}/money`),
    enabled: id !== null,
    staleTime: STALE_TIMES.waivers,
  });
}

export function useInvoice(id: string) {
  return useQuery({
    queryKey: moneyKeys.invoice(id),
    queryFn: () => apiGet<Invoice>(`/api/repair-waivers/${id}/invoice`),
  });
}

/** Money changes what the repair, its lists and the day's figures show. */
function refresh(queryClient: QueryClient, repairId: string, money?: RepairMoney): void {
  if (money) queryClient.setQueryData(moneyKeys.money(repairId), money);
  else void queryClient.invalidateQueries({ queryKey: moneyKeys.money(repairId) });
  void queryClient.invalidateQueries({ queryKey: moneyKeys.invoice(repairId) });
  void queryClient.invalidateQueries({ queryKey: repairsKeys.detail(repairId) });
  void queryClient.invalidateQueries({ queryKey: repairsKeys.pickupQueue });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
  // A price with parts from stock holds them: the shelf's held and available change.
  void queryClient.invalidateQueries({ queryKey: ['/api/inventory'] });
}

/** A money write on one repair that answers with its money. */
function useMoneyWrite<Input>(path: string, method: 'POST' | 'PUT', repairId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest<RepairMoney>(method, `/api/repair-waivers/${repairId}/${path}`, input),
    onSuccess: (money) => refresh(queryClient, repairId, money),
    // Refused because someone changed it meanwhile: every screen shows the money as it is now.
    onError: (error) => {
      const current = staleRecord<RepairMoney>(error);
      if (current) refresh(queryClient, repairId, current);
    },
  });
}

export const useSaveQuote = (repairId: string) =>
  useMoneyWrite<QuoteInput>('quote', 'PUT', repairId);
export const useRecordApproval = (repairId: string) =>
  useMoneyWrite<{ decision: 'approved' | 'declined'; takenFrom: string }>(
    'approval',
    'POST',
    repairId,
  );
export const useRefund = (repairId: string) =>
  useMoneyWrite<RefundInput>('refunds', 'POST', repairId);
export const useNoCharge = (repairId: string) =>
  useMoneyWrite<NoChargeInput>('no-charge', 'POST', repairId);

/**
 * Takes a deposit or a payment (several parts for a split). Its client-made id makes a retry or
 * an offline replay one payment; offline, it waits in the queue ahead of the pickup.
 */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ repairId, ...input }: PaymentBody) =>
      apiSave<RepairMoney, PaymentBody>(
        'POST',
        `/api/repair-waivers/${repairId}/payments`,
        { repairId, ...input },
        paymentOffline,
      ),
    onSuccess: (saved, { repairId }) =>
      refresh(queryClient, repairId, saved.queued ? undefined : saved.record),
  });
}

export function useEmailInvoice(repairId: string) {
  return useMutation({
    mutationFn: () => apiPost<{ queued: true }>(`/api/repair-waivers/${repairId}/invoice/email`),
  });
}
