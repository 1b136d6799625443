import { sql } from 'kysely';
import type { Db } from '../../db';
import { windowRows } from '../../db/windows';

export function activeUsersSince(db: Db, since: string) {
  return db
    .selectFrom('activity_log')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('action', '=', 'auth.login')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
}

/**
 * Sign-ins and failed sign-ins in each of `days` (UTC ISO ranges of the viewer's days), by the
 * day's position: a day in a zone is not the first 10 characters of a UTC instant.
 */
export function signInsByDay(db: Db, days: { start: string; end: string }[]) {
  return (
    db
      // The windows are the chain's days, not one store's: their store column stays empty.
      .selectFrom(windowRows(days.map((d) => ({ storeId: '', ...d }))))
      .innerJoin('activity_log as a', (join) =>
        join.onRef('a.created_at', '>=', 'w.column3').onRef('a.created_at', '<', 'w.column4'),
      )
      .select(['w.column1 as i', 'a.action', (eb) => eb.fn.countAll<number>().as('n')])
      .where('a.action', 'in', ['auth.login', 'auth.login_failed'])
      .groupBy(['w.column1', 'a.action'])
      .execute()
  );
}

/** The time zone most of the chain's stores keep; undefined before the first store. */
export async function commonStoreZone(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('stores')
    .select(['timezone', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('timezone')
    .orderBy('n', 'desc')
    .orderBy('timezone')
    .executeTakeFirst();
  return row?.timezone;
}

export function failedSince(db: Db, since: string) {
  return db
    .selectFrom('activity_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', 'auth.login_failed')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
}

/**
 * Each store's actions since `since`: the whole UTC days after it from the kept day counts
 * (decision 039), and the rest of since's own UTC day from the log itself.
 */
export async function actionsByStore(db: Db, since: string) {
  const nextDay = new Date(Date.parse(`${since.slice(0, 10)}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const stores = new Map(
    (await db.selectFrom('stores').select(['id', 'name']).execute()).map((s) => [s.id, s.name]),
  );
  if (stores.size === 0) return [];
  const [head, days] = await Promise.all([
    db
      .selectFrom('activity_log')
      .select(['store_id', 'action', (eb) => eb.fn.countAll<number>().as('n')])
      // Each store's own range of its store + time index: "any store" would read them all.
      .where('store_id', 'in', [...stores.keys()])
      .where('created_at', '>=', since)
      .where('created_at', '<', `${nextDay}T00:00:00.000Z`)
      .groupBy(['store_id', 'action'])
      .execute(),
    db
      .selectFrom('activity_days')
      .select(['store_id', 'action', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('store_id', '!=', '')
      .where('day', '>=', nextDay)
      .groupBy(['store_id', 'action'])
      .execute(),
  ]);
  const counts = new Map<
    string,
    { store_id: string; store_name: string; action: string; n: number }
  >();
  for (const r of [...head, ...days]) {
    const name = stores.get(r.store_id!);
    if (name === undefined) continue;
    const key = `${r.store_id}|${r.action}`;
    const row = counts.get(key) ?? {
      store_id: r.store_id!,
      store_name: name,
      action: r.action,
      n: 0,
    };
    row.n += Number(r.n ?? 0);
    counts.set(key, row);
  }
  return [...counts.values()];
}

export function devicesWithWork(db: Db) {
  return db
    .selectFrom('device_sync_status')
    .innerJoin('users', 'users.id', 'device_sync_status.user_id')
    .select([
      'device_sync_status.user_id',
      'device_sync_status.device_id',
      'device_sync_status.pending',
      'device_sync_status.refused',
      'device_sync_status.reported_at',
      sql<string>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'user_name',
      ),
    ])
    .where((eb) =>
      eb.or([eb('device_sync_status.pending', '>', 0), eb('device_sync_status.refused', '>', 0)]),
    )
    .orderBy('device_sync_status.reported_at', 'desc')
    .execute();
}

export async function saveDeviceReport(
  db: Db,
  row: {
    user_id: string;
    device_id: string;
    pending: number;
    refused: number;
    reported_at: string;
  },
) {
  await db
    .insertInto('device_sync_status')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'device_id']).doUpdateSet({
        pending: row.pending,
        refused: row.refused,
        reported_at: row.reported_at,
      }),
    )
    .execute();
}
