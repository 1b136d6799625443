import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: queries are never refetched automatically, never retried, and their data is
 * never stale unless a query says otherwise (the spec's stale times are set per query).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
