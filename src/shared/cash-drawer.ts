import { z } from 'zod';
import { ZClientId, zDollars } from './fields';
import { formatCents } from './format';

/**
 * What the system recorded for a store's business day beside the fields the clerk counts, and
 * its cash drawer (issue 18, docs/decisions/037-money-ledger.md). Amounts are dollars.
 */
export const CASH_DRAWER_MESSAGES = {
  openingFloat: 'Enter the cash in the drawer, like 150.00',
  countedCash: 'Enter the cash counted, like 420.00',
  businessDate: 'businessDate must be a date like 2026-11-01',
  floatAlreadySet: 'The opening float for today is already set.',
  moveKind: 'Choose pay in or pay out',
  moveAmount: 'Enter an amount like 20.00',
  moveReason: 'Say what the cash is for, like "Change from the bank" (3 to 200 characters)',
  shiftCount: 'Enter the cash counted, like 420.00',
  dayCounted: 'Today’s drawer is already counted at close: reopen the report to change it.',
  payOutNeedsManager: (limitCents: number) =>
    `A pay-out above ${formatCents(limitCents)} needs a manager's approval`,
} as const;

/** How a count compares with what the drawer should hold: "Short by $5.00." */
export function drawerDifferenceText(differenceCents: number): string {
  if (differenceCents === 0) return 'The drawer matches.';
  const way = differenceCents < 0 ? 'Short' : 'Over';
  return `${way} by ${formatCents(Math.abs(differenceCents))}.`;
}

/**
 * Cash put into or taken out of the drawer that is no sale (issue 38): change from the bank, a
 * float top-up, the window cleaner paid from the till. Each needs its reason.
 */
export const DRAWER_MOVE_KINDS = ['pay_in', 'pay_out'] as const;
export type DrawerMoveKind = (typeof DRAWER_MOVE_KINDS)[number];
export const DRAWER_MOVE_LABELS: Record<DrawerMoveKind, string> = {
  pay_in: 'Pay in',
  pay_out: 'Pay out',
};

export const ZDrawerMoveInput = z.object({
  id: ZClientId,
  storeId: z.string().min(1).max(64).optional(),
  kind: z.enum(DRAWER_MOVE_KINDS, { error: CASH_DRAWER_MESSAGES.moveKind }),
  amount: zDollars(CASH_DRAWER_MESSAGES.moveAmount),
  reason: z
    .string({ error: CASH_DRAWER_MESSAGES.moveReason })
    .trim()
    .min(3, CASH_DRAWER_MESSAGES.moveReason)
    .max(200, CASH_DRAWER_MESSAGES.moveReason),
});
export type DrawerMoveInput = z.input<typeof ZDrawerMoveInput>;

/** The drawer counted as one person's shift ends and the next begins. */
export const ZShiftCountInput = z.object({
  id: ZClientId,
  storeId: z.string().min(1).max(64).optional(),
  countedCash: zDollars(CASH_DRAWER_MESSAGES.shiftCount, { zero: true }),
});
export type ShiftCountInput = z.input<typeof ZShiftCountInput>;

export const ZDrawerMove = z.object({
  id: z.string(),
  kind: z.enum(DRAWER_MOVE_KINDS),
  amount: z.number(),
  reason: z.string(),
  byName: z.string().nullable(),
  /** The manager whose PIN approved it at the counter, if one did. */
  approvedByName: z.string().nullable(),
  at: z.string(),
});
export type DrawerMove = z.infer<typeof ZDrawerMove>;

/**
 * One shift of the drawer: from the day's float (or the count before it) to a count. Its
 * expected cash is the count before it plus the cash moved in the shift, fixed as it is counted;
 * over or short is the counter's, named. The shifts' differences add up to the day's.
 */
export const ZDrawerShift = z.object({
  id: z.string(),
  countedByName: z.string().nullable(),
  countedAt: z.string(),
  expectedCash: z.number(),
  countedCash: z.number(),
  difference: z.number(),
});
export type DrawerShift = z.infer<typeof ZDrawerShift>;

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
  /** Cash put in and taken out with a reason, not for a sale (issue 38). */
  payIns: z.number(),
  payOuts: z.number(),
  /** Float + cash taken − paid out − refunded + pay-ins − pay-outs. */
  expectedCash: z.number(),
  /** Counted at close, with the report; null until then. */
  countedCash: z.number().nullable(),
  /** Counted − expected: negative when the drawer is short. */
  difference: z.number().nullable(),
  /** The day's pay-ins and pay-outs, oldest first. */
  moves: z.array(ZDrawerMove),
  /** Counts at a change of shift, oldest first; the close's count is the day's own. */
  shifts: z.array(ZDrawerShift),
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
  /**
   * Over or short per person who counted: each shift's counter, and the closer for the last
   * shift. They add up to the difference.
   */
  byPerson: z.array(z.object({ name: z.string(), difference: z.number() })),
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
