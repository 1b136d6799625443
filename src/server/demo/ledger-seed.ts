import { newId } from '../../shared/ids';
import type { Store } from '../../shared/org';
import type { Deps } from '../deps';
import { appendLedger, type NewLedgerRow } from '../features/money/ledger-repo';
import type { Actor } from '../lib/actor';
import { random } from './random';

const HOUR = 60 * 60 * 1000;
/** The first store's refunds run high over its last days: the AI reports panel flags it. */
const REFUND_SPREE_DAYS = 6;

/** Sales-tax rates of the demo's cities (Atlanta 8.9 %, Dallas and Austin 8.25 %), in ppm. */
export function demoTaxRatePpm(store: Store): number {
  return store.timezone.includes('Chicago') ? 82_500 : 89_000;
}

/** A repair being collected: when it was checked in and handed back, and its estimate. */
export type Collected = {
  id: string;
  store_id: string;
  created_at: string;
  picked_up_at: string;
  estimated_cost_cents: number;
  /** The estimate's tax from check-in (decision 048): owed with it, so paid with it. */
  estimate_tax_cents: number;
};

type Part = { method: string; cents: number; tendered?: number };

/** How a customer pays: mostly card, some cash (tendered to the next $20), a few split. */
function tender(dueCents: number, rnd: () => number): Part[] {
  const roll = rnd();
  const cash = (cents: number): Part => ({
    method: 'cash',
    cents,
    tendered: Math.ceil(cents / 2000) * 2000,
  });
  if (roll < 0.15 && dueCents > 4000) {
    const inCash = Math.min(dueCents - 1000, 2000 * (1 + Math.floor(rnd() * 3)) - 1);
    return [cash(inCash), { method: 'card', cents: dueCents - inCash }];
  }
  if (roll < 0.45) return [cash(dueCents)];
  if (roll < 0.93) return [{ method: 'card', cents: dueCents }];
  return [{ method: roll < 0.97 ? 'finance' : 'other', cents: dueCents }];
}

/**
 * The money of the demo's repairs, taken as each is handed back (the pickup is refused while money
 * is owed, in the demo as at the counter): a quarter with a deposit at check-in, some split
 * between cash and card with change given; a few warranty returns handed back at no charge; a few
 * refunds a day or two later, more of them in the first store's last days. A repair has no final
 * price in the demo, so it is paid its estimate with the tax it carried at check-in (decision 048),
 * each payment carrying its share of that tax. A demo refund gives no tax back, so a quiet day of
 * refunds never files negative taxes on its report.
 */
export type DemoTill = {
  /** Records what a repair's customer pays as it is collected, before its pickup. */
  takeAtPickup(r: Collected): Promise<void>;
  /** Records the refunds given after pickups (once all are handed back) and counts the rows. */
  settle(): Promise<{ payments: number; refunds: number; warranty: number }>;
};

/** Rows per insert: 20 columns each stays inside SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 200;

export function demoTill(deps: Deps, stores: Store[], clerks: Map<string, Actor>): DemoTill {
  const rnd = random(18112026);
  const now = deps.clock.now().getTime();
  const spreeFrom = now - REFUND_SPREE_DAYS * 24 * HOUR;
  let payments = 0;
  let refunds = 0;
  let warranty = 0;
  const lastOf = new Map<string, string>();
  const later: NewLedgerRow[] = [];
  return {
    async settle() {
      for (let i = 0; i < later.length; i += CHUNK)
        await appendLedger(deps.db, later.slice(i, i + CHUNK));
      return { payments, refunds, warranty };
    },
    async takeAtPickup(r) {
      const by = clerks.get(r.store_id)!.user.id;
      const rows: NewLedgerRow[] = [];
      const row = (
        kind: NewLedgerRow['kind'],
        at: string,
        batch: string,
        part: number,
        p: Part,
      ): NewLedgerRow => ({
        id: newId(),
        store_id: r.store_id,
        purpose: 'repair',
        repair_id: r.id,
        sale_id: null,
        purchase_id: null,
        kind,
        method: p.method,
        amount_cents: p.cents,
        tendered_cents: p.tendered ?? null,
        change_cents: p.tendered === undefined ? null : p.tendered - p.cents,
        reference: p.method === 'card' ? String(1000 + Math.floor(rnd() * 9000)) : null,
        reason: null,
        reverses_id: null,
        batch_id: batch,
        batch_part: part,
        taken_at: at,
        created_by: by,
      });
      const earlier = lastOf.get(r.store_id);
      lastOf.set(r.store_id, r.id);
      // The same fault back within its warranty: handed back at no charge.
      if (earlier && rnd() < 0.02) {
        await deps.db
          .updateTable('repair_waivers')
          .set({
            no_charge_kind: 'warranty',
            no_charge_reason: 'Same fault within the 90-day warranty',
            no_charge_by: by,
            no_charge_at: r.picked_up_at,
            warranty_of_id: earlier,
          })
          .where('id', '=', r.id)
          .execute();
        warranty += 1;
        return;
      }
      const owed = r.estimated_cost_cents + r.estimate_tax_cents;
      /** A row's share of the estimate's tax, as the counter's payments carry it. */
      const taxOf = (cents: number) => Math.round((cents * r.estimate_tax_cents) / owed);
      let due = owed;
      if (rnd() < 0.25) {
        const deposit = Math.min(due - 1000, 2000 + 1000 * Math.floor(rnd() * 4));
        rows.push(
          row('deposit', r.created_at, newId(), 0, {
            method: rnd() < 0.5 ? 'cash' : 'card',
            cents: deposit,
          }),
        );
        due -= deposit;
      }
      const batch = newId();
      const parts = tender(due, rnd);
      parts.forEach((p, i) => rows.push(row('payment', r.picked_up_at, batch, i, p)));
      // The shares add up to the tax exactly: the last row takes what rounding left.
      let taxLeft = r.estimate_tax_cents;
      rows.forEach((taken, i) => {
        taken.tax_cents = i === rows.length - 1 ? taxLeft : taxOf(taken.amount_cents);
        taxLeft -= taken.tax_cents;
      });
      payments += rows.length;
      const pickedUp = Date.parse(r.picked_up_at);
      const refundAt = pickedUp + (20 + rnd() * 40) * HOUR;
      const spree = r.store_id === stores[0]!.id && pickedUp >= spreeFrom;
      if (refundAt <= now && rnd() < (spree ? 0.45 : 0.02)) {
        const first = parts[0]!;
        const cents = Math.max(1000, Math.round((first.cents * (30 + rnd() * 70)) / 100));
        const back = Math.min(cents, first.cents);
        later.push({
          ...row('refund', new Date(refundAt).toISOString(), newId(), 0, {
            method: first.method,
            cents: back,
          }),
          reason: 'Customer unhappy with the repair, part refunded',
        });
        refunds += 1;
      }
      await appendLedger(deps.db, rows);
    },
  };
}
