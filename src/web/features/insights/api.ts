import { useQuery } from '@tanstack/react-query';
import type { Forecast, Insights, InsightsQuery } from '../../../shared/insights';
import { apiGet } from '../../lib/api';

/** Figures move once a day (complete store days only), so a minute's staleness is plenty. */
const STALE_MS = 60_000;

function search(query: InsightsQuery): string {
  const params = new URLSearchParams();
  if (query.storeId) params.set('storeId', query.storeId);
  if (query.regionId) params.set('regionId', query.regionId);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const insightsKeys = {
  summary: (q: InsightsQuery) => ['/api/insights', q] as const,
  forecast: (q: InsightsQuery) => ['/api/insights/forecast', q] as const,
};

/** GET /api/insights: trends, rankings, anomalies and the narrative for a store, region or all. */
export function useInsights(query: InsightsQuery) {
  return useQuery({
    queryKey: insightsKeys.summary(query),
    queryFn: () => apiGet<Insights>(`/api/insights${search(query)}`),
    staleTime: STALE_MS,
  });
}

/** GET /api/insights/forecast: daily revenue history and the next 14 days with their band. */
export function useForecast(query: InsightsQuery) {
  return useQuery({
    queryKey: insightsKeys.forecast(query),
    queryFn: () => apiGet<Forecast>(`/api/insights/forecast${search(query)}`),
    staleTime: STALE_MS,
  });
}
