import { z } from 'zod';
import { dollarsToCents, MONEY_MESSAGES, parseDollarText } from './money';
import { ZCountedCash, ZDrawerClose } from './cash-drawer';
import { localDate } from './time';

/** The amounts of the daily sales report (docs/product.md, Fields), typed as text, default 0. */
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

/**
 * The live totals while a report is typed: an unparsable amount counts as 0 there (docs/product.md,
 * Daily report and the sign-in block); what is submitted is checked by ZDailyReportInput, which
 * refuses it instead.
 */
export function amountToCents(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : 0;
  // The submitted amount's own reader, so "0x10" or "1e3" counts as 0 here too, not as 16 or 1000.
  const read = parseDollarText(String(value ?? ''));
  return read.ok ? read.cents : 0;
}

/**
 * The most one figure of a day may be: any sum the day's ledger can hold (issue 37: a cap of
 * $9,999,999.99 left a day that took more closable only with a false figure). The columns are
 * 64-bit; the cents stay exact as JavaScript numbers up to 2^53.
 */
export const MAX_REPORT_CENTS = Number.MAX_SAFE_INTEGER;
const MAX_COUNT = 10_000_000;

/** Whole cents of one typed amount (empty is 0), or why it is not one. */
function reportAmountCents(v: string | number | undefined): number | keyof typeof MONEY_MESSAGES {
  if (v === undefined) return 0;
  if (typeof v === 'number') return v < 0 ? 'negative' : (dollarsToCents(v) ?? 'decimals');
  const read = parseDollarText(v);
  if (read.ok) return read.cents;
  return read.reason === 'empty' ? 0 : read.reason;
}

/** Dollars as typed (or a JSON number), kept as "1250.00"; refused with the reason otherwise. */
const ZAmount = z
  .union([z.string().max(20, 'Amount is too long'), z.number()])
  .optional()
  .transform((v, ctx) => {
    const cents = reportAmountCents(v);
    if (typeof cents === 'string' || cents > MAX_REPORT_CENTS) {
      ctx.addIssue({
        code: 'custom',
        message: MONEY_MESSAGES[typeof cents === 'string' ? cents : 'tooLarge'],
      });
      return z.NEVER;
    }
    return (cents / 100).toFixed(2);
  });

export const COUNT_MESSAGE = 'Enter a whole number';

/** Reviews and followers: whole numbers typed as digits ("2.5" is refused, not read as 25). */
const ZCount = z
  .union([z.string().max(12, COUNT_MESSAGE), z.number()])
  .optional()
  .transform((v, ctx) => {
    const text = String(v ?? '').trim();
    if (text === '') return 0;
    if (!/^\d+$/.test(text) || Number(text) > MAX_COUNT) {
      ctx.addIssue({ code: 'custom', message: COUNT_MESSAGE });
      return z.NEVER;
    }
    return Number(text);
  });

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
  /** The cash counted in the drawer at close, beside the expected cash (issue 18). */
  countedCash: ZCountedCash,
  /** What the device showed; the server decides the business day from the store's time zone. */
  reportDate: z.string().max(40).optional(),
  reportTime: z.string().max(40).optional(),
});
export type DailyReportInput = z.input<typeof ZDailyReportInput>;
/** A filing as the route parsed it: what the service takes. */
export type DailyReportFiling = z.output<typeof ZDailyReportInput>;
/** What a report says about the day, checked: the part a correction may change. */
export type DailyReportFields = Pick<
  z.output<typeof ZDailyReportInput>,
  ReportAmountField | 'googleReviews' | 'socialFollowers' | 'staffOnShift' | 'notes'
>;

export type ReportTotals = { paymentTotal: number; grossTotal: number; netSales: number };

/**
 * Payment total and gross = cash + card + finance; net = gross - (devices cost + taxes + tips)
 * (docs/product.md, Daily report and the sign-in block).
 */
export function reportTotalsCents(r: Partial<Record<ReportAmountField, unknown>>): ReportTotals {
  const c = (f: ReportAmountField) => amountToCents(r[f]);
  const gross = c('cashAmount') + c('cardAmount') + c('financeAmount');
  return {
    paymentTotal: gross,
    grossTotal: gross,
    netSales: gross - (c('devicesCost') + c('taxes') + c('tips')),
  };
}

export const REPORT_STATES = ['submitted', 'reopened'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
/** What happened to a filed report since: a manager reopened it, corrected it, or it was filed again. */
export const REPORT_CHANGE_KINDS = ['reopened', 'corrected', 'refiled'] as const;
export type ReportChangeKind = (typeof REPORT_CHANGE_KINDS)[number];

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
  /** Reopened by a manager: the counter may sign in and file the day again. */
  state: z.enum(REPORT_STATES),
  /** 1 as first filed; each correction or refiling adds one. */
  revision: z.number().int(),
  /** The newest reopening, correction or refiling, with who and why; null as first filed. */
  lastChange: z
    .object({
      kind: z.enum(REPORT_CHANGE_KINDS),
      reason: z.string().nullable(),
      byName: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type DailyReport = z.infer<typeof ZDailyReport>;

/** Why a manager reopens or corrects a filed report: kept with the change and in the activity log. */
export const ZChangeReason = z
  .string({ error: 'Say why the report changes' })
  .trim()
  .min(3, 'Say why the report changes')
  .max(500, 'Keep the reason under 500 characters');

export const ZReopenReportInput = z.object({ reason: ZChangeReason });
export type ReopenReportInput = z.input<typeof ZReopenReportInput>;
/** A reopening as the route parsed it. */
export type ReportReopening = z.output<typeof ZReopenReportInput>;

/** What a report says about the day: the part a correction may change. */
export const ZDailyReportFields = ZDailyReportInput.omit({
  storeId: true,
  countedCash: true,
  reportDate: true,
  reportTime: true,
});

/** A manager's correction of a filed report: the report's own fields, and why. */
export const ZCorrectReportInput = ZDailyReportFields.extend({ reason: ZChangeReason });
export type CorrectReportInput = z.input<typeof ZCorrectReportInput>;
/** A correction as the route parsed it. */
export type ReportCorrection = z.output<typeof ZCorrectReportInput>;

export const ZReportChangeResponse = z.object({ report: ZDailyReport });

export const ZSubmitReportResponse = z.object({
  report: ZDailyReport,
  /** 8:00 AM store time the morning the business day ends, when its store users may sign in again. */
  nextLoginTime: z.string(),
  /** The store's time zone, in which "today" or "tomorrow" of nextLoginTime is read. */
  timeZone: z.string(),
});
export type SubmitReportResponse = z.infer<typeof ZSubmitReportResponse>;

/** Whether a store's counter may sign in, for a device that remembers a block (public). */
export const ZLoginBlockQuery = z.object({ storeId: z.string().min(1).max(64) });
export const ZLoginBlockState = z.object({ blockedUntil: z.string().nullable() });

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
  /** After midnight the block ends this morning: the same words, with the right day. */
  blockedToday: 'Daily sales report has been submitted. Login will be available at 8:00 AM today.',
  timeRemaining: 'Time remaining',
  submittedTitle: 'Report Submitted',
  alreadySubmitted: 'Report Already Submitted',
  duplicate: "Today's daily sales report for this store has already been submitted.",
  successTitle: 'Success',
  success: 'Daily sales report submitted successfully',
  errorTitle: 'Error',
  errorFallback: 'Failed to submit report',
  notReopenable: 'Only a filed report of the store’s current business day can be reopened.',
  alreadyReopened: 'This report is already reopened and waits to be filed again.',
  reopenedTitle: 'Report reopened',
  correctedTitle: 'Report corrected',
} as const;

/**
 * The day sign-in reopens at `until`, as the store's clock names it at `now`: a report filed in the
 * evening reopens sign-in tomorrow, one filed after midnight this morning.
 */
export function reopenDay(until: Date, now: Date, timeZone: string): 'today' | 'tomorrow' {
  return localDate(until, timeZone) === localDate(now, timeZone) ? 'today' : 'tomorrow';
}

/**
 * The sign-in block's message (docs/product.md, Messages), naming the day it ends on the store's
 * clock.
 */
export function loginBlockedMessage(until: Date, now: Date, timeZone: string): string {
  return reopenDay(until, now, timeZone) === 'today'
    ? REPORT_MESSAGES.blockedToday
    : REPORT_MESSAGES.blocked;
}

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
  /** Field by field against the ledger (issue 18); purchasesPayouts is named buybackPayouts. */
  reconciliation: z.object({
    cashAmount: ZReconciliationLine,
    cardAmount: ZReconciliationLine,
    financeAmount: ZReconciliationLine,
    repairRevenue: ZReconciliationLine,
    deviceSales: ZReconciliationLine,
    buybackPayouts: ZReconciliationLine,
    taxes: ZReconciliationLine,
    refunds: ZReconciliationLine,
  }),
  /** The day's drawer at close: expected, counted, over or short; null when not counted. */
  drawer: ZDrawerClose.nullable(),
  /** True when any line differs by a cent or more, or the drawer passes the store's alert. */
  hasDifferences: z.boolean(),
});
export type ReconciledReport = z.infer<typeof ZReconciledReport>;

/** A report in the managers' reconciliation list, with what they may still do with it. */
export const ZReconciliationEntry = ZReconciledReport.extend({
  /** Filed today (the store's business day) and not already reopened. */
  reopenable: z.boolean(),
});
export type ReconciliationEntry = z.infer<typeof ZReconciliationEntry>;

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
