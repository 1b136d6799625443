import { z } from 'zod';
import { addDays, localDate } from './time';

/**
 * A store's rules for buying used devices (Admin → Stores, issue 26): secondhand-dealer codes
 * differ by city and state, so each store carries its own. A device bought back is held for the
 * store's hold period before it may be sold (Enid, OK: 10 days; Montgomery County, MD: 21 days).
 * A purchase keeps the hold its store had when it was made: a later change applies to later
 * purchases only.
 */
export const BUYBACK_RULE_MESSAGES = {
  holdDays: 'Enter a number of days from 0 to 90',
} as const;

export const DEFAULT_BUYBACK_RULES = { buybackHoldDays: 0 } as const;

const M = BUYBACK_RULE_MESSAGES;

/** The fields as the API speaks them; all optional on create and update. */
export const ZStoreBuybackRulesInput = z.object({
  buybackHoldDays: z
    .number({ error: M.holdDays })
    .int(M.holdDays)
    .min(0, M.holdDays)
    .max(90, M.holdDays)
    .optional(),
});

export const ZStoreBuybackRules = z.object({ buybackHoldDays: z.number() });
export type StoreBuybackRules = z.infer<typeof ZStoreBuybackRules>;

/**
 * The last store-local date a device bought at `boughtAt` is held: a 10-day hold on a device
 * bought on Nov 1 (at any hour of the store's Nov 1) holds it through Nov 10, and it may be sold
 * from Nov 11. Null when the store holds nothing.
 */
export function holdUntil(boughtAt: Date, timezone: string, holdDays: number): string | null {
  if (holdDays <= 0) return null;
  return addDays(localDate(boughtAt, timezone), holdDays - 1);
}

/** Whether a hold through `until` still holds at `now`, by the store's calendar. */
export function isHeld(until: string | null, now: Date, timezone: string): boolean {
  return until !== null && localDate(now, timezone) <= until;
}

export const HOLD_MESSAGES = {
  /** Why a held device cannot be sold yet, with the first day it can. */
  saleRefused: (until: string, sellable: string) =>
    `This device is on hold until ${until} under the store's buyback rules; it can be sold from ${sellable}.`,
  releaseReason: 'Say why the hold ends early (for example, the police cleared it)',
  notHeld: 'This device is not on hold.',
} as const;

/** POST /api/stock/:id/release-hold: an office role ends a hold early, with its reason. */
export const ZHoldRelease = z.object({
  reason: z
    .string({ error: HOLD_MESSAGES.releaseReason })
    .trim()
    .min(5, HOLD_MESSAGES.releaseReason)
    .max(500, 'The reason is too long (500 characters at most)'),
});
export type HoldRelease = z.infer<typeof ZHoldRelease>;
