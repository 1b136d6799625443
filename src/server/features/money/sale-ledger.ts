import { newId } from '../../../shared/ids';
import { taxOn } from '../../../shared/money-rules';
import type { Db } from '../../db';
import type { NewLedgerRow } from './ledger-repo';

/** A store's sales-tax rate in parts per million (migration 024), read inside the caller's work. */
export async function storeTaxRatePpm(db: Db, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select('tax_rate_ppm')
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.tax_rate_ppm);
}

/** A device's price and its tax at the store's rate, half-up to the cent, and what is paid. */
export function saleAmounts(priceCents: number, taxRatePpm: number) {
  const taxCents = taxOn(priceCents, taxRatePpm);
  return { priceCents, taxCents, totalCents: priceCents + taxCents };
}

type Recorded = { storeId: string; method: string; at: string; by: string };

/**
 * A sale's takings as one ledger row. The sale's own id is the batch, so a sale replayed by an
 * offline device (which creates nothing new) can never add a second row.
 */
export function saleLedgerRow(
  saleId: string,
  r: Recorded,
  amounts: { totalCents: number; taxCents: number },
): NewLedgerRow {
  return {
    id: newId(),
    store_id: r.storeId,
    purpose: 'sale',
    repair_id: null,
    sale_id: saleId,
    purchase_id: null,
    kind: 'payment',
    method: r.method,
    amount_cents: amounts.totalCents,
    tax_cents: amounts.taxCents,
    tendered_cents: null,
    change_cents: null,
    reference: null,
    reason: null,
    reverses_id: null,
    batch_id: saleId,
    batch_part: 0,
    taken_at: r.at,
    created_by: r.by,
  };
}

/** A buyback's payout to the seller as one ledger row (money out), batched by the purchase's id. */
export function buybackLedgerRow(purchaseId: string, r: Recorded, amountCents: number): NewLedgerRow {
  return {
    id: newId(),
    store_id: r.storeId,
    purpose: 'buyback',
    repair_id: null,
    sale_id: null,
    purchase_id: purchaseId,
    kind: 'payout',
    method: r.method,
    amount_cents: amountCents,
    tendered_cents: null,
    change_cents: null,
    reference: null,
    reason: null,
    reverses_id: null,
    batch_id: purchaseId,
    batch_part: 0,
    taken_at: r.at,
    created_by: r.by,
  };
}
