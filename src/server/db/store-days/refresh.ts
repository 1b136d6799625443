import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '..';
import { businessDateAt, type StoreDay } from '../../../shared/business-day';
import { addDays } from '../../../shared/time';
import { businessDaysWindow, type StoreWindow } from '../windows';
import { computeDays, emptyDay, type DayCounts } from './compute';

/** A write changed what happened at `at` in a store: that store's business day is summed again. */
export type DayTouch = { storeId: string; at: string | null | undefined };

/** The days touched inside each open write transaction, summed again just before it commits. */
const pending = new WeakMap<Db, DayTouch[]>();

/** Starts collecting the days a write touches (db/group-commit.ts, around each write). */
export function collectDays(trx: Db): void {
  pending.set(trx, []);
}

/**
 * Marks store-days changed by a write. Inside writeTransaction they are summed again once, at the
 * end of the write and so after all its rows are in; outside one (a seed), at once.
 */
export async function touchDays(db: Db, touches: readonly DayTouch[]): Promise<void> {
  const open = pending.get(db);
  if (open) open.push(...touches);
  else await refreshDays(db, touches);
}

/** Sums again the days the finished write touched, in its transaction (group-commit.ts). */
export async function flushDays(trx: Db): Promise<void> {
  const touched = pending.get(trx) ?? [];
  pending.set(trx, []);
  if (touched.length > 0) await refreshDays(trx, touched);
}

type DayKey = { store: StoreDay & { id: string }; date: string };

async function storeDays(db: Db, storeIds: string[]) {
  if (storeIds.length === 0) return new Map<string, StoreDay & { id: string }>();
  const rows = await db
    .selectFrom('stores')
    .select(['id', 'timezone', 'business_day_end_hour'])
    .where('id', 'in', storeIds)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, timezone: r.timezone, businessDayEndHour: Number(r.business_day_end_hour) },
    ]),
  );
}

const keyOf = (storeId: string, date: string) => `${storeId}|${date}`;

const dayRow = (storeId: string, date: string, c: DayCounts) => ({
  store_id: storeId,
  business_date: date,
  repairs_collected: c.repairsCollected,
  sales: c.sales,
  buybacks: c.buybacks,
  completions: c.completions,
  sales_costed_cents: c.salesCostedCents,
  sales_profit_cents: c.salesProfitCents,
  turnaround_count: c.turnaroundCount,
  turnaround_ms: c.turnaroundMs,
  bought_sold: c.boughtSold,
  parts_repairs: c.partsRepairs,
  parts_cost_cents: c.partsCostCents,
  parts_revenue_cents: c.partsRevenueCents,
  revenue_cents: c.revenueCents,
  refund_cents: c.refundCents,
  payout_cents: c.payoutCents,
  repair_revenue_cents: c.repairRevenueCents,
  device_sales_cents: c.deviceSalesCents,
});

/** Rows per insert: nineteen parameters each, well inside both dialects' limits. */
const ROWS_PER_INSERT = 500;

/** Writes the days' figures computed from their rows, replacing what the days held. */
async function writeDays(db: Db, days: DayKey[], windows: StoreWindow[]): Promise<void> {
  const { counts, ledger } = await computeDays(db, windows);
  const dayRows = days.map((d, i) => dayRow(d.store.id, d.date, counts[i]!));
  const ledgerRows = ledger.map((g) => ({
    store_id: days[g.i]!.store.id,
    business_date: days[g.i]!.date,
    purpose: g.purpose,
    kind: g.kind,
    method: g.method,
    count: g.count,
    signed_cents: g.signedCents,
    amount_cents: g.amountCents,
    tax_cents: g.taxCents,
  }));
  for (let i = 0; i < dayRows.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('store_days')
      .values(dayRows.slice(i, i + ROWS_PER_INSERT))
      .onConflict((oc) =>
        oc.columns(['store_id', 'business_date']).doUpdateSet((eb) => ({
          repairs_collected: eb.ref('excluded.repairs_collected'),
          sales: eb.ref('excluded.sales'),
          buybacks: eb.ref('excluded.buybacks'),
          completions: eb.ref('excluded.completions'),
          sales_costed_cents: eb.ref('excluded.sales_costed_cents'),
          sales_profit_cents: eb.ref('excluded.sales_profit_cents'),
          turnaround_count: eb.ref('excluded.turnaround_count'),
          turnaround_ms: eb.ref('excluded.turnaround_ms'),
          bought_sold: eb.ref('excluded.bought_sold'),
          parts_repairs: eb.ref('excluded.parts_repairs'),
          parts_cost_cents: eb.ref('excluded.parts_cost_cents'),
          parts_revenue_cents: eb.ref('excluded.parts_revenue_cents'),
          revenue_cents: eb.ref('excluded.revenue_cents'),
          refund_cents: eb.ref('excluded.refund_cents'),
          payout_cents: eb.ref('excluded.payout_cents'),
          repair_revenue_cents: eb.ref('excluded.repair_revenue_cents'),
          device_sales_cents: eb.ref('excluded.device_sales_cents'),
        })),
      )
      .execute();
  }
  for (let i = 0; i < ledgerRows.length; i += ROWS_PER_INSERT)
    await db
      .insertInto('store_day_ledger')
      .values(ledgerRows.slice(i, i + ROWS_PER_INSERT))
      .execute();
}

/**
 * Sums the touched store-days again from their rows and writes them. On PostgreSQL each day's row
 * is locked first (in one order, so two writes never wait on each other), and every read after
 * the lock sees what the write before it committed: two clerks' sales in one store cannot both
 * write a day that misses the other's.
 */
export async function refreshDays(db: Db, touches: readonly DayTouch[]): Promise<void> {
  const stores = await storeDays(db, [
    ...new Set(touches.filter((t) => t.at).map((t) => t.storeId)),
  ]);
  const byKey = new Map<string, DayKey>();
  for (const t of touches) {
    const store = stores.get(t.storeId);
    if (!t.at || !store) continue;
    const date = businessDateAt(new Date(t.at), store);
    byKey.set(keyOf(store.id, date), { store, date });
  }
  const days = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, d]) => d);
  if (days.length === 0) return;
  await db
    .insertInto('store_days')
    .values(days.map((d) => dayRow(d.store.id, d.date, emptyDay())))
    .onConflict((oc) => oc.columns(['store_id', 'business_date']).doNothing())
    .execute();
  const isDay = (prefix: string) =>
    sql.join(
      days.map(
        (d) =>
          sql`(${sql.ref(`${prefix}.store_id`)} = ${d.store.id} and ${sql.ref(`${prefix}.business_date`)} = ${d.date})`,
      ),
      sql` or `,
    );
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select 1 from store_days as d where ${isDay('d')} order by d.store_id, d.business_date for update`.execute(
      db,
    );
  }
  await sql`delete from store_day_ledger as l where ${isDay('l')}`.execute(db);
  await writeDays(
    db,
    days,
    days.map((d) => businessDaysWindow(d.store, d.date, addDays(d.date, 1))),
  );
}

/** The instants that place a store's rows in its days: the first and last of each store. */
const EDGES = [
  ['repair_waivers', 'created_at'],
  ['repair_status_history', 'changed_at'],
  ['device_sales', 'created_at'],
  ['device_purchases', 'created_at'],
  ['payments', 'taken_at'],
] as const;

/** Business days per pass of a rebuild: bounded memory at any history. */
const DAYS_PER_PASS = 2000;

/**
 * Sums every business day of the given stores (every store when none are given) from their rows,
 * replacing what was kept: once when the summaries are created (migration 026), after a store's
 * clock changes (its time zone or the hour its day ends), and after a seed that wrote rows
 * directly.
 */
export async function rebuildStoreDays(db: Db, storeIds?: readonly string[]): Promise<void> {
  const ids = storeIds
    ? [...storeIds]
    : (await db.selectFrom('stores').select('id').execute()).map((r) => r.id);
  if (ids.length === 0) return;
  const stores = await storeDays(db, ids);
  const first = new Map<string, string>();
  const last = new Map<string, string>();
  for (const [table, column] of EDGES) {
    const rows = await db
      .selectFrom(table)
      .select((eb) => [
        'store_id',
        eb.fn.min<string>(sql.ref(column)).as('first'),
        eb.fn.max<string>(sql.ref(column)).as('last'),
      ])
      .where('store_id', 'in', ids)
      .groupBy('store_id')
      .execute();
    for (const r of rows) {
      if (!r.first || !r.last) continue;
      if (!first.has(r.store_id) || r.first < first.get(r.store_id)!)
        first.set(r.store_id, r.first);
      if (!last.has(r.store_id) || r.last > last.get(r.store_id)!) last.set(r.store_id, r.last);
    }
  }
  await db.deleteFrom('store_day_ledger').where('store_id', 'in', ids).execute();
  await db.deleteFrom('store_days').where('store_id', 'in', ids).execute();
  let batch: DayKey[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const days = batch;
    batch = [];
    await writeDays(
      db,
      days,
      days.map((d) => businessDaysWindow(d.store, d.date, addDays(d.date, 1))),
    );
  };
  for (const id of ids) {
    const store = stores.get(id);
    const from = first.get(id);
    const to = last.get(id);
    if (!store || !from || !to) continue;
    // Completions and pickups are status changes, so the history's instants bound them.
    const lastDate = businessDateAt(new Date(to), store);
    for (
      let date = businessDateAt(new Date(from), store);
      date <= lastDate;
      date = addDays(date, 1)
    ) {
      batch.push({ store, date });
      if (batch.length >= DAYS_PER_PASS) await flush();
    }
  }
  await flush();
}
