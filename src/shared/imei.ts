import { z } from 'zod';

/** Luhn check digit over the first 14 digits of an IMEI. */
export function imeiCheckDigit(first14: string): number {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    let d = Number(first14[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why a typed IMEI is not valid, or null when it is (15 digits, right check digit). */
export function imeiProblem(raw: string): string | null {
  const imei = raw.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(imei)) return 'An IMEI has only digits';
  if (imei.length !== 15) return 'An IMEI has 15 digits';
  if (imeiCheckDigit(imei.slice(0, 14)) !== Number(imei[14])) {
    return 'The IMEI check digit is wrong: check the number again';
  }
  return null;
}

export function normalizeImei(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/**
 * A device identifier at buyback or sale: a valid IMEI, or (for tablets and watches without one)
 * a serial number of 5 to 20 letters and digits.
 */
export const ZDeviceIdentifier = z
  .string({ error: 'IMEI or serial number is required' })
  .trim()
  .min(1, { error: 'IMEI or serial number is required', abort: true })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .superRefine((v, ctx) => {
    if (/^\d{15}$/.test(v) || /^\d{14,16}$/.test(v)) {
      const problem = imeiProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    } else if (!/^[A-Z0-9]{5,20}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a 15-digit IMEI or the serial number' });
    }
  });

export const IMEI_FLAG_KINDS = ['lost', 'stolen', 'disputed'] as const;
export type ImeiFlagKind = (typeof IMEI_FLAG_KINDS)[number];

export const ZImeiFlagInput = z.object({
  kind: z.enum(IMEI_FLAG_KINDS, { error: 'Choose lost, stolen or disputed' }),
  reason: z
    .string({ error: 'Say why the device is flagged' })
    .trim()
    .min(3, 'Say why the device is flagged')
    .max(500, 'Keep the reason under 500 characters'),
});
export type ImeiFlagInput = z.infer<typeof ZImeiFlagInput>;

/** Body of POST /api/imei/flags/:id/clear: the flag stays on record with why it was cleared. */
export const ZImeiFlagClearInput = z.object({
  reason: z
    .string({ error: 'Say why the flag is cleared' })
    .trim()
    .min(3, 'Say why the flag is cleared')
    .max(500, 'Keep the reason under 500 characters'),
});
export type ImeiFlagClearInput = z.infer<typeof ZImeiFlagClearInput>;

export const ZImeiFlag = z.object({
  id: z.string(),
  imei: z.string(),
  kind: z.enum(IMEI_FLAG_KINDS),
  reason: z.string(),
  active: z.boolean(),
  storeName: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  clearedAt: z.string().nullable(),
});
export type ImeiFlag = z.infer<typeof ZImeiFlag>;

export const IMEI_EVENT_TYPES = ['repair', 'buyback', 'sale'] as const;

/**
 * One event in a device's life anywhere in the chain. Records of stores outside the caller's
 * reach carry no customer details and no id to open.
 */
export const ZImeiEvent = z.object({
  type: z.enum(IMEI_EVENT_TYPES),
  id: z.string().nullable(),
  storeName: z.string(),
  at: z.string(),
  summary: z.string(),
  customerName: z.string().nullable(),
});
export type ImeiEvent = z.infer<typeof ZImeiEvent>;

export const ZImeiReport = z.object({
  valid: z.boolean(),
  imei: z.string(),
  device: z.object({ brand: z.string(), model: z.string() }).nullable(),
  inStock: z.boolean(),
  /** The store holding the device when it is in stock. */
  inStockAt: z.string().nullable(),
  history: z.array(ZImeiEvent),
  flags: z.array(ZImeiFlag),
});
export type ImeiReport = z.infer<typeof ZImeiReport>;
