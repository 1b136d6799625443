import { z } from 'zod';
import { businessDateAt, MAX_BUSINESS_DAY_END_HOUR, type StoreDay } from './business-day';
import { COMPANY_MESSAGES } from './companies';
import {
  LABEL_PRINTER_MESSAGE,
  LABEL_PRINTERS,
  RECEIPT_PRINTER_MESSAGE,
  RECEIPT_PRINTERS,
} from './printing';
import { ZStoreContact, ZStoreContactInput } from './store-contact';
import { ZStoreBuybackRules, ZStoreBuybackRulesInput } from './buyback-rules';
import { ZStoreMoney, ZStoreMoneyInput } from './store-money';
import { ZVersion } from './fields';

/** US time zones a store can be in. */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const;

export const ZRegion = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export type Region = z.infer<typeof ZRegion>;

export const ZCreateRegion = z.object({
  name: z
    .string({ error: 'Region name is required' })
    .trim()
    .min(1, 'Region name is required')
    .max(100, 'Region name is too long'),
});
export type CreateRegionInput = z.infer<typeof ZCreateRegion>;

export const ZStore = z.object({
  id: z.string(),
  name: z.string(),
  storeName: z.string(),
  brand: z.string(),
  /** One of the chain's companies (GET /api/companies); the store keeps it if it is archived. */
  companyName: z.string(),
  regionId: z.string(),
  timezone: z.string(),
  /** The hour (store time) its business day ends: a report filed before it closes the day before. */
  businessDayEndHour: z.number().int(),
  /** What its tickets, receipts and bills of sale print on (src/shared/printing.ts). */
  receiptPrinter: z.enum(RECEIPT_PRINTERS).optional(),
  /** What its device labels print on. */
  labelPrinter: z.enum(LABEL_PRINTERS).optional(),
  createdAt: z.string(),
  /** Its version, for a form to send back (ZVersion); null on rows older than versions. */
  updatedAt: z.string().nullable(),
  ...ZStoreContact.shape,
  /** Tax rate, approval limit, refund limit and warranty (src/shared/store-money.ts). */
  ...ZStoreMoney.shape,
  /** Hold period, seller's age, second ID, police report, retention (src/shared/buyback-rules.ts). */
  ...ZStoreBuybackRules.shape,
});
export type Store = z.infer<typeof ZStore>;

export const BUSINESS_DAY_END_MESSAGE = 'Choose an hour from midnight to 8:00 AM';

/** A whole hour from 0 (midnight) to 8:00 AM, when sign-in reopens after a report. */
const ZBusinessDayEndHour = z
  .number({ error: BUSINESS_DAY_END_MESSAGE })
  .int(BUSINESS_DAY_END_MESSAGE)
  .min(0, BUSINESS_DAY_END_MESSAGE)
  .max(MAX_BUSINESS_DAY_END_HOUR, BUSINESS_DAY_END_MESSAGE);

/**
 * The store's first business day. No daily report is due before it, so no screen calls an
 * earlier day's report missing.
 */
export function storeOpenedOn(store: StoreDay & { createdAt: string }): string {
  return businessDateAt(new Date(store.createdAt), store);
}

export const ZCreateStore = z.object({
  name: z
    .string({ error: 'Store name is required' })
    .trim()
    .min(1, 'Store name is required')
    .max(100, 'Store name is too long'),
  storeName: z
    .string({ error: 'Short store name is required' })
    .trim()
    .min(1, 'Short store name is required')
    .max(60, 'Short store name is too long'),
  brand: z
    .string({ error: 'Brand is required' })
    .trim()
    .min(1, 'Brand is required')
    .max(60, 'Brand is too long'),
  /** Checked on the server against the chain's active companies. */
  companyName: z
    .string({ error: COMPANY_MESSAGES.notActive })
    .trim()
    .min(1, COMPANY_MESSAGES.notActive)
    .max(60, COMPANY_MESSAGES.notActive),
  regionId: z.string({ error: 'Region is required' }).min(1, 'Region is required'),
  timezone: z.enum(US_TIME_ZONES, { error: 'Choose a US time zone' }),
  /** Left out, the store's day ends at DEFAULT_BUSINESS_DAY_END_HOUR. */
  businessDayEndHour: ZBusinessDayEndHour.optional(),
  /** Left out, Letter and 2.25 x 1.25 in labels (DEFAULT_RECEIPT_PRINTER, DEFAULT_LABEL_PRINTER). */
  receiptPrinter: z.enum(RECEIPT_PRINTERS, { error: RECEIPT_PRINTER_MESSAGE }).optional(),
  labelPrinter: z.enum(LABEL_PRINTERS, { error: LABEL_PRINTER_MESSAGE }).optional(),
  ...ZStoreContactInput.shape,
  /** Left out, a new store takes DEFAULT_STORE_MONEY. */
  ...ZStoreMoneyInput.shape,
  /** Left out, a new store takes DEFAULT_BUYBACK_RULES. */
  ...ZStoreBuybackRulesInput.shape,
});
export type CreateStoreInput = z.infer<typeof ZCreateStore>;

/**
 * PATCH /api/stores/{id}: rename, move to another region, change time zone, brand, company, the
 * hour its business day ends, its printers, its address and contact, or its money settings. A store made before
 * addresses existed may be saved without one; a field sent must still be valid.
 */
export const ZUpdateStore = ZCreateStore.partial().extend({
  /** The store's updatedAt when the form opened (ZVersion). */
  version: ZVersion,
});
export type UpdateStoreInput = z.infer<typeof ZUpdateStore>;
