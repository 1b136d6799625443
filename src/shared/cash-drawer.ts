import { z } from 'zod';
import { zDollars } from './fields';

/**
 * What the system recorded for a store's business day beside the fields the clerk counts, and
 * its cash drawer (issue 18, docs/decisions/037-money-ledger.md). Amounts are dollars.
 */
export const CASH_DRAWER_MESSAGES = {
  openingFloat: 'Enter the cash in the drawer, like 150.00',
  countedCash: 'Enter the cash counted, like 420.00',
  businessDate: 'businessDate must be a date like 2026-11-01',
  floatAlreadySet: 'The opening float for today is already set.',
} as const;

/** The report's fields the ledger also knows, in the order the form lists them. */
export const RECORDED_FIELDS = [
  'cashAmount',
  'cardAmount',
  'financeAmount',
  'repairRevenue',
  'deviceSales',
  'accessories',
  'purchasesPayouts',
  'taxes',
  'refunds',
] as const;
export type RecordedField = (typeof RECORDED_FIELDS)[number];

export const ZRecordedDayQuery = z.object({
  storeId: z.string().max(64).optional(),
  /** The store's business day; its current one when left out. */
  businessDate: z.iso.date({ error: CASH_DRAWER_MESSAGES.businessDate }).optional(),
});
export type RecordedDayQuery = z.infer<typeof ZRecordedDayQuery>;

export const ZCashDrawer = z.object({
  openingFloat: z.number(),
  /** Entered for this day; false when carried from the last count (or 0 with none). */
  floatEntered: z.boolean(),
  /** The cash counted at the close of the store's last counted day before this one, if any. */
  lastCount: z.number().nullable(),
  cashTaken: z.number(),
  cashPaidOut: z.number(),
  cashRefunded: z.number(),
  /** Float + cash taken − cash paid out − cash refunded. */
  expectedCash: z.number(),
  /** Counted at close, with the report; null until then. */
  countedCash: z.number().nullable(),
  /** Counted − expected: negative when the drawer is short. */
  difference: z.number().nullable(),
});
export type CashDrawer = z.infer<typeof ZCashDrawer>;

/** How a day's drawer closed, beside its report (issue 38). */
export const ZDrawerClose = z.object({
  expectedCash: z.number(),
  countedCash: z.number(),
  /** Counted − expected: negative when the drawer is short. */
  difference: z.number(),
  /** Over or short by more than the store's drawer alert. */
  alert: z.boolean(),
});
export type DrawerClose = z.infer<typeof ZDrawerClose>;

export const ZRecordedDay = z.object({
  storeId: z.string(),
  businessDate: z.string(),
  recorded: z.object(
    Object.fromEntries(RECORDED_FIELDS.map((f) => [f, z.number()])) as Record<
      RecordedField,
      z.ZodNumber
    >,
  ),
  cashDrawer: ZCashDrawer,
});
export type RecordedDay = z.infer<typeof ZRecordedDay>;

/** The cash in the drawer as the day opens, entered at the counter's first sign-in. */
export const ZOpeningFloatInput = z.object({
  storeId: z.string().min(1).max(64).optional(),
  openingFloat: zDollars(CASH_DRAWER_MESSAGES.openingFloat, { zero: true }),
});
export type OpeningFloatInput = z.input<typeof ZOpeningFloatInput>;

/** Cash counted at close, sent with the daily report; left out (or empty) when not counted. */
export const ZCountedCash = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  zDollars(CASH_DRAWER_MESSAGES.countedCash, { zero: true }).optional(),
);
