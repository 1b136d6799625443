import { z } from 'zod';
import { CARRIERS, COLORS, CONDITIONS, PAYMENT_METHODS, STORAGE_OPTIONS } from './devices';
import { STORE_CUSTOMER_FIELDS, counterCustomerFields, optionalText, zDollars } from './fields';
import { ZDeviceIdentifier } from './imei';
import { ZAddendum } from './buyback-addenda';
import { OWNED_FOR, SECOND_ID_TYPES, SELLER_FIELDS } from './buyback-seller';
import { ZSignatureMethod, ZSignatureMethodInput } from './signatures';
import { marketingConsentFields } from './marketing-consent';
import { ZSignedTerms, ZTermsVersionId } from './terms';

export const ID_TYPES = [
  'drivers_license',
  'state_id',
  'passport',
  'military_id',
  'other',
] as const;
export const ID_TYPE_LABELS: Record<(typeof ID_TYPES)[number], string> = {
  drivers_license: "Driver's license",
  state_id: 'State ID',
  passport: 'Passport',
  military_id: 'Military ID',
  other: 'Other government ID',
};

/** Client and server refuse a buyback without these (docs/product.md, Messages). */
export const BUYBACK_REQUIRED = {
  signature: {
    title: 'Signature Required',
    message: 'Please provide customer signature before submitting.',
  },
  photos: { title: 'Device Photos Required', message: 'Please upload at least one device photo.' },
  receipt: {
    title: 'Payment Receipt Required',
    message: 'Please upload payment receipt for this transaction.',
  },
} as const;

export const BUYBACK_TOASTS = {
  created: 'Device purchase transaction recorded successfully!',
  failedTitle: 'Failed to create device purchase transaction',
  failedFallback: 'Failed to create buyback transaction',
} as const;

export const BUYBACK_FILE_LIMITS = { deviceImages: 8, paymentReceipts: 4 } as const;

/**
 * The form fields of POST /api/device-purchases (multipart text parts). The files travel beside
 * them: customerSignature, deviceImages, paymentReceipts and an optional idPhoto.
 */
export const ZBuybackFields = z.object({
  ...counterCustomerFields('Seller name'),
  idType: z.enum(ID_TYPES, { error: 'Choose the ID type' }),
  idNumber: z
    .string({ error: 'ID number is required' })
    .trim()
    .min(3, 'ID number is required')
    .max(40, 'ID number is too long'),
  ...SELLER_FIELDS,
  deviceBrand: z
    .string({ error: 'Device brand is required' })
    .trim()
    .min(1, 'Device brand is required')
    .max(60),
  deviceModel: z
    .string({ error: 'Device model is required' })
    .trim()
    .min(1, 'Device model is required')
    .max(120),
  imei: ZDeviceIdentifier,
  // Unlike a valuation, a size the catalogue says the model never shipped with is not refused
  // here: a buyback written offline waits in the queue, the seller already paid, and a refused
  // write can only be retried or discarded there, never corrected. One queued before this check
  // (or before a catalogue correction) would lose the record of a purchase that happened. The
  // form offers only the model's sizes instead (StorageSelect).
  storage: z.enum(STORAGE_OPTIONS, { error: 'Choose the storage size' }).optional(),
  color: z.enum(COLORS, { error: 'Choose a color' }).optional(),
  carrier: z.enum(CARRIERS, { error: 'Choose the carrier' }).optional(),
  condition: z.enum(CONDITIONS, { error: 'Choose the condition' }),
  finalAmount: zDollars('Amount must be positive'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how the seller is paid' }),
  notes: optionalText(2000),
  /** A manager's reason for buying a flagged or already-stocked IMEI anyway. */
  overrideReason: optionalText(500),
  /** How the customerSignature file beside these fields was made. */
  customerSignatureMethod: ZSignatureMethodInput,
  /** The buyback terms the form showed the seller (GET /api/terms/current); else the current ones. */
  termsVersionId: ZTermsVersionId,
  ...marketingConsentFields,
});
export type BuybackFields = z.output<typeof ZBuybackFields>;

export const ZDevicePurchase = z.object({
  ...STORE_CUSTOMER_FIELDS,
  idType: z.enum(ID_TYPES),
  /** Only the last 4 characters, except in the full record. */
  idNumber: z.string(),
  /**
   * The seller's identity (issue 26); null on buybacks recorded before it was asked, and, being
   * personal, only in the full record (GET /api/device-purchases/:id).
   */
  sellerBirthDate: z.string().nullable(),
  sellerAddress: z.string().nullable(),
  idIssuer: z.string().nullable(),
  idExpiry: z.string().nullable(),
  secondIdType: z.enum(SECOND_ID_TYPES).nullable(),
  /** Only the last 4 characters, except in the full record. */
  secondIdNumber: z.string().nullable(),
  secondIdIssuer: z.string().nullable(),
  secondIdExpiry: z.string().nullable(),
  ownedFor: z.enum(OWNED_FOR).nullable(),
  deviceMarks: z.string().nullable(),
  /** The seller's declaration exactly as the form showed it, kept with the record. */
  declaration: z.string().nullable(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  imei: z.string(),
  storage: z.string().nullable(),
  color: z.string().nullable(),
  carrier: z.string().nullable(),
  condition: z.enum(CONDITIONS),
  finalAmount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  notes: z.string().nullable(),
  stockItemId: z.string().nullable(),
  customerSignature: z.string(),
  customerSignatureMethod: ZSignatureMethod,
  deviceImages: z.array(z.string()),
  paymentReceipts: z.array(z.string()),
  idPhoto: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  overrideReason: z.string().nullable(),
});
export type DevicePurchase = z.infer<typeof ZDevicePurchase>;

/** One buyback with the terms the seller signed (GET /api/device-purchases/:id and the create). */
export const ZDevicePurchaseDetail = ZDevicePurchase.extend({
  terms: ZSignedTerms.nullable(),
  /** Corrections added since, oldest first; the record above stays as it was written. */
  addenda: z.array(ZAddendum),
  /** The store-local date through which the store's rules keep the record. */
  retainUntil: z.string().nullable(),
});
export type DevicePurchaseDetail = z.infer<typeof ZDevicePurchaseDetail>;

export const ZListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
  cursor: z.string().max(200).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ListQuery = z.output<typeof ZListQuery>;

export const ZPurchaseList = z.array(ZDevicePurchase);

export const IMEI_BLOCKED_CODE = 'IMEI_BLOCKED';
