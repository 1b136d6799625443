import { newId } from '../../shared/ids';
import type { Deps } from '../deps';
import { appendLedger, type LedgerKind, type LedgerPurpose } from '../features/money/ledger-repo';

export type TestLedgerRow = {
  storeId: string;
  /** Dollars, positive: the kind gives the direction. */
  amount: number;
  at: string;
  purpose?: LedgerPurpose;
  kind?: LedgerKind;
  method?: string;
  tax?: number;
  repairId?: string;
};

/**
 * Money taken (or given back) in a store, written through appendLedger as the payment routes
 * write it: by default a repair's cash payment. Tests set revenue up this way, never through
 * an estimate.
 */
export async function recordMoney(deps: Deps, row: TestLedgerRow): Promise<void> {
  const batch = newId();
  await appendLedger(deps.db, [
    {
      id: newId(),
      store_id: row.storeId,
      purpose: row.purpose ?? 'repair',
      repair_id: row.repairId ?? null,
      sale_id: null,
      purchase_id: null,
      kind: row.kind ?? 'payment',
      method: row.method ?? 'cash',
      amount_cents: Math.round(row.amount * 100),
      tax_cents: Math.round((row.tax ?? 0) * 100),
      tendered_cents: null,
      change_cents: null,
      reference: null,
      reason: null,
      reverses_id: null,
      batch_id: batch,
      batch_part: 0,
      taken_at: row.at,
      created_by: null,
    },
  ]);
}
