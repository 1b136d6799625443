import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LoginInput, RegisterInput, SessionUser, SetupState } from '../../../shared/auth';
import { ApiError, apiGet, apiPost, forgetOfflineReads, rememberSignedInUser } from '../../lib/api';

/** Queries are keyed by their path (docs/product.md, Client behaviour). */
export const authKeys = {
  user: ['/api/user'] as const,
  setup: ['/api/auth/setup'] as const,
};

/** GET /api/user; a 401 means nobody is signed in, which is an answer, not an error. */
async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    return await apiGet<SessionUser>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: authKeys.user, queryFn: fetchCurrentUser });
}

/**
 * Whether a store's counter may sign in yet, for the block this device remembers: a manager may
 * have reopened the day since. Asked once when the sign-in screen shows one.
 */
export function useStoreBlock(storeId: string | null) {
  return useQuery({
    queryKey: ['/api/daily-sales-reports/login-block', storeId] as const,
    queryFn: () =>
      apiGet<{ blockedUntil: string | null }>(
        `/api/daily-sales-reports/login-block?${new URLSearchParams({ storeId: storeId ?? '' }).toString()}`,
      ),
    enabled: storeId !== null,
    staleTime: 0,
  });
}

const setupQuery = {
  queryKey: authKeys.setup,
  queryFn: () => apiGet<SetupState>('/api/auth/setup'),
};

export function useSetupState() {
  return useQuery(setupQuery);
}

/**
 * Asks the sign-in screen's setup question beside the current user's, while the screen's code
 * loads: the form shows only once it is answered, so asking after would add a round trip.
 */
export function usePrefetchSetupState() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(setupQuery);
  }, [queryClient]);
}

/**
 * Makes `user` the signed-in user. Everything cached for the previous user is dropped first,
 * so nobody sees another account's data on a shared counter device.
 */
function switchUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
  queryClient.setQueryData(authKeys.user, user);
}

/**
 * Someone signed in: the device's offline queue becomes theirs (it keeps and sends their
 * writes only) before any screen shows, so the screens say whose other changes wait here.
 * Also what the app does for a sign-in on the static page (app/layout/use-sign-in-handoff.ts).
 */
export async function signedIn(queryClient: QueryClient, user: SessionUser): Promise<void> {
  await rememberSignedInUser(user);
  switchUser(queryClient, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiPost<SessionUser>('/api/auth/login', input),
    onSuccess: (user) => signedIn(queryClient, user),
  });
}

export type RegisterResult = SessionUser & { message: string };

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiPost<RegisterResult>('/api/register', input),
    onSuccess: async ({ message: _message, ...user }) => {
      await signedIn(queryClient, user);
      queryClient.setQueryData<SetupState>(authKeys.setup, { needsFirstUser: false });
    },
    onError: () => {
      // Someone else may have created the first account meanwhile: ask again which form to show.
      void queryClient.invalidateQueries({ queryKey: authKeys.setup });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ ok: true }>('/api/logout'),
    onSuccess: async () => {
      // A shared counter device keeps nothing of the account's reads; waiting writes stay.
      await forgetOfflineReads();
      switchUser(queryClient, null);
    },
  });
}
