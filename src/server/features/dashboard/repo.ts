import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { executePrepared } from '../../db/prepared';
import { scopeToReach, type Reach } from '../../db/scope';
import type { StoreCountName } from '../../db/store-counts';

/** One store-local day: the stores sharing a time zone and that day's UTC range. */
export type DayWindow = { storeIds: string[]; start: string; end: string };

/** Stores sharing a time zone and day end, and their business date. */
export type StoresDate = { storeIds: string[]; date: string };

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

type Figure = SelectQueryBuilder<Database, keyof Database, { n: unknown }>;

/**
 * Single-figure queries run as one statement, each a scalar subquery: one round trip to the
 * database instead of one each (on PostgreSQL each was a trip to another process and a pool
 * connection). A null query is a figure known to be 0 without asking.
 */
async function figures<K extends string>(
  db: Db,
  queries: Record<K, Figure | null>,
): Promise<Record<K, number>> {
  const asked = Object.entries(queries).filter((entry): entry is [K, Figure] => entry[1] !== null);
  let row: Record<string, unknown> = {};
  if (asked.length > 0) {
    const query = db.selectNoFrom(() => asked.map(([name, query]) => query.as(name))).compile();
    // Planning the statement cost PostgreSQL more than running it; a reach's text stays the same.
    [row = {}] = await executePrepared<Record<string, unknown>>(db, query);
  }
  return Object.fromEntries(Object.keys(queries).map((name) => [name, n(row[name])])) as Record<
    K,
    number
  >;
}

const countRepairs = (db: Db) =>
  db.selectFrom('repair_waivers').select((eb) => eb.fn.countAll().as('n'));

/** Rows whose `column` instant falls inside the windows; null (0) when there are none. */
function today(days: DayWindow[], query: Figure, storeColumn: string, column: string) {
  return days.length === 0 ? null : query.where((eb) => withinToday(eb, storeColumn, column, days));
}

/**
 * The dashboard's figures for the stores in reach and their own todays. Counting every repair by
 * status would read each row a chain ever took in, and counting the open ones grew with the chain,
 * so the total comes from the stores' kept counts (migration 014) and what is open now from their
 * kept counts of it (migration 029, db/store-counts.ts): a row per store and figure. Every repair
 * has its drop-off signature (the column is required), so the unsigned are "drop-off only"
 * (docs/product.md, Repairs), completed ones awaiting pickup among them, and every other repair
 * has both signatures.
 */
export async function dashboardFigures(db: Db, reach: Reach, todays: StoresDate[]) {
  const kept = (...names: StoreCountName[]) =>
    scopeToReach(
      db
        .selectFrom('store_counts')
        .select((eb) => eb.fn.sum('n').as('n'))
        .where('name', 'in', names),
      'store_counts.store_id',
      reach,
    );
  const f = await figures(db, {
    total: scopeToReach(
      db.selectFrom('store_repair_counts').select((eb) => eb.fn.sum('repairs').as('n')),
      'store_repair_counts.store_id',
      reach,
    ),
    active: kept('received', 'in_progress'),
    ready: kept('completed'),
    unsigned: kept('unsigned'),
    awaiting: kept('awaiting'),
    // Today's completions and takings from the stores' day summaries, kept as each is written
    // (decision 039): the ledger's revenue by its one definition (db/revenue.ts), each repair
    // completed counted once a day.
    completed: onDates(db, todays, 'completions'),
    revenueCents: onDates(db, todays, 'revenue_cents'),
    // Devices bought back and not yet sold or returned: the stock the shop carries.
    inStock: kept('in_stock'),
    users: scopeToReach(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('disabled', '=', 0),
      'users.store_id',
      reach,
    ),
  });
  return {
    active: f.active,
    ready: f.ready,
    both: f.total - f.unsigned,
    awaiting: f.awaiting,
    dropoffOnly: f.unsigned,
    completed: f.completed,
    revenueCents: f.revenueCents,
    inStock: f.inStock,
    users: f.users,
  };
}

/** A day summary's column summed over each group of stores on its date; null (0) for none. */
function onDates(db: Db, todays: StoresDate[], column: 'completions' | 'revenue_cents') {
  if (todays.length === 0) return null;
  return db
    .selectFrom('store_days')
    .select((eb) => eb.fn.sum(column).as('n'))
    .where((eb) =>
      eb.or(
        todays.map((t) =>
          eb.and([eb('store_id', 'in', t.storeIds), eb('business_date', '=', t.date)]),
        ),
      ),
    );
}

/** Repairs that became completed within the windows, each counted once. */
function completedQuery(db: Db, days: DayWindow[]) {
  return today(
    days,
    db
      .selectFrom('repair_status_history')
      .select((eb) => eb.fn.count(sql`distinct repair_id`).as('n'))
      .where('to_status', '=', 'completed'),
    'repair_status_history.store_id',
    'repair_status_history.changed_at',
  );
}

/**
 * Repairs checked in (waivers signed), completed, and collected by their owners (the ones whose
 * takings count) within the windows.
 */
export function repairActivity(db: Db, days: DayWindow[]) {
  return figures(db, {
    checkedIn: today(
      days,
      countRepairs(db),
      'repair_waivers.store_id',
      'repair_waivers.created_at',
    ),
    completed: completedQuery(db, days),
    pickedUp: today(
      days,
      countRepairs(db).where('status', '=', 'picked_up'),
      'repair_waivers.store_id',
      'repair_waivers.picked_up_at',
    ),
  });
}
