import { z } from 'zod';

/**
 * A link a customer opens without signing in (repair status, unsubscribe): the random token in
 * its path is the only key, so its length is checked before any lookup.
 */
export const ZLinkToken = z.object({ token: z.string().min(16).max(64) });

/** Per address, so nobody can walk tokens; a person opening their own link never comes near it. */
export const PUBLIC_LINK_RATE = { max: 60, timeWindow: 60_000 };
