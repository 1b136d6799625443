import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { scopeToReach, type Reach } from '../../db/scope';

/** One store-local day: the stores sharing a time zone and that day's UTC range. */
export type DayWindow = { storeIds: string[]; start: string; end: string };

const n = (v: unknown) => Number(v ?? 0);

/** Rows whose `column` instant falls inside each store's own today. */
function withinToday<T extends keyof Database>(
  eb: ExpressionBuilder<Database, T>,
  storeColumn: string,
  column: string,
  days: DayWindow[],
) {
  return eb.or(
    days.map((d) =>
      eb.and([
        eb(sql.ref(storeColumn), 'in', d.storeIds),
        eb(sql.ref(column), '>=', d.start),
        eb(sql.ref(column), '<', d.end),
      ]),
    ),
  );
}

/**
 * The repair tiles of the stores in reach. Counting every repair by status would read each row a
 * chain ever took in, so the total comes from the stores' kept counts (migration 014), the open statuses from short ranges
 * of the store_id + status index (each of `storeIds`, the stores in reach, named so that a
 * chain-wide view seeks them too), and the unsigned repairs from their own small partial index
 * (migration 011); a signature is on every repair not among the unsigned.
 */
export async function repairCounts(db: Db, reach: Reach, storeIds: string[]) {
  if (storeIds.length === 0) return { active: 0, ready: 0, both: 0, awaiting: 0, dropoffOnly: 0 };
  const [total, open, unsigned] = await Promise.all([
    scopeToReach(
      db
        .selectFrom('store_repair_counts')
        .select((eb) => eb.fn.sum<number | string>('repairs').as('n')),
      'store_repair_counts.store_id',
      reach,
    ).executeTakeFirstOrThrow(),
    scopeToReach(
      db
        .selectFrom('repair_waivers')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('store_id', 'in', storeIds)
        .where('status', 'in', ['received', 'in_progress', 'completed'])
        .groupBy('status'),
      'repair_waivers.store_id',
      reach,
    ).execute(),
    scopeToReach(
      db
        .selectFrom('repair_waivers')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('pickup_signature_id', 'is', null)
        .groupBy('status'),
      'repair_waivers.store_id',
      reach,
    ).execute(),
  ]);
  const count = (rows: { status: string; n: unknown }[], ...statuses: string[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((a, r) => a + n(r.n), 0);
  const unsignedAll = unsigned.reduce((a, r) => a + n(r.n), 0);
  const awaiting = count(unsigned, 'completed');
  return {
    active: count(open, 'received', 'in_progress'),
    ready: count(open, 'completed'),
    both: n(total.n) - unsignedAll,
    awaiting,
    dropoffOnly: unsignedAll - awaiting,
  };
}

export async function completedToday(db: Db, days: DayWindow[]): Promise<number> {
  if (days.length === 0) return 0;
  const row = await db
    .selectFrom('repair_status_history')
    .select((eb) => eb.fn.count<number>(sql`distinct repair_id`).as('n'))
    .where('to_status', '=', 'completed')
    .where((eb) =>
      withinToday(eb, 'repair_status_history.store_id', 'repair_status_history.changed_at', days),
    )
    .executeTakeFirstOrThrow();
  return n(row.n);
}

/** Takings of repairs collected today, in cents. */
export async function repairTakingsToday(db: Db, days: DayWindow[]): Promise<number> {
  if (days.length === 0) return 0;
  const row = await db
    .selectFrom('repair_waivers')
    .select((eb) => eb.fn.sum<number>('estimated_cost_cents').as('cents'))
    .where('status', '=', 'picked_up')
    .where((eb) => withinToday(eb, 'repair_waivers.store_id', 'repair_waivers.picked_up_at', days))
    .executeTakeFirstOrThrow();
  return n(row.cents);
}

export async function userCount(db: Db, reach: Reach): Promise<number> {
  const row = await scopeToReach(
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('disabled', '=', 0),
    'users.store_id',
    reach,
  ).executeTakeFirstOrThrow();
  return n(row.n);
}

/** Devices bought back and not yet sold or returned: the stock the shop carries. */
export async function devicesInStock(db: Db, reach: Reach): Promise<number> {
  const row = await scopeToReach(
    db
      .selectFrom('stock_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'in_stock'),
    'stock_items.store_id',
    reach,
  ).executeTakeFirstOrThrow();
  return n(row.n);
}

/** Device sales rung up today, in cents. */
export async function deviceSalesToday(db: Db, days: DayWindow[]): Promise<number> {
  if (days.length === 0) return 0;
  const row = await db
    .selectFrom('device_sales')
    .select((eb) => eb.fn.sum<number>('price_cents').as('cents'))
    .where((eb) => withinToday(eb, 'device_sales.store_id', 'device_sales.created_at', days))
    .executeTakeFirstOrThrow();
  return n(row.cents);
}

/** Repairs checked in (waivers signed) within the windows. */
export async function checkedInWithin(db: Db, days: DayWindow[]): Promise<number> {
  if (days.length === 0) return 0;
  const row = await db
    .selectFrom('repair_waivers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => withinToday(eb, 'repair_waivers.store_id', 'repair_waivers.created_at', days))
    .executeTakeFirstOrThrow();
  return n(row.n);
}

/** Repairs collected by their owners within the windows: the ones whose takings count. */
export async function pickedUpWithin(db: Db, days: DayWindow[]): Promise<number> {
  if (days.length === 0) return 0;
  const row = await db
    .selectFrom('repair_waivers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'picked_up')
    .where((eb) => withinToday(eb, 'repair_waivers.store_id', 'repair_waivers.picked_up_at', days))
    .executeTakeFirstOrThrow();
  return n(row.n);
}
