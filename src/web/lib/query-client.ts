import { QueryClient } from '@tanstack/react-query';

/**
 * Queries are never refetched automatically, never retried, and their data is never stale unless
 * a query says otherwise (STALE_TIMES are set per query): docs/product.md, Client behaviour.
 * networkMode 'always': offline, lib/api answers reads from this device and queues the counter's
 * writes, so nothing may wait for TanStack's own idea of being online.
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
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
