import { useQuery } from '@tanstack/react-query';
import { STALE_TIMES, STATS_REFETCH_MS } from '../../../shared/constants';
import type { DashboardStats } from '../../../shared/dashboard';
import { apiGet } from '../../lib/api';

export const dashboardKeys = { stats: ['/api/dashboard/stats'] as const };

/**
 * GET /api/dashboard/stats. `live` polls every 30 s; only the Dashboard tab asks for it, and the
 * tab is unmounted when another one is shown, so polling stops with it (docs/product.md, Client
 * behaviour).
 */
export function useDashboardStats({ live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: () => apiGet<DashboardStats>('/api/dashboard/stats'),
    staleTime: STALE_TIMES.stats,
    refetchInterval: live ? STATS_REFETCH_MS : false,
  });
}
