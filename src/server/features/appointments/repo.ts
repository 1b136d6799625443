import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { AppointmentsTable } from '../../db/schema';
import { scopeToReach, type Reach } from '../../db/scope';

export type AppointmentRow = AppointmentsTable & {
  store_name: string;
  store_timezone: string;
  ticket_number: number | null;
};

function selectAppointments(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('appointments')
      .innerJoin('stores', 'stores.id', 'appointments.store_id')
      .leftJoin('repair_waivers', 'repair_waivers.id', 'appointments.repair_id')
      .selectAll('appointments')
      .select([
        'stores.name as store_name',
        'stores.timezone as store_timezone',
        'repair_waivers.ticket_number as ticket_number',
      ]),
    'appointments.store_id',
    reach,
  );
}

export function findAppointment(db: Db, reach: Reach, id: string) {
  return selectAppointments(db, reach)
    .where('appointments.id', '=', id)
    .executeTakeFirst() as Promise<AppointmentRow | undefined>;
}

/** Without reach: only for the idempotent-create check. */
export function findAppointmentAnywhere(db: Db, id: string) {
  return db
    .selectFrom('appointments')
    .select(['id', 'store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listAppointments(
  db: Db,
  reach: Reach,
  range: { from: string; to: string; storeId?: string },
) {
  let query = selectAppointments(db, reach)
    .where('appointments.date', '>=', range.from)
    .where('appointments.date', '<=', range.to);
  if (range.storeId) query = query.where('appointments.store_id', '=', range.storeId);
  return query
    .orderBy('appointments.date')
    .orderBy('appointments.time')
    .orderBy('appointments.id')
    .execute() as Promise<AppointmentRow[]>;
}

/**
 * A range's appointments counted in the database per store, day and status, within reach: the
 * calendar of many stores reads these few rows, never the appointments themselves.
 */
export function countAppointments(
  db: Db,
  reach: Reach,
  range: { from: string; to: string; storeId?: string },
) {
  let query = scopeToReach(
    db
      .selectFrom('appointments')
      .select((eb) => [
        'appointments.store_id as store_id',
        'appointments.date as date',
        'appointments.status as status',
        eb.fn.countAll().as('n'),
      ]),
    'appointments.store_id',
    reach,
  )
    .where('appointments.date', '>=', range.from)
    .where('appointments.date', '<=', range.to);
  if (range.storeId) query = query.where('appointments.store_id', '=', range.storeId);
  return query
    .groupBy(['appointments.date', 'appointments.store_id', 'appointments.status'])
    .orderBy('appointments.date')
    .orderBy('appointments.store_id')
    .execute();
}

export async function insertAppointment(db: Db, row: Insertable<AppointmentsTable>) {
  await db.insertInto('appointments').values(row).execute();
}

export async function updateAppointment(
  db: Db,
  id: string,
  changes: Updateable<AppointmentsTable>,
) {
  await db.updateTable('appointments').set(changes).where('id', '=', id).execute();
}
