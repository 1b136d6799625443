import { useQuery } from '@tanstack/react-query';
import type { ManagerDashboard } from '../../../shared/manager-dashboard';
import { apiGet } from '../../lib/api';

/** Today's takings move with every sale in every store; a minute is fresh enough side by side. */
const REFETCH_MS = 60_000;

export const managerDashboardKeys = { all: ['/api/manager-dashboard'] as const };

/** GET /api/manager-dashboard: every store in the caller's reach side by side. */
export function useManagerDashboard() {
  return useQuery({
    queryKey: managerDashboardKeys.all,
    queryFn: () => apiGet<ManagerDashboard>('/api/manager-dashboard'),
    refetchInterval: REFETCH_MS,
  });
}
