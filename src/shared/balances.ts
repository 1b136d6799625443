import { z } from 'zod';
import { PAYMENT_METHOD_LABELS } from './device-labels';
import { PAYMENT_METHODS, type PaymentMethod } from './devices';
import { ZClientId, zDollars } from './fields';

/**
 * Store credit and gift cards (issue 38): balances a customer spends at the counter, each an
 * append-only ledger. A gift card is sold in one store and spent in any store of the chain; store
 * credit belongs to a customer's record (from a return, or goodwill a manager gives).
 */

/** How a counter sale may be paid: the spec's payment methods, and the two balances. */
export const TENDERS = [...PAYMENT_METHODS, 'store_credit', 'gift_card'] as const;
export type Tender = (typeof TENDERS)[number];
export const TENDER_LABELS: Record<Tender, string> = {
  ...(PAYMENT_METHOD_LABELS as Record<PaymentMethod, string>),
  store_credit: 'Store credit',
  gift_card: 'Gift card',
};
/** Where a counter return's money goes: back the way it came, or onto the customer's credit. */
export const REFUND_TENDERS = [...PAYMENT_METHODS, 'store_credit'] as const;

/** What moved a balance: a card sold (issue) or spent (redeem), credit given or spent. */
export const BALANCE_KINDS = [
  'issue',
  'redeem',
  'return',
  'goodwill',
  'refund',
  'cash_out',
] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];
export const BALANCE_KIND_LABELS: Record<BalanceKind, string> = {
  issue: 'Sold',
  redeem: 'Spent',
  return: 'From a return',
  goodwill: 'Goodwill',
  refund: 'Given back',
  cash_out: 'Paid out in cash',
};

export const BALANCE_MESSAGES = {
  amount: 'Enter an amount',
  cardNumber: 'Enter the 16-digit gift card number',
  cardNotFound: 'No gift card has this number',
  notEnough: (balance: string) => `Only ${balance} left on it`,
  busy: 'It was used at another counter at this moment: check the balance and try again',
  spentNotFound: 'The balance this payment was taken from was not found, so it cannot be voided',
  creditNeedsCustomer: 'Store credit needs the customer chosen',
  reason: 'Say why (at least 3 characters)',
  goodwillNeedsManager: 'Goodwill credit needs a manager',
  cashOutNeedsManager: 'Paying out a gift card in cash needs a manager',
  emptyCard: 'This card holds nothing to pay out',
} as const;
const M = BALANCE_MESSAGES;

/** A gift card's number as printed: 16 digits, typed with or without spaces. */
export const ZGiftCardNumber = z
  .string({ error: M.cardNumber })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{16}$/.test(v), M.cardNumber);

/** 1234 5678 9012 3456: how a number is shown and printed. */
export function formatCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const ZGiftCardSaleInput = z.object({
  id: ZClientId,
  storeId: z.string().max(64).optional(),
  amount: zDollars(M.amount),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how it is paid' }),
  reference: z.string().trim().max(40).optional(),
});
export type GiftCardSaleInput = z.input<typeof ZGiftCardSaleInput>;

export const ZBalanceEntry = z.object({
  kind: z.enum(BALANCE_KINDS),
  amount: z.number(),
  balance: z.number(),
  reason: z.string().nullable(),
  storeName: z.string(),
  createdAt: z.string(),
});
export type BalanceEntry = z.infer<typeof ZBalanceEntry>;

export const ZGiftCard = z.object({
  id: z.string(),
  number: z.string(),
  storeName: z.string(),
  initial: z.number(),
  balance: z.number(),
  createdAt: z.string(),
  entries: z.array(ZBalanceEntry),
});
export type GiftCard = z.infer<typeof ZGiftCard>;

export const ZStoreCredit = z.object({
  balance: z.number(),
  entries: z.array(ZBalanceEntry),
});
export type StoreCredit = z.infer<typeof ZStoreCredit>;

/** Goodwill credit a manager gives a customer, with the reason the log keeps. */
export const ZGoodwillInput = z.object({
  id: ZClientId,
  amount: zDollars(M.amount),
  reason: z.string({ error: M.reason }).trim().min(3, M.reason).max(500, M.reason),
});
export type GoodwillInput = z.input<typeof ZGoodwillInput>;

/**
 * A gift card's balance paid out in cash by a manager (or with a manager's PIN): some states
 * require it for a small balance, and a shop may choose it for any. The card is left at zero.
 */
export const ZGiftCardCashOutInput = z.object({
  id: ZClientId,
  reason: z.string({ error: M.reason }).trim().min(3, M.reason).max(500, M.reason),
});
export type GiftCardCashOutInput = z.input<typeof ZGiftCardCashOutInput>;
