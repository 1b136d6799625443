import { z } from 'zod';
import { BALANCE_MESSAGES, TENDERS, ZGiftCardNumber } from './balances';
import { PAYMENT_METHODS } from './devices';
import { MAX_DOLLARS, ZClientId, zDollars } from './fields';
import { formatCents } from './format';
import { ZRepairPart } from './inventory';
import { ENTRY_KINDS, LINE_KINDS } from './money-rules';

/**
 * The contract of a repair's money (issue 18): its final price as lines, the customer's approval
 * when that price is well above the estimate, and the ledger of what was paid and given back.
 * Routes (all but the public one need repairs.read / repairs.write and the repair in reach):
 *   GET  /api/repair-waivers/:id/money           ZRepairMoney
 *   PUT  /api/repair-waivers/:id/quote           ZQuoteInput -> ZRepairMoney
 *   POST /api/repair-waivers/:id/approval        ZVerbalApprovalInput -> ZRepairMoney (staff heard it)
 *   POST /api/repair-waivers/:id/payments        ZPaymentInput -> ZRepairMoney (deposit or payment)
 *   POST /api/repair-waivers/:id/refunds         ZRefundInput -> ZRepairMoney
 *   POST /api/repair-waivers/:id/no-charge       ZNoChargeInput -> ZRepairMoney (money.manage)
 *   GET  /api/repair-waivers/:id/invoice         ZInvoice
 *   POST /api/repair-waivers/:id/invoice/email   -> { queued: true }
 *   POST /api/public/repairs/:token/quote        ZQuoteDecisionInput -> ZPublicRepairStatus
 */

export const REPAIR_MONEY_MESSAGES = {
  linesRequired: 'Add at least one line',
  tooManyLines: 'A price has at most 50 lines',
  description: 'Describe the line',
  quantity: 'Quantity is a whole number from 1 to 999',
  unitPrice: 'Enter a price like 49.99',
  unitCost: 'Enter a cost like 12.50',
  discountTooLarge: 'The discount is more than the lines it comes off',
  lineTooLarge: `A line is at most ${formatCents(MAX_DOLLARS * 100)}`,
  priceTooLarge: `A price is at most ${formatCents(MAX_DOLLARS * 100)}`,
  priceNeedsManager: (limitCents: number) =>
    `A price above ${formatCents(limitCents)} needs a manager`,
  amount: 'Enter an amount like 120.50',
  method: 'Choose how the customer pays',
  tendered: 'Cash handed over is less than the amount',
  reference: "Enter the card's last four digits or a reference",
  reason: 'Give a reason',
  takenFrom: 'Say who approved it',
  partsRequired: 'Add at least one payment',
  overBalance: (balanceCents: number) =>
    `That is more than the balance of ${formatCents(balanceCents)}`,
  nothingOwed: 'Nothing is owed on this repair',
  refundOverPaid: (paidCents: number) =>
    `A refund cannot be more than the ${formatCents(paidCents)} paid`,
  refundNeedsManager: (limitCents: number) =>
    `Refunds above ${formatCents(limitCents)} need a manager`,
  voidNeedsManager: 'Only a manager can void a payment',
  voidUnknown: 'Choose a payment of this repair to void',
  alreadyVoided: 'That payment was already voided',
  balanceOpen: (balanceCents: number) =>
    `Take the balance of ${formatCents(balanceCents)} before pickup, or a manager marks it no charge`,
  awaitingApproval: 'The customer has not approved the new price yet',
  notAwaiting: 'No new price is waiting for approval',
  noInvoice: 'No invoice yet',
  declined: 'The customer declined the new price',
  pickedUp: 'The repair was picked up: its price can no longer change',
  noEmail: 'This customer has no e-mail address',
} as const;

export const REPAIR_MONEY_TOASTS = {
  quoteSaved: 'Price saved',
  approvalRecorded: 'Approval recorded',
  paymentRecorded: 'Payment recorded',
  refundRecorded: 'Refund recorded',
  noChargeRecorded: 'Marked no charge',
  invoiceEmailed: 'Invoice sent to the customer',
} as const;

const M = REPAIR_MONEY_MESSAGES;

const zReason = z
  .string({ error: M.reason })
  .trim()
  .min(3, M.reason)
  .max(500, 'Must be at most 500 characters');

export const ZPriceLineInput = z.object({
  kind: z.enum(LINE_KINDS),
  description: z
    .string({ error: M.description })
    .trim()
    .min(1, M.description)
    .max(120, 'Must be at most 120 characters'),
  quantity: z.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(999, M.quantity),
  unitPrice: zDollars(M.unitPrice),
  /** What the part cost the shop, typed for a part bought in for this repair alone. */
  unitCost: zDollars(M.unitCost, { zero: true }).optional(),
  /**
   * A part or accessory from the catalogue (issue 19): saving the price reserves it from the
   * store's stock, completing the repair uses it, and its cost is the stock's (a typed one is ignored).
   */
  itemId: z.string().max(64).optional(),
  /** A discount is never taxed; labour and parts say whether the store's rate applies. */
  taxed: z.boolean().default(true),
});
export type PriceLineInput = z.input<typeof ZPriceLineInput>;

/**
 * A price keeps to the one range of a typed amount (issue 37): each line (quantity × price) and
 * the lines before tax and discount, so 50 lines of 999 × $100,000 cannot make a $5 billion quote.
 */
export const ZQuoteInput = z.object({
  /**
   * The price the form was opened on (Quote.id; null: none was set). A save whose price has
   * changed since answers 409 STALE_EDIT with who changed it and when, and the money as it is
   * now (issue 37: a manager's older form overwrote a counter's price). Absent: not checked.
   */
  basedOnQuoteId: z.string().max(64).nullable().optional(),
  lines: z
    .array(ZPriceLineInput)
    .min(1, M.linesRequired)
    .max(50, M.tooManyLines)
    .superRefine((lines, ctx) => {
      const maxCents = MAX_DOLLARS * 100;
      let sum = 0;
      lines.forEach((line, index) => {
        const cents = Math.round(line.unitPrice * 100) * line.quantity;
        if (cents > maxCents) {
          ctx.addIssue({ code: 'custom', path: [index, 'unitPrice'], message: M.lineTooLarge });
        }
        if (line.kind !== 'discount') sum += cents;
      });
      if (sum > maxCents) ctx.addIssue({ code: 'custom', message: M.priceTooLarge });
    }),
});
export type QuoteInput = z.input<typeof ZQuoteInput>;

export const ZPriceLine = z.object({
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  unitCost: z.number().nullable(),
  taxed: z.boolean(),
  itemId: z.string().nullable(),
  /** quantity × unit price (negative for a discount), and this line's own tax. */
  amount: z.number(),
  tax: z.number(),
});

export const APPROVAL_STATES = ['not_needed', 'awaiting', 'approved', 'declined'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];
export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  not_needed: 'Within the estimate',
  awaiting: 'Awaiting approval',
  approved: 'Approved',
  declined: 'Declined',
};

export const ZQuote = z.object({
  id: z.string(),
  lines: z.array(ZPriceLine),
  subtotal: z.number(),
  tax: z.number(),
  discount: z.number(),
  total: z.number(),
  /** The store's rate when the price was set, in percent (8.875). */
  taxRate: z.number(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  approval: z.object({
    state: z.enum(APPROVAL_STATES),
    /** 'customer' on the status page, 'verbal' when staff recorded it. */
    via: z.enum(['customer', 'verbal']).nullable(),
    /** Who approved: for a verbal approval, the name the staff member wrote down. */
    takenFrom: z.string().nullable(),
    recordedByName: z.string().nullable(),
    decidedAt: z.string().nullable(),
  }),
});
export type Quote = z.infer<typeof ZQuote>;

export const ZVerbalApprovalInput = z.object({
  decision: z.enum(['approved', 'declined']),
  takenFrom: z
    .string({ error: M.takenFrom })
    .trim()
    .min(1, M.takenFrom)
    .max(120, 'Must be at most 120 characters'),
});

export const ZQuoteDecisionInput = z.object({ decision: z.enum(['approved', 'declined']) });

/** One way of paying within a payment: a split is several parts sent together. */
/** A payment part's amount and its proof, whatever the methods it may be paid by. */
export const PAYMENT_PART_FIELDS = {
  amount: zDollars(M.amount),
  /** Cash only: what the customer handed over; the change is worked out from it. */
  tendered: zDollars(M.amount).optional(),
  /** Card: last four digits or the terminal's reference; finance / other: the agreement or note. */
  reference: z.string().trim().max(60, 'Must be at most 60 characters').optional(),
};

/** Cash handed over covers its part; a card names its last four or reference. */
export function checkPaymentPart(
  p: { method: string; amount: number; tendered?: number; reference?: string },
  ctx: z.RefinementCtx,
): void {
  if (p.method === 'cash' && p.tendered !== undefined && p.tendered < p.amount) {
    ctx.addIssue({ code: 'custom', path: ['tendered'], message: M.tendered });
  }
  if (p.method === 'card' && !p.reference) {
    ctx.addIssue({ code: 'custom', path: ['reference'], message: M.reference });
  }
}

export const ZPaymentPart = z
  .object({ method: z.enum(PAYMENT_METHODS, { error: M.method }), ...PAYMENT_PART_FIELDS })
  .superRefine(checkPaymentPart);
/**
 * A part of a counter sale's or a repair's payment: the spec's methods, or a gift card (its number) or the
 * customer's store credit spent.
 */
export const ZTenderPart = z
  .object({
    method: z.enum(TENDERS, { error: M.method }),
    ...PAYMENT_PART_FIELDS,
    giftCardNumber: ZGiftCardNumber.optional(),
  })
  .superRefine((p, ctx) => {
    checkPaymentPart(p, ctx);
    if (p.method === 'gift_card' && !p.giftCardNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['giftCardNumber'],
        message: BALANCE_MESSAGES.cardNumber,
      });
    }
  });
export type TenderPartInput = z.input<typeof ZTenderPart>;

export type PaymentPartInput = z.input<typeof ZPaymentPart>;

export const ZPaymentInput = z.object({
  /** Client-made, so a payment sent twice (a retry, an offline replay) is recorded once. */
  id: ZClientId,
  kind: z.enum(['deposit', 'payment']),
  parts: z.array(ZTenderPart).min(1, M.partsRequired).max(6, 'At most 6 parts in one payment'),
});
export type PaymentInput = z.input<typeof ZPaymentInput>;

export const ZRefundInput = z
  .object({
    id: ZClientId,
    /** A void names the payment's own way (a gift card's goes back onto the card). */
    method: z.enum(TENDERS, { error: M.method }),
    amount: zDollars(M.amount),
    reason: zReason,
    /** A void takes back one payment whole (a mistake at the till); a refund is any amount. */
    voidsEntryId: z.string().max(64).optional(),
  })
  .refine(
    (r) =>
      r.voidsEntryId !== undefined || (PAYMENT_METHODS as readonly string[]).includes(r.method),
    { path: ['method'], message: M.method },
  );
export type RefundInput = z.input<typeof ZRefundInput>;

export const NO_CHARGE_KINDS = ['warranty', 'goodwill'] as const;
export const ZNoChargeInput = z.object({ kind: z.enum(NO_CHARGE_KINDS), reason: zReason });
export type NoChargeInput = z.input<typeof ZNoChargeInput>;

export const ZLedgerEntry = z.object({
  id: z.string(),
  kind: z.enum(ENTRY_KINDS),
  method: z.enum(TENDERS),
  amount: z.number(),
  tendered: z.number().nullable(),
  change: z.number().nullable(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  /** The payment a void takes back. */
  reversesId: z.string().nullable(),
  takenAt: z.string(),
  takenByName: z.string().nullable(),
});
export type LedgerEntryView = z.infer<typeof ZLedgerEntry>;

export const ZRepairMoney = z.object({
  repairId: z.string(),
  /** Its catalogue parts: reserved, waiting for stock, used or released (issue 19). */
  parts: z.array(ZRepairPart),
  /** What its used parts cost the shop: the margin is the total before tax less this. */
  partsCost: z.number(),
  /** The estimate before tax, as typed at check-in. */
  estimate: z.number(),
  /** Its tax at the store's rate at check-in (0 for repairs checked in before decision 048). */
  estimateTax: z.number(),
  quote: ZQuote.nullable(),
  /** The final total, or the estimate while no final price is set. */
  total: z.number(),
  entries: z.array(ZLedgerEntry),
  paid: z.number(),
  balance: z.number(),
  noCharge: z
    .object({
      kind: z.enum(NO_CHARGE_KINDS),
      reason: z.string(),
      byName: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  invoiceNumber: z.string().nullable(),
  /** The store's refund limit: above it a refund needs a manager. */
  refundLimit: z.number(),
  /** The store's tax rate now (percent), for a price being drawn up on screen. */
  taxRate: z.number(),
  /** The most a final price may reach without the customer's approval. */
  approvalCeiling: z.number(),
  warranty: z.object({
    /** Until when this repair is under warranty (store-local date), once picked up. */
    until: z.string().nullable(),
    /** An earlier repair of the same device whose warranty this check-in fell within. */
    returnOf: z
      .object({
        id: z.string(),
        ticketNumber: z.string(),
        pickedUpAt: z.string(),
        until: z.string(),
      })
      .nullable(),
  }),
});
export type RepairMoney = z.infer<typeof ZRepairMoney>;

/** What the invoice prints and e-mails: the money view with the store and customer it is for. */
export const ZInvoice = ZRepairMoney.extend({
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  ticketNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  device: z.string(),
  /** The device's IMEI or serial, as checked in; null when none was taken. */
  imei: z.string().nullable(),
  storeId: z.string(),
});
export type Invoice = z.infer<typeof ZInvoice>;
