import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import type { DeviceSale, DeviceSaleDetail } from '../../../shared/sales';
import type { PoliceRecordInput } from '../../../shared/police';
import type { StockItem, StockStatus } from '../../../shared/stock';
import { apiGet, apiGetPage, apiRequest } from '../../lib/api';
import { apiSaveForm } from '../../lib/api';
import { saleOffline } from './offline';
import { refreshDeviceData } from '../../lib/device-refresh';

/** A status, a search, and one store (the stock screen's) or every store the viewer reaches. */
export type StockFilter = { status: StockStatus | null; search: string; storeId?: string };

/** Queries are keyed by their path (docs/product.md, Client behaviour); filters follow the path. */
export const salesKeys = {
  list: (search: string) => ['/api/device-sales', { search }] as const,
  detail: (id: string) => [`/api/device-sales/${id}`] as const,
  stock: (filter: StockFilter) => ['/api/stock', filter] as const,
};

/** One screenful on a phone; 'Load more' asks for the next page. */
const PAGE_SIZE = 25;

function listPath(search: string, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  return `/api/device-sales?${params.toString()}`;
}

/** Device sales newest first, searched by customer, receipt number, device or IMEI. */
export function useSaleList(search: string) {
  return useInfiniteQuery({
    queryKey: salesKeys.list(search),
    queryFn: ({ pageParam }) => apiGetPage<DeviceSale>(listPath(search, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: STALE_TIMES.sales,
  });
}

export function useSale(id: string) {
  return useQuery({
    queryKey: salesKeys.detail(id),
    queryFn: () => apiGet<DeviceSaleDetail>(`/api/device-sales/${encodeURIComponent(id)}`),
    staleTime: STALE_TIMES.sales,
  });
}

/** Devices the store holds, has sold or has returned, as the server lists them. */
export function useStock(filter: StockFilter) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.search) params.set('search', filter.search);
  if (filter.storeId) params.set('storeId', filter.storeId);
  return useQuery({
    queryKey: salesKeys.stock(filter),
    queryFn: () => apiGet<StockItem[]>(`/api/stock?${params.toString()}`),
    staleTime: STALE_TIMES.purchases,
  });
}

/**
 * Records a sale (multipart: the fields and the optional signature and receipts). The form
 * carries a client-made id, so a retried submit is one sale.
 */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiSaveForm<DeviceSaleDetail>('/api/device-sales', form, saleOffline),
    onSuccess: ({ record: sale }) => {
      queryClient.setQueryData(salesKeys.detail(sale.id), sale);
      refreshDeviceData(queryClient);
    },
  });
}

/** A manager records that a device in stock went back (to its seller, the police, a supplier). */
export function useReturnStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes?: string }) =>
      apiRequest<StockItem>('PATCH', `/api/stock/${encodeURIComponent(id)}`, {
        status: 'returned',
        notes,
      }),
    onSuccess: () => refreshDeviceData(queryClient),
  });
}

/** An office role ends a device's buyback hold early, with the reason (issue 26). */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<StockItem>('POST', `/api/stock/${encodeURIComponent(id)}/release-hold`, {
        reason,
      }),
    onSuccess: () => refreshDeviceData(queryClient),
  });
}

/** A manager records a police hold or seizure on a device in stock (issue 26). */
export function usePoliceRecord(step: 'police-hold' | 'seize') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, record }: { id: string; record: PoliceRecordInput }) =>
      apiRequest<StockItem>('POST', `/api/stock/${encodeURIComponent(id)}/${step}`, record),
    onSuccess: () => refreshDeviceData(queryClient),
  });
}

/** An office role lifts a police hold, with the reason. */
export function useLiftPoliceHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest<StockItem>('POST', `/api/stock/${encodeURIComponent(id)}/police-hold/release`, {
        reason,
      }),
    onSuccess: () => refreshDeviceData(queryClient),
  });
}
