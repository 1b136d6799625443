import type { QueryClient } from '@tanstack/react-query';

/**
 * Everything a buyback, sale or stock change can make stale: the lists, the stock, the dashboard
 * figures and any device report. Keys are paths (docs/product.md, Client behaviour), so this needs
 * no feature's internals; /api/buyback-transactions is the buyback list's original name
 * (docs/product.md, Oddities kept on purpose).
 */
const DEVICE_PATHS = [
  '/api/device-purchases',
  '/api/buyback-transactions',
  '/api/device-sales',
  '/api/stock',
  '/api/dashboard/stats',
  '/api/imei/',
];

export function refreshDeviceData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const head = queryKey[0];
      return typeof head === 'string' && DEVICE_PATHS.some((path) => head.startsWith(path));
    },
  });
}
