import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CeoDashboard } from '../../../shared/ceo-dashboard';
import type { PeriodQuery } from '../../../shared/period';
import { apiGet } from '../../lib/api';

/** The figures change with each sale, but a minute's staleness suits a chain-wide overview. */
const STALE_MS = 60_000;

export const ceoDashboardKeys = {
  period: (p: PeriodQuery) => ['/api/ceo-dashboard', p] as const,
};

/** GET /api/ceo-dashboard: the chain's figures by region and store over a period. */
export function useCeoDashboard(period: PeriodQuery, enabled: boolean) {
  return useQuery({
    queryKey: ceoDashboardKeys.period(period),
    queryFn: () =>
      apiGet<CeoDashboard>(`/api/ceo-dashboard?${new URLSearchParams(period).toString()}`),
    staleTime: STALE_MS,
    // A new period keeps the last figures on screen (and a table's sort) until its own arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}
