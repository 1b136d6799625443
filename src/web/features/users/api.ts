import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STALE_TIMES } from '../../../shared/constants';
import type { AdminUser, CreateUserInput, UpdateUserInput } from '../../../shared/users';
import { apiGet, apiPost, apiRequest } from '../../lib/api';

export const usersKeys = { all: ['/api/admin/users'] as const };

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useAdminUsers() {
  return useQuery({
    queryKey: usersKeys.all,
    queryFn: () => apiGet<AdminUser[]>('/api/admin/users'),
    staleTime: STALE_TIMES.users,
  });
}

/** Everything that changes a user refreshes the list and the figures that count users. */
function useUserMutation<TInput, TOutput>(request: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: usersKeys.all }),
        client.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
      ]),
  });
}

export function useCreateUser() {
  return useUserMutation((input: CreateUserInput) => apiPost<AdminUser>('/api/admin/users', input));
}

/** PATCH a user: name, e-mail, role, store, the stores/regions a manager oversees, disabled. */
export function useUpdateUser() {
  return useUserMutation(({ id, ...patch }: UpdateUserInput & { id: string }) =>
    apiRequest<AdminUser>('PATCH', userPath(id), patch),
  );
}

export function useDeleteUser() {
  return useUserMutation((id: string) => apiRequest<{ ok: true }>('DELETE', userPath(id)));
}
