import { useQuery } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import type { AdminUser } from '../../../shared/users';
import { apiGet } from '../../lib/api';

export const usersKeys = { all: ['/api/admin/users'] as const };

export function useAdminUsers() {
  return useQuery({
    queryKey: usersKeys.all,
    queryFn: () => apiGet<AdminUser[]>('/api/admin/users'),
    staleTime: STALE_TIMES.users,
  });
}
