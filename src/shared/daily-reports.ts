import { z } from 'zod';

/** The amounts of the daily sales report (spec section 3), typed as text, default 0. */
export const REPORT_AMOUNT_FIELDS = [
  'cardAmount',
  'cashAmount',
  'financeAmount',
  'repairRevenue',
  'deviceSales',
  'accessories',
  'waiverBuyback',
  'purchasesPayouts',
  'devicesCost',
  'taxes',
  'tips',
  'refunds',
] as const;
export type ReportAmountField = (typeof REPORT_AMOUNT_FIELDS)[number];

/** Spec section 5: an unparsable amount counts as 0. Amounts are kept as whole cents. */
export function amountToCents(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** Reviews and followers are coerced to whole numbers; anything else counts as 0. */
export function toCount(value: unknown): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const ZAmount = z
  .union([z.string().max(20, 'Amount is too long'), z.number()])
  .optional()
  .refine((v) => amountToCents(v) >= 0, 'Amounts cannot be negative')
  .transform((v) => (v === undefined || v === '' ? '0' : String(v)));

const ZCount = z
  .union([z.string().max(12), z.number()])
  .optional()
  .transform((v) => toCount(v));

export const ZDailyReportInput = z.object({
  storeId: z.string().min(1).optional(),
  ...(Object.fromEntries(REPORT_AMOUNT_FIELDS.map((f) => [f, ZAmount])) as Record<
    ReportAmountField,
    typeof ZAmount
  >),
  staffOnShift: z.string().trim().max(500, 'Keep the staff list under 500 characters').optional(),
  googleReviews: ZCount,
  socialFollowers: ZCount,
  notes: z.string().trim().max(4000, 'Keep the notes under 4000 characters').optional(),
  /** What the device showed; the server decides the business day from the store's time zone. */
  reportDate: z.string().max(40).optional(),
  reportTime: z.string().max(40).optional(),
});
export type DailyReportInput = z.input<typeof ZDailyReportInput>;

export type ReportTotals = { paymentTotal: number; grossTotal: number; netSales: number };

/** Spec section 5: payment total and gross = cash + card + finance; net = gross - (devices cost + taxes + tips). */
export function reportTotalsCents(r: Partial<Record<ReportAmountField, unknown>>): ReportTotals {
  const c = (f: ReportAmountField) => amountToCents(r[f]);
  const gross = c('cashAmount') + c('cardAmount') + c('financeAmount');
  return {
    paymentTotal: gross,
    grossTotal: gross,
    netSales: gross - (c('devicesCost') + c('taxes') + c('tips')),
  };
}

export const ZDailyReport = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  businessDate: z.string(),
  ...(Object.fromEntries(REPORT_AMOUNT_FIELDS.map((f) => [f, z.number()])) as Record<
    ReportAmountField,
    z.ZodNumber
  >),
  paymentTotal: z.number(),
  grossTotal: z.number(),
  netSales: z.number(),
  staffOnShift: z.string().nullable(),
  googleReviews: z.number(),
  socialFollowers: z.number(),
  notes: z.string().nullable(),
  reportDate: z.string().nullable(),
  reportTime: z.string().nullable(),
  submittedBy: z.string().nullable(),
  submittedByName: z.string().nullable(),
  submittedAt: z.string(),
});
export type DailyReport = z.infer<typeof ZDailyReport>;

export const ZSubmitReportResponse = z.object({
  report: ZDailyReport,
  /** 8:00 AM the next day in the store's time zone, when its store users may sign in again. */
  nextLoginTime: z.string(),
});

export const ZCheckToday = z.object({
  hasSubmittedToday: z.boolean(),
  businessDate: z.string(),
  report: ZDailyReport.nullable(),
});
export type CheckToday = z.infer<typeof ZCheckToday>;

export const LOGIN_BLOCKED_CODE = 'LOGIN_BLOCKED';
export const REPORT_MESSAGES = {
  blockedTitle: 'Login Blocked',
  blocked: 'Daily sales report has been submitted. Login will be available at 8:00 AM tomorrow.',
  timeRemaining: 'Time remaining',
  submittedTitle: 'Report Submitted',
  alreadySubmitted: 'Report Already Submitted',
  duplicate: "Today's daily sales report for this store has already been submitted.",
  successTitle: 'Success',
  success: 'Daily sales report submitted successfully',
  errorTitle: 'Error',
  errorFallback: 'Failed to submit report',
} as const;

/** Login reopens at this store-local hour the day after a report (spec section 9). */
export const LOGIN_REOPEN_HOUR = 8;

/**
 * A report beside what the system itself recorded for that store and business day. Each line's
 * difference is reported minus recorded: positive means the report claims more than was rung up.
 */
export const ZReconciliationLine = z.object({
  reported: z.number(),
  recorded: z.number(),
  difference: z.number(),
});

export const ZReconciledReport = ZDailyReport.extend({
  reconciliation: z.object({
    repairRevenue: ZReconciliationLine,
    deviceSales: ZReconciliationLine,
    buybackPayouts: ZReconciliationLine,
  }),
  /** True when any line differs by a cent or more. */
  hasDifferences: z.boolean(),
});
export type ReconciledReport = z.infer<typeof ZReconciledReport>;

export const ZReportListQuery = z.object({
  storeId: z.string().max(64).optional(),
  from: z.iso.date({ error: 'from must be a date like 2026-11-01' }).optional(),
  to: z.iso.date({ error: 'to must be a date like 2026-11-30' }).optional(),
  onlyDifferences: z
    .enum(['true', 'false'], { error: 'onlyDifferences must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(366).default(90),
});
export type ReportListFilter = z.output<typeof ZReportListQuery>;
