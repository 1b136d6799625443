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

export async function repairCounts(db: Db, reach: Reach) {
  const row = await scopeToReach(
    db
      .selectFrom('repair_waivers')
      .select([
        sql<number>`sum(case when status in ('received', 'in_progress') then 1 else 0 end)`.as(
          'active',
        ),
        sql<number>`sum(case when status = 'completed' then 1 else 0 end)`.as('ready'),
        sql<number>`sum(case when pickup_signature_id is not null then 1 else 0 end)`.as('both'),
        sql<number>`sum(case when status = 'completed' and pickup_signature_id is null then 1 else 0 end)`.as(
          'awaiting',
        ),
        sql<number>`sum(case when status <> 'completed' and pickup_signature_id is null then 1 else 0 end)`.as(
          'dropoff_only',
        ),
      ]),
    'repair_waivers.store_id',
    reach,
  ).executeTakeFirstOrThrow();
  return {
    active: n(row.active),
    ready: n(row.ready),
    both: n(row.both),
    awaiting: n(row.awaiting),
    dropoffOnly: n(row.dropoff_only),
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
