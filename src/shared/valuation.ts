import { z } from 'zod';
import { isKnownBrand, unshippedStorageMessage, type Brand } from './catalogue';
import { CARRIERS, CONDITIONS, SCREEN_CONDITIONS, STORAGE_OPTIONS } from './devices';
import { isStoreRole, type Role } from './roles';

export const VALUATION_TOASTS = {
  completeTitle: 'Valuation Complete',
  completeMessage: 'AI-powered device valuation generated successfully',
  failedTitle: 'Valuation Failed',
  failedFallback: 'Failed to get device valuation',
  networkTitle: 'Valuation Error',
} as const;

/** Faults a clerk can see or test at the counter; each has its own price effect. */
export const FUNCTIONAL_ISSUES = [
  'face_id',
  'touch_id',
  'front_camera',
  'rear_camera',
  'speaker',
  'microphone',
  'charging_port',
  'back_glass',
  'buttons',
  'wifi_bluetooth',
  'no_signal',
  'water_damage',
] as const;
export type FunctionalIssue = (typeof FUNCTIONAL_ISSUES)[number];
export const FUNCTIONAL_ISSUE_LABELS: Record<FunctionalIssue, string> = {
  face_id: 'Face ID not working',
  touch_id: 'Touch ID / fingerprint not working',
  front_camera: 'Front camera faulty',
  rear_camera: 'Rear camera faulty',
  speaker: 'Speaker faulty',
  microphone: 'Microphone faulty',
  charging_port: 'Charging port faulty',
  back_glass: 'Back glass cracked',
  buttons: 'Buttons faulty',
  wifi_bluetooth: 'Wi-Fi / Bluetooth faulty',
  no_signal: 'No cellular signal',
  water_damage: 'Water damage',
};

export const SCREEN_CONDITION_LABELS: Record<(typeof SCREEN_CONDITIONS)[number], string> = {
  perfect: 'Perfect',
  good: 'Good',
  minor_scratches: 'Minor scratches',
  cracked: 'Cracked',
  broken: 'Broken',
};

/** The oldest launch year the form offers; older devices are worth their parts. */
export const OLDEST_YEAR = 2010;

/** No device was released after this year yet (the year of `now`, wherever it is read). */
export function latestReleaseYear(now: Date): number {
  // A day ahead, so a device released on Jan 1 somewhere east is not refused the evening before.
  return new Date(now.getTime() + 24 * 60 * 60 * 1000).getUTCFullYear();
}

/** POST /api/device-valuation. Store users' store (and brand, when it is a device brand) come from the account. */
export const ZValuationRequest = z
  .object({
    storeName: z.string().trim().max(100).optional(),
    brand: z
      .string({ error: 'Brand is required' })
      .trim()
      .min(1, 'Brand is required')
      .max(60, 'Brand is too long'),
    model: z
      .string({ error: 'Model is required' })
      .trim()
      .min(1, 'Model is required')
      .max(120, 'Model is too long'),
    condition: z.enum(CONDITIONS, { error: 'Condition is required' }),
    yearReleased: z
      .number({ error: 'Year must be a number' })
      .int('Year must be a whole number')
      .min(OLDEST_YEAR, `Year must be ${OLDEST_YEAR} or later`)
      // Read when a value is checked, so a server running over New Year takes the new year.
      .refine((year) => year <= latestReleaseYear(new Date()), 'Year cannot be in the future')
      .optional(),
    storage: z.enum(STORAGE_OPTIONS, { error: 'Choose a storage size' }).optional(),
    color: z.string().trim().max(40).optional(),
    carrier: z.enum(CARRIERS, { error: 'Choose a carrier' }).default('unlocked'),
    hasOriginalBox: z.boolean().default(false),
    hasCharger: z.boolean().default(false),
    screenCondition: z.enum(SCREEN_CONDITIONS, { error: 'Choose a screen condition' }).optional(),
    batteryHealth: z
      .number({ error: 'Battery health must be a number' })
      .int('Battery health must be a whole number')
      .min(0, 'Battery health is a percentage from 0 to 100')
      .max(100, 'Battery health is a percentage from 0 to 100')
      .optional(),
    functionalIssues: z.array(z.enum(FUNCTIONAL_ISSUES)).max(FUNCTIONAL_ISSUES.length).default([]),
  })
  .superRefine((request, ctx) => {
    // A configuration that never existed has no market price to value it by.
    const refused =
      request.storage && unshippedStorageMessage(request.brand, request.model, request.storage);
    if (refused) ctx.addIssue({ code: 'custom', path: ['storage'], message: refused });
  });
export type ValuationRequest = z.input<typeof ZValuationRequest>;
/** A valuation request as the route parsed it: what the service takes. */
export type DeviceToValue = z.output<typeof ZValuationRequest>;
export type ValuationInput = z.output<typeof ZValuationRequest>;

export const ZValuationFactor = z.object({
  label: z.string(),
  /** Dollars this factor adds to (positive) or takes off (negative) the resale value. */
  effect: z.number(),
  detail: z.string(),
});
export type ValuationFactor = z.infer<typeof ZValuationFactor>;

export const ZValuation = z.object({
  /** What was valued, after a store user's store and brand replaced the sent ones. */
  storeName: z.string().nullable(),
  brand: z.string(),
  model: z.string(),
  confidence: z.number().min(0).max(1),
  buybackPrice: z.object({
    min: z.number(),
    max: z.number(),
    recommended: z.number(),
    aiSuggested: z.number(),
  }),
  salePrice: z.object({ min: z.number(), max: z.number(), recommended: z.number() }),
  factors: z.array(ZValuationFactor),
  marketTrends: z.string(),
  salesTips: z.array(z.string()),
  recommendation: z.string(),
  comparables: z.object({
    /** Buybacks and sales of the same model across the chain in the window. */
    count: z.number().int(),
    buybacks: z.number().int(),
    sales: z.number().int(),
    windowDays: z.number().int(),
    averageBuyback: z.number().nullable(),
    averageSale: z.number().nullable(),
  }),
  /** The market the prices are anchored to (issue 25): its figures and their dates. */
  market: z.object({
    /** What trade-in programs and buyback sites offer for one like it, working. */
    tradeIn: z.number(),
    /** What a used one like it resells for, working. */
    resale: z.number(),
    /** The store's price of the repairs its damage needs, taken off the offer. */
    repairs: z.number(),
    /** Prices of this very model in the table; 0 when priced from its brand and tier. */
    figures: z.number().int(),
    /** The dates of this model's own prices; null when the table has none of it. */
    modelFrom: z.string().nullable(),
    modelTo: z.string().nullable(),
    /** How much a year the prices were brought down from their dates to today (a share). */
    yearlyLoss: z.number(),
    oldestObserved: z.string(),
    newestObserved: z.string(),
    source: z.enum(['shipped', 'imported']),
    /** Half the table's prices are older than MARKET_STALE_DAYS (office roles are warned). */
    stale: z.boolean(),
  }),
  /** Who wrote marketTrends and recommendation: the local templates or the remote model. */
  narrativeSource: z.enum(['local', 'openai']),
  /** Why the remote model's wording was not used, when it was configured but failed. */
  narrativeNote: z.string().nullable(),
});
export type Valuation = z.infer<typeof ZValuation>;

export const ZValuationResponse = z.object({
  success: z.boolean(),
  valuation: ZValuation.nullable(),
  error: z.string().nullable(),
});
export type ValuationResponse = z.infer<typeof ZValuationResponse>;

/** The most a clerk may offer without calling the Area Manager: $50 under the AI figure. */
export const MAX_OFFER_MARGIN = 50;

export function maxOffer(valuation: Pick<Valuation, 'buybackPrice'>): number {
  return Math.max(0, valuation.buybackPrice.aiSuggested - MAX_OFFER_MARGIN);
}

/** What the store makes if it pays the recommended buyback and sells at the target price. */
export function potentialProfit(valuation: Pick<Valuation, 'buybackPrice' | 'salePrice'>): number {
  return valuation.salePrice.recommended - valuation.buybackPrice.recommended;
}

export type ConfidenceLabel = 'High' | 'Medium' | 'Low';

export function confidenceLabel(confidence: number): ConfidenceLabel {
  if (confidence >= 0.8) return 'High';
  if (confidence >= 0.6) return 'Medium';
  return 'Low';
}

/**
 * The device brand a store user values, fixed by their account: their store's brand when it is
 * a device brand (a brand-only store). Null when the user picks the brand in the form.
 */
export function fixedValuationBrand(user: { role: Role; storeBrand: string | null }): Brand | null {
  return isStoreRole(user.role) && user.storeBrand && isKnownBrand(user.storeBrand)
    ? user.storeBrand
    : null;
}
