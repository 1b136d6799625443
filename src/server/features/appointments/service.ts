import {
  APPOINTMENT_NOT_DUE,
  APPOINTMENT_NOT_FOUND,
  APPOINTMENT_NOT_MOVABLE,
  APPOINTMENT_PAST_DAY,
  APPOINTMENT_PAST_TIME,
  type Appointment,
  type AppointmentChange,
  type AppointmentCounts,
  type AppointmentDayCounts,
  type AppointmentListQuery,
  type NewAppointment,
  type AppointmentStatus,
} from '../../../shared/appointments';
import { newId } from '../../../shared/ids';
import { localClockTime, localDate, zonedTime } from '../../../shared/time';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow, type Clock } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { replayedCreate } from '../../lib/idempotent';
import { logActivity } from '../activity/service';
import { formatTicket, storeCustomer } from '../customers/service';
import { resolveWorkStore } from '../org/service';
import { getRepair } from '../repairs/service';
import * as repo from './repo';

/** Refuses a day before the store's own today; "today" is the store's, not the server's. */
/** A visit is booked for later: not a day already over at the store, nor an hour gone today. */
function refusePast(clock: Clock, timeZone: string, date: string, time: string): void {
  const now = clock.now();
  const today = localDate(now, timeZone);
  if (date < today) throw fieldError('date', APPOINTMENT_PAST_DAY);
  if (date === today && time < localClockTime(now, timeZone))
    throw fieldError('time', APPOINTMENT_PAST_TIME);
}

/** A customer has missed a visit only once its time has come at the store: one mis-tap on tomorrow's card is refused. */
function refuseNotDue(clock: Clock, timeZone: string, visit: { date: string; time: string }) {
  const [hour, minute] = visit.time.split(':').map(Number);
  if (clock.now() < zonedTime(visit.date, timeZone, hour, minute))
    throw conflict(APPOINTMENT_NOT_DUE);
}

function toAppointment(row: repo.AppointmentRow): Appointment {
  return {
    ...storeCustomer(row),
    date: row.date,
    time: row.time,
    deviceBrand: row.device_brand,
    deviceModel: row.device_model,
    problem: row.problem,
    status: row.status as AppointmentStatus,
    repairId: row.repair_id,
    ticketNumber: row.ticket_number == null ? null : formatTicket(row.ticket_number),
    createdAt: row.created_at,
  };
}

export async function getAppointment(deps: Deps, reach: Reach, id: string): Promise<Appointment> {
  const row = await repo.findAppointment(deps.db, reach, id);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  return toAppointment(row);
}

export async function listAppointments(
  deps: Deps,
  reach: Reach,
  query: AppointmentListQuery,
): Promise<Appointment[]> {
  return (await repo.listAppointments(deps.db, reach, query)).map(toAppointment);
}

/**
 * The range's appointments counted per day, store and status, within reach (the same scoping as
 * the list): the database groups them, this only lays the groups out aligned with the stores.
 */
export async function countAppointments(
  deps: Deps,
  reach: Reach,
  query: AppointmentListQuery,
): Promise<AppointmentCounts> {
  const rows = await repo.countAppointments(deps.db, reach, query);
  const storeIds = [...new Set(rows.map((row) => row.store_id))].sort();
  const column = new Map(storeIds.map((id, i) => [id, i]));
  const days = new Map<string, AppointmentDayCounts>();
  for (const row of rows) {
    let day = days.get(row.date);
    if (!day) {
      const zeros = () => storeIds.map(() => 0);
      day = {
        date: row.date,
        booked: zeros(),
        arrived: zeros(),
        cancelled: zeros(),
        no_show: zeros(),
      };
      days.set(row.date, day);
    }
    day[row.status as AppointmentStatus][column.get(row.store_id)!] = Number(row.n);
  }
  return { storeIds, days: [...days.values()] };
}

/**
 * Books an appointment. Every field is checked before anything is stored; a known client-made
 * id answers with the appointment it already made (a double tap, an offline replay).
 */
export async function createAppointment(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: NewAppointment,
): Promise<{ appointment: Appointment; created: boolean }> {
  const existing = await sameCreate(deps, reach, input.id);
  if (existing) return { appointment: existing, created: false };
  const store = await resolveWorkStore(deps, actor.user, reach, input.storeId, 'appointment');
  refusePast(deps.clock, store.timezone, input.date, input.time);
  const id = input.id ?? newId();
  const now = isoNow(deps.clock);
  try {
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      await repo.insertAppointment(trx, {
        id,
        store_id: store.id,
        customer_name: input.customerName,
        customer_phone: input.customerPhone,
        customer_email: input.customerEmail ?? null,
        date: input.date,
        time: input.time,
        device_brand: input.deviceBrand,
        device_model: input.deviceModel,
        problem: input.problem,
        status: 'booked',
        repair_id: null,
        created_by: actor.user.id,
        created_at: now,
        updated_at: now,
      });
      await logActivity(
        { ...deps, db: trx },
        {
          userId: actor.user.id,
          storeId: store.id,
          action: 'appointment.create',
          entity: 'appointment',
          entityId: id,
          ip: actor.ip,
        },
      );
    });
  } catch (err) {
    // Two replays of one id racing: the loser answers with the winner's appointment.
    const raced = await sameCreate(deps, reach, input.id);
    if (raced) return { appointment: raced, created: false };
    throw err;
  }
  return { appointment: await getAppointment(deps, reach, id), created: true };
}

/**
 * A status change or a reschedule; an arrival may name the repair it was checked in as. Only a
 * booked appointment moves, and not to a day already over at its store.
 */
export async function updateAppointment(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  patch: AppointmentChange,
): Promise<Appointment> {
  const row = await repo.findAppointment(deps.db, reach, id);
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  const current = toAppointment(row);
  if (patch.date || patch.time) {
    if (current.status !== 'booked') throw conflict(APPOINTMENT_NOT_MOVABLE[current.status]);
    refusePast(
      deps.clock,
      row.store_timezone,
      patch.date ?? current.date,
      patch.time ?? current.time,
    );
  }
  if (patch.status === 'no_show') refuseNotDue(deps.clock, row.store_timezone, current);
  if (patch.repairId) {
    const repair = await getRepair(deps, reach, patch.repairId);
    if (repair.storeId !== current.storeId)
      throw fieldError('repairId', 'The repair is from another store');
  }
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.updateAppointment(trx, id, {
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.date ? { date: patch.date } : {}),
      ...(patch.time ? { time: patch.time } : {}),
      ...(patch.repairId ? { repair_id: patch.repairId } : {}),
      updated_at: isoNow(deps.clock),
    });
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: current.storeId,
        action: 'appointment.update',
        entity: 'appointment',
        entityId: id,
        details: patch,
        ip: actor.ip,
      },
    );
  });
  return getAppointment(deps, reach, id);
}

function sameCreate(deps: Deps, reach: Reach, id: string | undefined) {
  return replayedCreate(
    id,
    reach,
    (appointmentId) => repo.findAppointmentAnywhere(deps.db, appointmentId),
    (appointmentId) => getAppointment(deps, reach, appointmentId),
    'appointment',
  );
}
