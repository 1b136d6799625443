/**
 * The arithmetic of a repair's money, in whole cents, shared by the server (which records it) and
 * the screens (which show it before it is sent). Nothing here reads a clock or a database.
 */

export const LINE_KINDS = ['labour', 'part', 'discount'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const LINE_KIND_LABELS: Record<LineKind, string> = {
  labour: 'Labour',
  part: 'Part',
  discount: 'Discount',
};

/** One line of a final price, in cents. A discount's unit price is the amount taken off. */
export type PriceLine = {
  kind: LineKind;
  quantity: number;
  unitPriceCents: number;
  taxed: boolean;
};

/**
 * A tax rate is kept in parts per million of the price: 8.875 % is 88,750. Whole numbers keep
 * a rate like New York City's exact, which basis points (887.5) would not.
 */
export const PPM = 1_000_000;

/** Tax on an amount at a rate, rounded half-up to the cent (0.5 cent rounds away from zero). */
export function taxOn(cents: number, ratePpm: number): number {
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(cents) * ratePpm + PPM / 2) / PPM);
}

export type LineTotals = { amountCents: number; taxCents: number };

/**
 * A device sale's price, its tax at the store's rate and what the customer pays: the form shows
 * these before payment and the server records the same (issue 38: the form showed $199, the
 * receipt $215.42, and the day's card takings came up $16.42 short).
 */
export function saleTotals(priceCents: number, ratePpm: number) {
  const taxCents = taxOn(priceCents, ratePpm);
  return { priceCents, taxCents, totalCents: priceCents + taxCents };
}

/** What one line adds before tax and its own tax: a discount subtracts and carries no tax. */
export function lineTotals(line: PriceLine, ratePpm: number): LineTotals {
  const amount = line.quantity * line.unitPriceCents;
  if (line.kind === 'discount') return { amountCents: -amount, taxCents: 0 };
  return { amountCents: amount, taxCents: line.taxed ? taxOn(amount, ratePpm) : 0 };
}

export type QuoteTotals = {
  /** Labour and parts before tax. */
  subtotalCents: number;
  taxCents: number;
  discountCents: number;
  /** subtotal + tax − discount: what the customer owes for the repair. */
  totalCents: number;
};

/** Totals of a final price: tax per line, so the invoice's lines add up to its tax. */
export function quoteTotals(lines: readonly PriceLine[], ratePpm: number): QuoteTotals {
  let subtotalCents = 0;
  let taxCents = 0;
  let discountCents = 0;
  for (const line of lines) {
    const t = lineTotals(line, ratePpm);
    if (line.kind === 'discount') discountCents -= t.amountCents;
    else subtotalCents += t.amountCents;
    taxCents += t.taxCents;
  }
  return {
    subtotalCents,
    taxCents,
    discountCents,
    totalCents: subtotalCents + taxCents - discountCents,
  };
}

/** How far over its estimate a repair may go before the customer must approve, per store. */
export type ApprovalLimit = { percent: number; cents: number };

export const DEFAULT_APPROVAL_LIMIT: ApprovalLimit = { percent: 10, cents: 2000 };

/** The most a final total may reach without a new approval: the larger of the two allowances. */
export function approvalCeiling(estimateCents: number, limit: ApprovalLimit): number {
  const byPercent = Math.floor((estimateCents * limit.percent) / 100);
  return estimateCents + Math.max(byPercent, limit.cents);
}

export function needsApproval(
  estimateCents: number,
  totalCents: number,
  limit: ApprovalLimit,
): boolean {
  return totalCents > approvalCeiling(estimateCents, limit);
}

/** Money rows: what came in (deposits, payments) and what went back (refunds, voids). */
export const ENTRY_KINDS = ['deposit', 'payment', 'refund', 'void'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export type LedgerEntry = { kind: EntryKind; amountCents: number };

/** Money taken net of money given back. Amounts are always positive; the kind gives the sign. */
export function amountPaid(entries: readonly LedgerEntry[]): number {
  let paid = 0;
  for (const e of entries)
    paid += e.kind === 'refund' || e.kind === 'void' ? -e.amountCents : e.amountCents;
  return paid;
}

/**
 * What is still owed; negative only after a total was lowered below what was already paid. A
 * refund gives money back for good (goodwill, a part returned): it lowers what the customer paid
 * and what they owe alike, so it never reopens a balance (issue 38: a $43.30 goodwill refund on a
 * paid repair printed "Balance $43.30"). A void takes back a payment that should not have been
 * taken, so what it reversed is owed again.
 */
export function balanceDue(totalCents: number, entries: readonly LedgerEntry[]): number {
  const refunded = entries
    .filter((e) => e.kind === 'refund')
    .reduce((sum, e) => sum + e.amountCents, 0);
  return totalCents - refunded - amountPaid(entries);
}

/** Change for cash handed over: tendered above the amount taken; null when too little was handed. */
export function changeFor(amountCents: number, tenderedCents: number): number | null {
  return tenderedCents >= amountCents ? tenderedCents - amountCents : null;
}
