import { useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from '../../../shared/analytics';
import { apiGet } from '../../lib/api';

/** Queries are keyed by their path (docs/product.md, Client behaviour). */
export const analyticsKeys = { admin: ['/api/admin/analytics'] as const };

/** The figures by the days of this device's own zone, the days the person reading them lives. */
export function useAdminAnalytics() {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return useQuery({
    queryKey: analyticsKeys.admin,
    queryFn: () =>
      apiGet<AdminAnalytics>(`/api/admin/analytics?timeZone=${encodeURIComponent(timeZone)}`),
  });
}
