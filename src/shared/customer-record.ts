import { z } from 'zod';
import { ZStoreCredit } from './balances';
import { ZCustomer, ZCustomerRepairSummary } from './customers';
import { ZPhone, zPersonName, ZVersion } from './fields';

/**
 * A customer's record (issue 38): one person's details and everything of theirs the store holds,
 * repairs, device purchases, buybacks and counter sales, seen together.
 */

export const CUSTOMER_NOTES_MAX = 2000;
export const CUSTOMER_ADDRESS_MAX = 300;

export const ZCustomerContact = z.object({
  kind: z.enum(['phone', 'email']),
  value: z.string(),
});

export const ZCustomerDeviceSale = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  imei: z.string().nullable(),
  total: z.number(),
  createdAt: z.string(),
});

export const ZCustomerBuyback = z.object({
  id: z.string(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  imei: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});

export const ZCustomerCounterSale = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  lineCount: z.number(),
  total: z.number(),
  createdAt: z.string(),
});

export const ZCustomerRecord = ZCustomer.extend({
  storeName: z.string(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  contacts: z.array(ZCustomerContact),
  /** The record this one was merged into: its history is there now. */
  mergedIntoId: z.string().nullable(),
  /** The record's version (its updatedAt), sent back with an edit. */
  updatedAt: z.string(),
  repairs: z.array(ZCustomerRepairSummary),
  deviceSales: z.array(ZCustomerDeviceSale),
  buybacks: z.array(ZCustomerBuyback),
  counterSales: z.array(ZCustomerCounterSale),
  storeCredit: ZStoreCredit,
});
export type CustomerRecord = z.infer<typeof ZCustomerRecord>;

/** A field an edit may clear: absent leaves it, blank clears it (null). */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

const EMAIL_MESSAGE = 'Valid email required';
const clearableEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .optional()
  .refine((v) => !v || z.email().safeParse(v).success, EMAIL_MESSAGE)
  .transform((v) => (v === undefined ? undefined : v.toLowerCase() || null));

/**
 * An edit of the record: any of its fields. The marketing opt-out alone is how the spec's older
 * clients call it; a form sends what it shows, with the version it was opened on.
 */
export const ZCustomerUpdate = z
  .object({
    name: zPersonName('Customer name').optional(),
    phone: ZPhone.optional(),
    email: clearableEmail,
    address: clearableText(CUSTOMER_ADDRESS_MAX),
    notes: clearableText(CUSTOMER_NOTES_MAX),
    notifyOptOut: z.boolean({ error: 'notifyOptOut must be true or false' }).optional(),
    version: ZVersion,
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type CustomerUpdateInput = z.input<typeof ZCustomerUpdate>;
export type CustomerUpdate = z.output<typeof ZCustomerUpdate>;

/** A manager folds a duplicate into this record: every ticket, sale and buyback moves with it. */
export const ZCustomerMerge = z.object({
  duplicateId: z
    .string({ error: 'Choose the duplicate record' })
    .min(1, 'Choose the duplicate record')
    .max(64),
});
export type CustomerMerge = z.infer<typeof ZCustomerMerge>;
