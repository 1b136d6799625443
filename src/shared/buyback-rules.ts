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
  minAge: 'Enter an age from 16 to 25',
  reportHours: 'Enter a number of hours from 1 to 168',
  retentionYears: 'Enter a number of years from 1 to 10',
  reportEmail: 'Valid email required',
} as const;

/**
 * A new store's rules: no hold, sellers 18 or older (Montgomery County, MD), one ID, the police
 * report within 24 hours of the day's end (Montgomery County's electronic notice), records kept
 * 3 years (longer than any code the issue cites: Montgomery County asks for one).
 */
export const DEFAULT_BUYBACK_RULES = {
  buybackHoldDays: 0,
  buybackMinAge: 18,
  buybackSecondId: false,
  policeReportHours: 24,
  policeReportEmail: null,
  recordRetentionYears: 3,
} as const;

const M = BUYBACK_RULE_MESSAGES;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).optional();

/** The fields as the API speaks them; all optional on create and update. */
export const ZStoreBuybackRulesInput = z.object({
  buybackHoldDays: wholeNumber(M.holdDays, 0, 90),
  buybackMinAge: wholeNumber(M.minAge, 16, 25),
  /** New Jersey's bill for phones asks for two IDs, one a government photo ID. */
  buybackSecondId: z.boolean().optional(),
  policeReportHours: wholeNumber(M.reportHours, 1, 168),
  /** Where the day's police report is e-mailed; blank for none (exported by hand). */
  // Null as well as blank: the store form sends what this schema gave it (blank becomes null).
  policeReportEmail: z
    .union([z.literal(''), z.email(M.reportEmail).max(254, M.reportEmail)], {
      error: M.reportEmail,
    })
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null))
    .optional(),
  recordRetentionYears: wholeNumber(M.retentionYears, 1, 10),
});

export const ZStoreBuybackRules = z.object({
  buybackHoldDays: z.number(),
  buybackMinAge: z.number(),
  buybackSecondId: z.boolean(),
  policeReportHours: z.number(),
  policeReportEmail: z.string().nullable(),
  recordRetentionYears: z.number(),
});
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
