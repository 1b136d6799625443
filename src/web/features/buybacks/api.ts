import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddendumInput } from '../../../shared/buyback-addenda';
import type { DevicePurchase, DevicePurchaseDetail } from '../../../shared/buybacks';
import { STALE_TIMES } from '../../../shared/constants';
import { apiGet, apiGetPage, apiRequest } from '../../lib/api';
import { apiSaveForm } from '../../lib/api';
import { buybackOffline } from './offline';
import { refreshDeviceData } from '../../lib/device-refresh';

/**
 * Queries are keyed by their path (docs/product.md, Client behaviour); a list's search follows its
 * path.
 */
export const buybackKeys = {
  list: (search: string) => ['/api/device-purchases', { search }] as const,
  detail: (id: string) => [`/api/device-purchases/${id}`] as const,
};

/** One screenful on a phone; 'Load more' asks for the next page. */
const PAGE_SIZE = 25;

function listPath(search: string, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  return `/api/device-purchases?${params.toString()}`;
}

/** Buyback transactions newest first, searched by seller, phone, device or IMEI. */
export function useBuybackList(search: string) {
  return useInfiniteQuery({
    queryKey: buybackKeys.list(search),
    queryFn: ({ pageParam }) => apiGetPage<DevicePurchase>(listPath(search, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: STALE_TIMES.purchases,
  });
}

/** The full record: the whole ID number, every photo and receipt, the signature. */
export function useBuyback(id: string | null) {
  return useQuery({
    queryKey: buybackKeys.detail(id ?? ''),
    queryFn: () => apiGet<DevicePurchaseDetail>(`/api/device-purchases/${id}`),
    enabled: id !== null,
    staleTime: STALE_TIMES.purchases,
  });
}

/**
 * Records a buyback (multipart: the fields and the files). The form carries a client-made id,
 * so a retried submit is one purchase. The device enters stock, so stock and figures refresh.
 */
export function useCreateBuyback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiSaveForm<DevicePurchaseDetail>('/api/device-purchases', form, buybackOffline),
    onSuccess: ({ record: purchase }) => {
      queryClient.setQueryData(buybackKeys.detail(purchase.id), purchase);
      refreshDeviceData(queryClient);
    },
  });
}

/** A manager adds a correction to a buyback record, which itself never changes (issue 26). */
export function useAddAddendum(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddendumInput) =>
      apiRequest<DevicePurchaseDetail>(
        'POST',
        `/api/device-purchases/${encodeURIComponent(purchaseId)}/addenda`,
        input,
      ),
    onSuccess: (purchase) => queryClient.setQueryData(buybackKeys.detail(purchase.id), purchase),
  });
}
