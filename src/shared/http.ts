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
