/**
 * HTTP details both sides agree on, kept free of zod so the sign-in screen's bundle (which
 * needs them through lib/api) does not carry the schema library.
 */

/**
 * The spec answers GET /api/device-purchases and /api/device-sales with plain lists; the next
 * page's cursor travels in this header instead of a wrapper object.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
