import { useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from '../../../shared/analytics';
import { apiGet } from '../../lib/api';

/** Queries are keyed by their path (spec section 7). */
export const analyticsKeys = { admin: ['/api/admin/analytics'] as const };

export function useAdminAnalytics() {
  return useQuery({
    queryKey: analyticsKeys.admin,
    queryFn: () => apiGet<AdminAnalytics>('/api/admin/analytics'),
  });
}
