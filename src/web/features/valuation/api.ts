import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketImport, MarketTableInfo } from '../../../shared/market-prices';
import type { ValuationRequest, ValuationResponse } from '../../../shared/valuation';
import { apiGet, apiPost } from '../../lib/api';

export const marketKeys = { table: ['/api/market-prices'] as const };

/** Where the office downloads the market table in use, to correct it and import it again. */
export const MARKET_CSV_PATH = '/api/market-prices/csv';

/** Values a device; nothing is stored, so nothing is cached or refreshed afterwards. */
export function useValueDevice() {
  return useMutation({
    mutationFn: (request: ValuationRequest) =>
      apiPost<ValuationResponse>('/api/device-valuation', request),
  });
}

/** The market table valuations price from, and every import (office roles). */
export function useMarketTable() {
  return useQuery({
    queryKey: marketKeys.table,
    queryFn: () => apiGet<MarketTableInfo>('/api/market-prices'),
  });
}

/** Makes a CSV the table in use; the answer is the screen's new state, so it is shown at once. */
export function useImportMarketTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarketImport) =>
      apiPost<MarketTableInfo>('/api/market-prices/import', input),
    onSuccess: (info) => queryClient.setQueryData(marketKeys.table, info),
  });
}
