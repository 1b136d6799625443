import type { Db } from '../../db';
import type { PaymentsTable } from '../../db/schema';
import { touchDays } from '../../db/store-days/refresh';

/** What a ledger row is for: the record it belongs to is the matching id column. */
export type LedgerPurpose = 'repair' | 'sale' | 'buyback' | 'counter_sale' | 'gift_card';

/** Money in (deposit, payment) or out (refund, void, a buyback's payout). */
export type LedgerKind = 'deposit' | 'payment' | 'refund' | 'void' | 'payout';

const MONEY_OUT: ReadonlySet<LedgerKind> = new Set(['refund', 'void', 'payout']);

export type NewLedgerRow = Omit<
  PaymentsTable,
  'signed_cents' | 'kind' | 'purpose' | 'tax_cents' | 'counter_sale_id'
> & {
  kind: LedgerKind;
  purpose: LedgerPurpose;
  tax_cents?: number;
  counter_sale_id?: string | null;
};

/** The direction a row moves the store's money: refunds, voids and payouts go out. */
export function signedCents(kind: LedgerKind, amountCents: number): number {
  return MONEY_OUT.has(kind) ? -amountCents : amountCents;
}

/**
 * Appends rows to the ledger, inside the caller's transaction. There is no update or delete of
 * ledger rows anywhere: a correction is a new row (docs/decisions/037-money-ledger.md).
 */
export async function appendLedger(db: Db, rows: readonly NewLedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('payments')
    .values(
      rows.map((r) => ({
        ...r,
        tax_cents: r.tax_cents ?? 0,
        signed_cents: signedCents(r.kind, r.amount_cents),
      })),
    )
    .execute();
  // The day the money was taken, and the day each repair was collected: a collected repair's
  // net revenue (its parts margin) moves with every later refund.
  const repairIds = [...new Set(rows.flatMap((r) => (r.repair_id ? [r.repair_id] : [])))];
  const collected = repairIds.length
    ? await db
        .selectFrom('repair_waivers')
        .select(['store_id', 'picked_up_at'])
        .where('id', 'in', repairIds)
        .where('status', '=', 'picked_up')
        .execute()
    : [];
  await touchDays(db, [
    ...rows.map((r) => ({ storeId: r.store_id, at: r.taken_at })),
    ...collected.map((r) => ({ storeId: r.store_id, at: r.picked_up_at })),
  ]);
}
