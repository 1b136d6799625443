import { newId } from '../../../shared/ids';
import type { NewLedgerRow } from '../money/service';

/** Where, how, when and by whom the money moved. */
type LedgerRecorded = { storeId: string; method: string; at: string; by: string };

/**
 * A sale's takings as one ledger row. The sale's own id is the batch, so a sale replayed by an
 * offline device (which creates nothing new) can never add a second row.
 */
export function saleLedgerRow(
  saleId: string,
  r: LedgerRecorded,
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
