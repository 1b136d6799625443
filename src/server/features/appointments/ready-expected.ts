import { sql } from 'kysely';
import {
  EXPECTED_READY_DAYS,
  type DueRepair,
  type ReadyExpected,
} from '../../../shared/ready-expected';
import { addDays, localDate } from '../../../shared/time';
import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { formatTicket } from '../customers/service';

/** A day and a half either side: an instant's local day differs from its UTC day by at most 14 h. */
const EDGE_MS = 36 * 60 * 60 * 1000;

/**
 * The open repairs checked in near the range's days shifted back by the expected days, with their
 * store's zone. The statuses are literals so both databases use the partial index of open
 * repairs (migration 026); the columns listed only for one store's answer.
 */
function openRepairsCheckedIn(
  db: Db,
  reach: Reach,
  range: { from: string; to: string; storeId?: string },
  detail: boolean,
) {
  const from = Date.parse(`${addDays(range.from, -EXPECTED_READY_DAYS)}T00:00:00Z`) - EDGE_MS;
  const to = Date.parse(`${addDays(range.to, 1 - EXPECTED_READY_DAYS)}T00:00:00Z`) + EDGE_MS;
  let query = scopeToReach(
    db
      .selectFrom('repair_waivers')
      .innerJoin('stores', 'stores.id', 'repair_waivers.store_id')
      .select([
        'repair_waivers.store_id as store_id',
        'repair_waivers.created_at as created_at',
        'stores.timezone as timezone',
      ])
      .$if(detail, (q) =>
        q.select([
          'repair_waivers.id as id',
          'repair_waivers.ticket_number as ticket_number',
          'repair_waivers.customer_name as customer_name',
          'repair_waivers.device_model as device_model',
        ]),
      )
      .where(sql<boolean>`repair_waivers.status in ('received', 'in_progress')`)
      .where('repair_waivers.created_at', '>=', new Date(from).toISOString())
      .where('repair_waivers.created_at', '<', new Date(to).toISOString()),
    'repair_waivers.store_id',
    reach,
  );
  if (range.storeId) query = query.where('repair_waivers.store_id', '=', range.storeId);
  return query.orderBy('repair_waivers.created_at').execute();
}

/** A row of one store's answer as the calendar lists it (the chain's rows carry no detail). */
function dueRepair(row: {
  store_id: string;
  id?: string;
  ticket_number?: number;
  customer_name?: string;
  device_model?: string;
}): DueRepair | null {
  const { id, ticket_number, customer_name, device_model } = row;
  if (id === undefined || ticket_number === undefined) return null;
  return {
    id,
    storeId: row.store_id,
    ticketNumber: formatTicket(ticket_number),
    customerName: customer_name ?? '',
    deviceModel: device_model ?? '',
  };
}

/** Whether the answer covers one store: a store's own people, or anyone who names one. */
async function oneStore(deps: Deps, reach: Reach, storeId: string | undefined): Promise<boolean> {
  if (storeId) return true;
  if (!reach.all) return reach.storeIds.length === 1;
  const { n } = await deps.db
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n) === 1;
}

/**
 * Each day of the range with the open repairs expected ready on it (check-in day at the store,
 * plus EXPECTED_READY_DAYS), counted per store, busiest first; one store's are listed too.
 */
export async function readyExpected(
  deps: Deps,
  reach: Reach,
  range: { from: string; to: string; storeId?: string },
): Promise<ReadyExpected> {
  const detail = await oneStore(deps, reach, range.storeId);
  const rows = await openRepairsCheckedIn(deps.db, reach, range, detail);
  const days = new Map<string, { counts: Map<string, number>; repairs: DueRepair[] }>();
  for (const row of rows) {
    const date = addDays(localDate(new Date(row.created_at), row.timezone), EXPECTED_READY_DAYS);
    if (date < range.from || date > range.to) continue;
    let day = days.get(date);
    if (!day) days.set(date, (day = { counts: new Map(), repairs: [] }));
    day.counts.set(row.store_id, (day.counts.get(row.store_id) ?? 0) + 1);
    const due = detail ? dueRepair(row) : null;
    if (due) day.repairs.push(due);
  }
  return {
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({
        date,
        stores: [...day.counts.entries()]
          .map(([storeId, count]) => ({ storeId, count }))
          .sort((a, b) => b.count - a.count || a.storeId.localeCompare(b.storeId)),
        repairs: day.repairs,
      })),
  };
}
