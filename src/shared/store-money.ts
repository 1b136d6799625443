import { z } from 'zod';
import { zDollars } from './fields';
import { formatCents } from './format';
import { PPM } from './money-rules';

/**
 * A store's money settings (Admin → Stores, issue 18): its sales-tax rate, how far a final price
 * may pass the estimate before the customer approves, the refund a counter may give without a
 * manager, the largest price a counter sets without one, how long its repairs are under warranty, and how it prices buybacks against the market.
 */
export const STORE_MONEY_MESSAGES = {
  taxRate: 'Enter a tax rate from 0 to 25 %, like 8.875',
  approvalPercent: 'Enter a whole percent from 0 to 100',
  approvalAmount: 'Enter an amount like 20.00',
  refundLimit: 'Enter an amount like 50.00',
  counterLimit: 'Enter an amount like 5000.00',
  drawerAlert: 'Enter an amount like 5.00',
  warrantyDays: 'Enter a number of days from 0 to 730',
  buybackOfferPercent: 'Enter a whole percent from 50 to 100',
  buybackMarginPercent: 'Enter a whole percent from 0 to 60',
} as const;

/** What passes the store's counter limit: each needs a manager's approval above it (issue 37). */
export type CounterAmount = 'payment' | 'sale' | 'payout';

const COUNTER_AMOUNT_NAMES: Record<CounterAmount, string> = {
  payment: 'A payment',
  sale: 'A sale',
  payout: 'A buyback payout',
};

/** The refusal of an amount above the store's counter limit, naming the limit. */
export function aboveCounterLimit(what: CounterAmount, limitCents: number): string {
  return `${COUNTER_AMOUNT_NAMES[what]} above ${formatCents(limitCents)} needs a manager's approval`;
}

export const DEFAULT_STORE_MONEY = {
  taxRatePpm: 0,
  approvalLimitPercent: 10,
  approvalLimitCents: 2000,
  refundLimitCents: 5000,
  counterLimitCents: 500_000,
  drawerAlertCents: 500,
  warrantyDays: 90,
  buybackOfferPercent: 90,
  buybackMarginPercent: 25,
} as const;

/** 8.875 (percent) ↔ 88,750 parts per million, exactly: a rate has at most 4 decimals. */
export function percentToPpm(percent: number): number {
  return Math.round(percent * (PPM / 100));
}
export function ppmToPercent(ppm: number): number {
  return ppm / (PPM / 100);
}

const S = STORE_MONEY_MESSAGES;

/** The fields as the API speaks them (percent and dollars); all optional on create and update. */
export const ZStoreMoneyInput = z.object({
  taxRate: z
    .number({ error: S.taxRate })
    .min(0, S.taxRate)
    .max(25, S.taxRate)
    .refine((n) => Math.abs(percentToPpm(n) - n * 10_000) < 1e-6, S.taxRate)
    .optional(),
  approvalLimitPercent: z
    .number({ error: S.approvalPercent })
    .int(S.approvalPercent)
    .min(0, S.approvalPercent)
    .max(100, S.approvalPercent)
    .optional(),
  approvalLimitAmount: zDollars(S.approvalAmount, { zero: true }).optional(),
  refundLimit: zDollars(S.refundLimit, { zero: true }).optional(),
  /** The largest price a counter sets on a repair without a manager (issue 37). */
  counterLimit: zDollars(S.counterLimit).optional(),
  /** Over or short at close beyond this is an alert on the managers' dashboards (issue 38). */
  drawerAlert: zDollars(S.drawerAlert, { zero: true }).optional(),
  warrantyDays: z
    .number({ error: S.warrantyDays })
    .int(S.warrantyDays)
    .min(0, S.warrantyDays)
    .max(730, S.warrantyDays)
    .optional(),
  // Buyback offers (issue 25): how close to the market's cash offer the store comes, and the
  // margin it keeps on resale after repairs; the lower of the two prices is recommended.
  buybackOfferPercent: z
    .number({ error: S.buybackOfferPercent })
    .int(S.buybackOfferPercent)
    .min(50, S.buybackOfferPercent)
    .max(100, S.buybackOfferPercent)
    .optional(),
  buybackMarginPercent: z
    .number({ error: S.buybackMarginPercent })
    .int(S.buybackMarginPercent)
    .min(0, S.buybackMarginPercent)
    .max(60, S.buybackMarginPercent)
    .optional(),
});

export const ZStoreMoney = z.object({
  taxRate: z.number(),
  approvalLimitPercent: z.number(),
  approvalLimitAmount: z.number(),
  refundLimit: z.number(),
  counterLimit: z.number(),
  drawerAlert: z.number(),
  warrantyDays: z.number(),
  buybackOfferPercent: z.number(),
  buybackMarginPercent: z.number(),
});
export type StoreMoney = z.infer<typeof ZStoreMoney>;
