import { isLoopbackAddress } from '../../shared/chain-settings';

/**
 * The address to start a link with that someone else opens on their own phone: the first of the
 * two that is not this computer only (127.x, localhost), else the first known.
 * QR codes and status links prefer the server's public address (decision 031); invitation links
 * prefer the address the office is using, as the person invited is usually beside them.
 */
export function shareableOrigin(first: string | null | undefined, second?: string | null): string {
  const known = [first, second].filter((origin): origin is string => Boolean(origin));
  return known.find((origin) => !isLoopbackAddress(origin)) ?? known[0] ?? window.location.origin;
}

/** The address this page was opened at. */
export const pageOrigin = () => window.location.origin;
