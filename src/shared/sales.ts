import { z } from 'zod';
import { ZOptionalEmail } from './auth';
import { CONDITIONS, PAYMENT_METHODS } from './devices';
import { ZClientId, zDollars, ZOptionalPhone, zPersonName } from './fields';
import { ZDeviceIdentifier } from './imei';
import { ZSignatureMethod, ZSignatureMethodInput } from './signatures';
import { marketingConsentFields } from './marketing-consent';
import { ZSignedTerms, ZTermsVersionId } from './terms';

export const SALE_TOASTS = {
  created: 'Device sale recorded successfully!',
  failedTitle: 'Failed to record device sale',
  failedFallback: 'Failed to create device sale',
} as const;

/**
 * The form fields of POST /api/device-sales (multipart text parts, beside the optional
 * customerSignature and paymentReceipts files). Either a stock item, or the device typed in.
 */
export const ZSaleFields = z
  .object({
    id: ZClientId,
    storeId: z.string().min(1).optional(),
    stockItemId: z.string().min(1).optional(),
    customerName: zPersonName('Customer name'),
    customerPhone: ZOptionalPhone,
    customerEmail: ZOptionalEmail,
    deviceBrand: z.string().trim().max(60).optional(),
    deviceModel: z.string().trim().max(120).optional(),
    imei: ZDeviceIdentifier.optional(),
    condition: z.enum(CONDITIONS, { error: 'Choose the condition' }).optional(),
    salePrice: zDollars('Sale price must be positive'),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how the customer pays' }),
    notes: z.string().trim().max(2000).optional(),
    /** How the customerSignature file beside these fields was made, when there is one. */
    customerSignatureMethod: ZSignatureMethodInput,
    /** The sale terms the form showed (GET /api/terms/current); else the current ones. */
    termsVersionId: ZTermsVersionId,
    ...marketingConsentFields,
  })
  .superRefine((v, ctx) => {
    if (v.stockItemId) return;
    if (!v.deviceBrand)
      ctx.addIssue({ code: 'custom', path: ['deviceBrand'], message: 'Device brand is required' });
    if (!v.deviceModel)
      ctx.addIssue({ code: 'custom', path: ['deviceModel'], message: 'Device model is required' });
  });
export type SaleFields = z.output<typeof ZSaleFields>;

export const ZDeviceSale = z.object({
  id: z.string(),
  receiptNumber: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  imei: z.string().nullable(),
  condition: z.string().nullable(),
  salePrice: z.number(),
  /**
   * Sales tax on the price at the store's rate when sold (issue 18); null while the sale waits
   * on an offline device, which does not know the rate.
   */
  tax: z.number().nullable(),
  /** Price + tax: what the customer paid; null with the tax. */
  total: z.number().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  notes: z.string().nullable(),
  stockItemId: z.string().nullable(),
  /** What the store paid for the device at buyback, when it came from stock. */
  costPrice: z.number().nullable(),
  profit: z.number().nullable(),
  customerSignature: z.string().nullable(),
  /** Null when the customer did not sign. */
  customerSignatureMethod: ZSignatureMethod.nullable(),
  paymentReceipts: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type DeviceSale = z.infer<typeof ZDeviceSale>;

/** One sale with the terms its receipt printed (GET /api/device-sales/:id and the create). */
export const ZDeviceSaleDetail = ZDeviceSale.extend({ terms: ZSignedTerms.nullable() });
export type DeviceSaleDetail = z.infer<typeof ZDeviceSaleDetail>;

export const ZSaleList = z.array(ZDeviceSale);
