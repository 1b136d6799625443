import { sql, type SelectQueryBuilder, type Updateable } from 'kysely';
import { REPAIR_STATUSES } from '../../../shared/repairs';
import type { Db, DbDialect } from '../../db';
import { insertHot, runHot } from '../../db/hot-query';
import { containsExactly, escapeLike, likeEscaped } from '../../db/like';
import type { Database, RepairStatusHistoryTable, RepairWaiversTable } from '../../db/schema';
import { REACH_ALL, scopeToReach, type Reach } from '../../db/scope';

export type RepairRow = RepairWaiversTable & {
  store_name: string;
  created_by_name: string | null;
  notify_opt_out: number;
};

function selectRepairs(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('repair_waivers')
      .innerJoin('stores', 'stores.id', 'repair_waivers.store_id')
      .innerJoin('customers', 'customers.id', 'repair_waivers.customer_id')
      .leftJoin('users', 'users.id', 'repair_waivers.created_by')
      .selectAll('repair_waivers')
      .select([
        'stores.name as store_name',
        'customers.notify_opt_out as notify_opt_out',
        sql<
          string | null
        >`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
          'created_by_name',
        ),
      ]),
    'repair_waivers.store_id',
    reach,
  );
}

export function findRepair(db: Db, reach: Reach, id: string): Promise<RepairRow | undefined> {
  return selectRepairs(db, reach).where('repair_waivers.id', '=', id).executeTakeFirst();
}

/**
 * Without reach: only for the idempotent-create check and the customer's token link. Asked before
 * every check-in (a replay?), so built once (db/hot-query.ts).
 */
export async function findRepairAnywhere(db: Db, id: string) {
  const [row] = await runHot(db, 'repair-anywhere', [id], ([standIn]) =>
    db.selectFrom('repair_waivers').select(['id', 'store_id']).where('id', '=', standIn!),
  );
  return row;
}

export function findRepairByToken(db: Db, token: string) {
  return db
    .selectFrom('repair_waivers')
    .innerJoin('stores', 'stores.id', 'repair_waivers.store_id')
    .innerJoin('customers', 'customers.id', 'repair_waivers.customer_id')
    .select([
      'repair_waivers.id',
      'repair_waivers.ticket_number',
      'repair_waivers.customer_id',
      'repair_waivers.customer_name',
      'repair_waivers.device_brand',
      'repair_waivers.device_model',
      'repair_waivers.company_name',
      'repair_waivers.status',
      'repair_waivers.created_at',
      'repair_waivers.estimated_cost_cents',
      'repair_waivers.estimate_tax_cents',
      'repair_waivers.store_id',
      'stores.name as store_name',
      'customers.notify_opt_out',
    ])
    .where('repair_waivers.status_token', '=', token)
    .executeTakeFirst();
}

export type ListFilter = {
  limit: number;
  after?: { createdAt: string; id: string };
  search?: {
    text: string;
    digits: string | null;
    ticket: number | null;
    numberOnly: boolean;
    dialect: DbDialect;
  };
  status?: string;
  storeId?: string;
};

/** Newest first, keyset-paginated on (created_at, id) so deep pages cost the same as the first. */
export function listRepairs(db: Db, reach: Reach, f: ListFilter): Promise<RepairRow[]> {
  const newestFirst = <Q extends SelectQueryBuilder<Database, 'repair_waivers', object>>(q: Q) =>
    q
      .orderBy('repair_waivers.created_at', 'desc')
      .orderBy('repair_waivers.id', 'desc')
      .limit(f.limit) as Q;
  if (!f.search) return newestFirst(filtered(selectRepairs(db, reach), f)).execute();
  // A search matches text anywhere in a store's repairs, so it reads all of them: here from the
  // search index alone (migration 012), the rows of the page's matches joined after. The
  // matches are already within reach; scoping the outer query again would let SQLite read the
  // store's every row to test it against the list instead of fetching the page's rows by id.
  const matches = newestFirst(
    filtered(
      scopeToReach(
        db.selectFrom('repair_waivers').select('repair_waivers.id'),
        'repair_waivers.store_id',
        reach,
      ),
      f,
    ),
  );
  return newestFirst(
    selectRepairs(db, REACH_ALL).where('repair_waivers.id', 'in', matches),
  ).execute();
}

/** The list's filters; every column they read is in the search index. */
function filtered<O>(q: SelectQueryBuilder<Database, 'repair_waivers', O>, f: ListFilter) {
  if (f.storeId) q = q.where('repair_waivers.store_id', '=', f.storeId);
  if (f.status) q = q.where('repair_waivers.status', '=', f.status);
  if (f.after) {
    const { createdAt, id } = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('repair_waivers.created_at', '<', createdAt),
        eb.and([eb('repair_waivers.created_at', '=', createdAt), eb('repair_waivers.id', '<', id)]),
      ]),
    );
  }
  if (f.search) {
    const { text, digits, ticket, numberOnly, dialect } = f.search;
    q = q.where((eb) =>
      eb.or([
        ...(numberOnly
          ? // Digits have no case: the serial compares as typed, without lower() on every row.
            [eb('repair_waivers.imei_serial', '=', text.trim())]
          : [
              likeEscaped(
                eb.fn('lower', ['repair_waivers.customer_name']),
                `%${escapeLike(text.toLowerCase())}%`,
              ),
              eb(eb.fn('lower', ['repair_waivers.imei_serial']), '=', text.toLowerCase()),
            ]),
        ...(digits ? [containsExactly(dialect, 'repair_waivers.phone_digits', digits)] : []),
        ...(digits && digits.length >= 6
          ? [containsExactly(dialect, 'repair_waivers.imei_serial', digits)]
          : []),
        ...(ticket !== null ? [eb('repair_waivers.ticket_number', '=', ticket)] : []),
      ]),
    );
  }
  return q;
}

const OPEN_STATUSES = REPAIR_STATUSES.filter((status) => status !== 'picked_up');

/** Repairs that can be handed back: signed at drop-off, not picked up; finished ones first. */
export function pickupQueue(db: Db, reach: Reach, limit: number): Promise<RepairRow[]> {
  // The open statuses by name, not "!= 'picked_up'": each is one range of the (store_id, status)
  // index instead of a read of every repair the store ever took in.
  return selectRepairs(db, reach)
    .where('repair_waivers.status', 'in', OPEN_STATUSES)
    .orderBy(sql`case when ${sql.ref('repair_waivers.status')} = 'completed' then 0 else 1 end`)
    .orderBy('repair_waivers.created_at', 'asc')
    .limit(limit)
    .execute();
}

/** Every column of a repair (the typecheck fails when one is missing), in one fixed order. */
const repairColumns: Record<keyof RepairWaiversTable, true> = {
  id: true,
  store_id: true,
  ticket_number: true,
  customer_id: true,
  customer_name: true,
  customer_phone: true,
  phone_digits: true,
  customer_email: true,
  customer_zip: true,
  device_brand: true,
  device_model: true,
  device_color: true,
  imei_serial: true,
  device_password: true,
  problem_description: true,
  issue_description: true,
  estimated_cost_cents: true,
  estimate_tax_cents: true,
  repair_type: true,
  additional_notes: true,
  company_name: true,
  before_photo_id: true,
  after_photo_id: true,
  dropoff_signature_id: true,
  pickup_signature_id: true,
  dropoff_signature_method: true,
  pickup_signature_method: true,
  status: true,
  status_token: true,
  created_by: true,
  created_at: true,
  updated_at: true,
  completed_at: true,
  picked_up_at: true,
  terms_version_id: true,
  invoice_number: true,
  invoiced_at: true,
  no_charge_kind: true,
  no_charge_reason: true,
  no_charge_by: true,
  no_charge_at: true,
  warranty_until: true,
  warranty_of_id: true,
  parts_waiting: true,
  parts_cost_cents: true,
};

/**
 * A check-in's row, built and compiled once (db/hot-query.ts): building an insert of forty-odd
 * columns cost Kysely more than SQLite spent writing it.
 */
export async function insertRepair(db: Db, row: RepairWaiversTable): Promise<void> {
  await insertHot(db, 'repair_waivers', repairColumns, row);
}

/**
 * Changes a repair only while its status is still `fromStatus`; false when another change got
 * there first (between the caller's read and this write), so that change is judged again.
 */
export async function moveRepair(
  db: Db,
  id: string,
  fromStatus: string,
  patch: Updateable<RepairWaiversTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('repair_waivers')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const historyColumns: Record<keyof RepairStatusHistoryTable, true> = {
  id: true,
  repair_id: true,
  store_id: true,
  from_status: true,
  to_status: true,
  notes: true,
  changed_by: true,
  changed_at: true,
};

/** Each check-in and status change writes one, so the insert is built once (db/hot-query.ts). */
export async function insertHistory(db: Db, row: RepairStatusHistoryTable): Promise<void> {
  await insertHot(db, 'repair_status_history', historyColumns, row);
}

export function historyOf(db: Db, repairId: string) {
  return db
    .selectFrom('repair_status_history')
    .leftJoin('users', 'users.id', 'repair_status_history.changed_by')
    .selectAll('repair_status_history')
    .select(
      sql<string | null>`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`.as(
        'changed_by_name',
      ),
    )
    .where('repair_id', '=', repairId)
    .orderBy('changed_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
