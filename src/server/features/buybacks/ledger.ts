import { newId } from '../../../shared/ids';
import type { NewLedgerRow } from '../money/service';

/** Where, how, when and by whom the money moved. */
type LedgerRecorded = { storeId: string; method: string; at: string; by: string };

/** A buyback's payout to the seller as one ledger row (money out), batched by the purchase's id. */
export function buybackLedgerRow(
  purchaseId: string,
  r: LedgerRecorded,
  amountCents: number,
): NewLedgerRow {
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
