import { skipToken, useQuery } from '@tanstack/react-query';
import type { StoreDashboard } from '../../../shared/store-dashboard';
import { apiGet } from '../../lib/api';

/** Today's figures move with every sale, so they refresh like the main dashboard's stats. */
const REFETCH_MS = 30_000;

export const storeDashboardKeys = {
  one: (storeId: string | undefined) => ['/api/store-dashboard', storeId ?? null] as const,
};

/** GET /api/store-dashboard: one store's day and week; nothing is asked until a store is known. */
export function useStoreDashboard(storeId: string | undefined) {
  return useQuery({
    queryKey: storeDashboardKeys.one(storeId),
    queryFn: storeId
      ? () => apiGet<StoreDashboard>(`/api/store-dashboard?storeId=${encodeURIComponent(storeId)}`)
      : skipToken,
    refetchInterval: REFETCH_MS,
  });
}
