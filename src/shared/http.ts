/**
 * HTTP details both sides agree on, kept free of zod so the sign-in screen's bundle (which
 * needs them through lib/api) does not carry the schema library.
 */

/**
 * Every paged list sends the next page's cursor in this header, absent on the last page
 * (docs/product.md, Pagination). One place for every list: the purchase and sale lists must be
 * plain arrays, which have nowhere else to carry it.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * Marks a write a manager sends for the person who saved it on a shared device (their user id):
 * the write is judged and recorded as that person's, and the log says who sent it
 * (docs/decisions/029-offline-conflicts-and-shared-devices.md).
 */
export const ON_BEHALF_HEADER = 'x-on-behalf-of';

/**
 * The only routes that take ON_BEHALF_HEADER: the writes a device keeps while offline and sends
 * later (each web feature's offline.ts declares its own; a test holds the two lists equal).
 * Anything else sent for someone is refused with a 400 (decision 029, amended by issue 37).
 */
export const OFFLINE_WRITE_ROUTES: readonly string[] = [
  'POST /api/repair-waivers',
  'PUT /api/repair-waivers/:id/status',
  'POST /api/repair-waivers/:id/payments',
  'POST /api/device-purchases',
  'POST /api/device-sales',
  'POST /api/counter-sales',
];

/** Whether `method path` (a real path, "/api/repair-waivers/abc/status") is one of OFFLINE_WRITE_ROUTES. */
export function isOfflineWriteRoute(method: string, path: string): boolean {
  const bare = path.split('?')[0]!;
  return OFFLINE_WRITE_ROUTES.some((route) => {
    const [routeMethod, pattern] = route.split(' ') as [string, string];
    const regex = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
    return routeMethod === method.toUpperCase() && regex.test(bare);
  });
}

/**
 * Carries a manager's approval, given at this device with their PIN, on a write a counter may not
 * make alone (an amount above the store's counter limit, a flagged IMEI). The server checks the
 * approval is for the signed-in person and still fresh, and records the manager with the write.
 */
export const MANAGER_APPROVAL_HEADER = 'x-manager-approval';

/** The error code of a write that a manager's approval would let through (403). */
export const MANAGER_APPROVAL_CODE = 'MANAGER_APPROVAL_NEEDED';
