import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CatalogItem,
  CatalogItemInput,
  InventoryPage,
  InventoryQuery,
  Movement,
  StockLine,
} from '../../../shared/inventory';
import type {
  CounterReturnInput,
  CounterSale,
  PurchaseOrder,
  PurchaseOrderInput,
  ReceiptInput,
  StockCount,
  StockReports,
  SuggestedLine,
  Supplier,
  Transfer,
  TransferInput,
} from '../../../shared/inventory-flows';
import { apiGet, apiPost, apiRequest, apiSave } from '../../lib/api';
import { dashboardKeys } from '../dashboard/api';
import { counterSaleOffline, type CounterSaleDraft } from './offline';

/** Queries are keyed by their path; filters follow it (docs/product.md, Client behaviour). */
export const inventoryKeys = {
  all: ['/api/inventory'] as const,
  page: (query: InventoryQuery) => ['/api/inventory', query] as const,
  movements: (itemId: string, storeId: string) =>
    [`/api/inventory/${itemId}/movements`, storeId] as const,
  catalog: (search: string) => ['/api/catalog-items', search] as const,
  suppliers: ['/api/suppliers'] as const,
  orders: (storeId: string) => ['/api/purchase-orders', storeId] as const,
  suggested: (storeId: string) => ['/api/inventory/suggested-order', storeId] as const,
  transfers: (storeId: string) => ['/api/stock-transfers', storeId] as const,
  counts: (storeId: string) => ['/api/stock-counts', storeId] as const,
  count: (id: string) => [`/api/stock-counts/${id}`] as const,
  counterSales: (storeId: string) => ['/api/counter-sales', storeId] as const,
  reports: (storeId: string, days: number) => ['/api/inventory/reports', storeId, days] as const,
};

const SECOND = 1000;

function params(query: Record<string, string | number | boolean | undefined>): string {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') p.set(key, String(value));
  }
  return p.toString();
}

/** One store's parts and accessories, found by name, SKU or barcode. */
export function useInventory(query: InventoryQuery, enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.page(query),
    queryFn: () => apiGet<InventoryPage>(`/api/inventory?${params(query)}`),
    enabled,
    staleTime: 10 * SECOND,
    placeholderData: keepPreviousData,
  });
}

/** The item whose barcode a scanner (or the camera) just read, at this store. */
export async function findByBarcode(storeId: string, barcode: string): Promise<StockLine | null> {
  const page = await apiGet<InventoryPage>(
    `/api/inventory?${params({ storeId, barcode, limit: 1 })}`,
  );
  return page.lines[0] ?? null;
}

export function useMovements(itemId: string, storeId: string) {
  return useQuery({
    queryKey: inventoryKeys.movements(itemId, storeId),
    queryFn: () => apiGet<Movement[]>(`/api/inventory/${itemId}/movements?${params({ storeId })}`),
  });
}

/** Anything that moves stock changes every stock list, the dashboards' low stock and counts. */
export function refreshStock(queryClient: QueryClient): void {
  for (const path of [
    '/api/inventory',
    '/api/purchase-orders',
    '/api/stock-transfers',
    '/api/stock-counts',
    '/api/inventory/suggested-order',
    '/api/counter-sales',
  ]) {
    void queryClient.invalidateQueries({ queryKey: [path] });
  }
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
}

function useStockWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refreshStock(queryClient) });
}

export const useSetMinimum = (itemId: string) =>
  useStockWrite((input: { storeId: string; minimum: number }) =>
    apiRequest<StockLine>('PUT', `/api/inventory/${itemId}/minimum`, input),
  );

// ---- Catalogue (office) ---------------------------------------------------------------------

export function useCatalog(search: string) {
  return useQuery({
    queryKey: inventoryKeys.catalog(search),
    queryFn: () =>
      apiGet<CatalogItem[]>(
        `/api/catalog-items?${params({ search, includeInactive: 'true', limit: 100 })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

function useCatalogWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/catalog-items'] });
      refreshStock(queryClient);
    },
  });
}

export const useSaveItem = (id: string | null) =>
  useCatalogWrite((input: CatalogItemInput) =>
    id
      ? apiRequest<CatalogItem>('PUT', `/api/catalog-items/${id}`, input)
      : apiPost<CatalogItem>('/api/catalog-items', input),
  );

export const useImportCatalog = () =>
  useCatalogWrite((csv: string) =>
    apiPost<{ created: number; updated: number }>('/api/catalog-items/import', { csv }),
  );

// ---- Counter sales --------------------------------------------------------------------------

/** A quick sale; its client-made id makes a retry or an offline replay one sale. */
export function useCounterSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CounterSaleDraft) =>
      apiSave<CounterSale, CounterSaleDraft>(
        'POST',
        '/api/counter-sales',
        input,
        counterSaleOffline,
      ),
    onSuccess: () => refreshStock(queryClient),
  });
}

/** The store's latest quick sales (the whole reach when no store is given), newest first. */
export function useCounterSales(storeId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.counterSales(storeId ?? ''),
    queryFn: () =>
      apiGet<CounterSale[]>(
        `/api/counter-sales?${params({ storeId: storeId ?? undefined, limit: 20 })}`,
      ),
  });
}

/** One quick sale, for its record and its printed receipt. */
export function useCounterSaleRecord(id: string) {
  return useQuery({
    queryKey: ['/api/counter-sales', 'one', id] as const,
    queryFn: () => apiGet<CounterSale>(`/api/counter-sales/${id}`),
    enabled: id !== '',
  });
}

/** Items brought back against a quick sale's receipt: back to stock, the money back. */
export function useCounterReturn(saleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CounterReturnInput) =>
      apiPost<CounterSale>(`/api/counter-sales/${saleId}/returns`, input),
    onSuccess: () => refreshStock(queryClient),
  });
}

// ---- Suppliers and purchase orders ----------------------------------------------------------

export function useSuppliers() {
  return useQuery({
    queryKey: inventoryKeys.suppliers,
    queryFn: () => apiGet<Supplier[]>('/api/suppliers'),
  });
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; contactName?: string; phone?: string; email?: string }) =>
      apiPost<Supplier>('/api/suppliers', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inventoryKeys.suppliers }),
  });
}

export function usePurchaseOrders(storeId: string) {
  return useQuery({
    queryKey: inventoryKeys.orders(storeId),
    queryFn: () => apiGet<PurchaseOrder[]>(`/api/purchase-orders?${params({ storeId })}`),
  });
}

export function useSuggestedOrder(storeId: string, enabled: boolean) {
  return useQuery({
    queryKey: inventoryKeys.suggested(storeId),
    queryFn: () => apiGet<SuggestedLine[]>(`/api/inventory/suggested-order?${params({ storeId })}`),
    enabled,
  });
}

export const useCreateOrder = () =>
  useStockWrite((input: PurchaseOrderInput) =>
    apiPost<PurchaseOrder>('/api/purchase-orders', input),
  );

export const useReceiveOrder = (orderId: string) =>
  useStockWrite((input: ReceiptInput) =>
    apiPost<PurchaseOrder>(`/api/purchase-orders/${orderId}/receipts`, input),
  );

export const useCancelOrder = () =>
  useStockWrite((orderId: string) =>
    apiPost<PurchaseOrder>(`/api/purchase-orders/${orderId}/cancel`),
  );

// ---- Transfers ------------------------------------------------------------------------------

export function useTransfers(storeId: string) {
  return useQuery({
    queryKey: inventoryKeys.transfers(storeId),
    queryFn: () => apiGet<Transfer[]>(`/api/stock-transfers?${params({ storeId })}`),
  });
}

/** Every store of the chain a transfer may go to (not only the sender's reach). */
export function useTransferDestinations(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/stock-transfers/destinations'],
    queryFn: () => apiGet<{ id: string; name: string }[]>('/api/stock-transfers/destinations'),
    enabled,
    staleTime: 5 * 60 * SECOND,
  });
}

export const useSendTransfer = () =>
  useStockWrite((input: TransferInput) => apiPost<Transfer>('/api/stock-transfers', input));

export const useReceiveTransfer = () =>
  useStockWrite((transfer: { id: string; clientId: string }) =>
    apiPost<Transfer>(`/api/stock-transfers/${transfer.id}/receive`, { id: transfer.clientId }),
  );

// ---- Counts ---------------------------------------------------------------------------------

export function useCounts(storeId: string) {
  return useQuery({
    queryKey: inventoryKeys.counts(storeId),
    queryFn: () => apiGet<StockCount[]>(`/api/stock-counts?${params({ storeId })}`),
  });
}

export function useCount(id: string | null) {
  return useQuery({
    queryKey: inventoryKeys.count(id ?? ''),
    queryFn: () => apiGet<StockCount>(`/api/stock-counts/${id}`),
    enabled: id !== null,
  });
}

export const useStartCount = () =>
  useStockWrite((input: { id: string; storeId: string }) =>
    apiPost<StockCount>('/api/stock-counts', input),
  );

export const useSubmitCount = (id: string) =>
  useStockWrite((lines: { itemId: string; counted: number }[]) =>
    apiPost<StockCount>(`/api/stock-counts/${id}/submit`, { lines }),
  );

export const useDecideCount = (id: string) =>
  useStockWrite((decision: { approve: true } | { approve: false; reason: string }) =>
    decision.approve
      ? apiPost<StockCount>(`/api/stock-counts/${id}/approve`)
      : apiPost<StockCount>(`/api/stock-counts/${id}/reject`, { reason: decision.reason }),
  );

// ---- Reports --------------------------------------------------------------------------------

export function useStockReports(storeId: string, days: number) {
  return useQuery({
    queryKey: inventoryKeys.reports(storeId, days),
    queryFn: () => apiGet<StockReports>(`/api/inventory/reports?${params({ storeId, days })}`),
  });
}

export const reportCsvPath = (report: 'value' | 'margin' | 'slow', storeId: string, days: number) =>
  `/api/inventory/reports.csv?${params({ report, storeId, days })}`;
