// The store's one ledger (docs/decisions/037-money-ledger.md) as the bench writes it: each
// repair's payment at pickup, each sale's takings and each buyback's payout, so the dashboards are
// measured on real revenue. Each row is recorded for the day's report as it is written.
import type { Calendar } from './seed-calendar';
import type { SeedContext, SeedStore } from './seed-context';
import { iso, uuidv7 } from './seed-vocabulary';

export type SeedMoney = {
  purpose: 'repair' | 'sale' | 'buyback';
  method: string;
  cents: number;
  at: number;
  /** The repair, sale or purchase the money is for. */
  of: string;
};

const COLUMN = { repair: 'repair_id', sale: 'sale_id', buyback: 'purchase_id' } as const;

/** One ledger row, money in for a repair or a sale, money out for a buyback. */
export function seedMoney(c: SeedContext, cal: Calendar, store: SeedStore, m: SeedMoney): void {
  const out = m.purpose === 'buyback';
  const batch = uuidv7(m.at);
  c.insert('payments', {
    id: uuidv7(m.at),
    store_id: store.id,
    purpose: m.purpose,
    repair_id: null,
    sale_id: null,
    purchase_id: null,
    [COLUMN[m.purpose]]: m.of,
    kind: out ? 'payout' : 'payment',
    method: m.method,
    amount_cents: m.cents,
    signed_cents: out ? -m.cents : m.cents,
    tax_cents: 0,
    tendered_cents: null,
    change_cents: null,
    reference: null,
    reason: null,
    reverses_id: null,
    batch_id: batch,
    batch_part: 0,
    taken_at: iso(m.at),
    created_by: store.counter,
  });
  const day = cal.recorded(store, cal.dayOf(store, m.at));
  day[m.purpose] += m.cents;
  if (!out && (m.method === 'cash' || m.method === 'card' || m.method === 'finance'))
    day[m.method] += m.cents;
}
