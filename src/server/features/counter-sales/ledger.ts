import { newId } from '../../../shared/ids';
import { changeFor } from '../../../shared/money-rules';
import type { NewLedgerRow } from '../money/service';

const cents = (dollars: number) => Math.round(dollars * 100);

/** A payment part as the route parsed it. */
export type Part = { method: string; amount: number; tendered?: number; reference?: string };

type Common = { store_id: string; counter_sale_id: string; taken_at: string; created_by: string };

const base = (c: Common) => ({
  ...c,
  purpose: 'counter_sale' as const,
  repair_id: null,
  sale_id: null,
  purchase_id: null,
  reverses_id: null,
});

/**
 * A sale's takings, a row per payment part, each with its share of the tax in proportion to
 * its amount; the last part takes what is left, so the rows' tax adds up to the sale's. The
 * sale's id is the batch, so a replayed sale can never add rows twice.
 */
export function saleRows(parts: readonly Part[], taxCents: number, totalCents: number, c: Common) {
  let taxed = 0;
  return parts.map((part, index): NewLedgerRow => {
    const amount = cents(part.amount);
    const share =
      index === parts.length - 1
        ? taxCents - taxed
        : Math.min(
            taxCents - taxed,
            totalCents > 0 ? Math.round((amount * taxCents) / totalCents) : 0,
          );
    taxed += share;
    const tendered =
      part.method === 'cash' && part.tendered !== undefined ? cents(part.tendered) : null;
    return {
      ...base(c),
      id: newId(),
      kind: 'payment',
      method: part.method,
      amount_cents: amount,
      tax_cents: share,
      tendered_cents: tendered,
      change_cents: tendered === null ? null : changeFor(amount, tendered),
      reference: part.reference || null,
      reason: null,
      batch_id: c.counter_sale_id,
      batch_part: index,
    };
  });
}

/** Money given back for returned items, with the tax it carried; the return's id is the batch. */
export function refundRow(
  r: { id: string; method: string; amountCents: number; taxCents: number; reason: string },
  c: Common,
): NewLedgerRow {
  return {
    ...base(c),
    id: newId(),
    kind: 'refund',
    method: r.method,
    amount_cents: r.amountCents,
    tax_cents: r.taxCents,
    tendered_cents: null,
    change_cents: null,
    reference: null,
    reason: r.reason,
    batch_id: r.id,
    batch_part: 0,
  };
}
