import { type Updateable } from 'kysely';
import type { Db } from '../../db';
import { fullName } from '../../db/names';
import { runHot } from '../../db/hot-query';
import { scopeToReach, type Reach } from '../../db/scope';
import type { RepairQuoteLinesTable, RepairQuotesTable, RepairWaiversTable } from '../../db/schema';

/**
 * A repair with what its money needs to say (customer, store, device), within `reach`; without
 * a reach only for the customer's status link, whose token is the key.
 */
function selectRepair(db: Db) {
  return db
    .selectFrom('repair_waivers')
    .innerJoin('stores', 'stores.id', 'repair_waivers.store_id')
    .innerJoin('customers', 'customers.id', 'repair_waivers.customer_id')
    .selectAll('repair_waivers')
    .select(['stores.name as store_name', 'customers.notify_opt_out as notify_opt_out']);
}

export function findRepair(db: Db, reach: Reach, id: string) {
  return scopeToReach(selectRepair(db), 'repair_waivers.store_id', reach)
    .where('repair_waivers.id', '=', id)
    .executeTakeFirst();
}
export type RepairRow = NonNullable<Awaited<ReturnType<typeof findRepair>>>;

export function findRepairByToken(db: Db, token: string) {
  return selectRepair(db).where('repair_waivers.status_token', '=', token).executeTakeFirst();
}

/** A store's money settings, in the units they are kept in. */
export function storeMoney(db: Db, storeId: string) {
  return db
    .selectFrom('stores')
    .select([
      'id',
      'timezone',
      'business_day_end_hour',
      'tax_rate_ppm',
      'approval_limit_percent',
      'approval_limit_cents',
      'refund_limit_cents',
      'counter_limit_cents',
      'warranty_days',
    ])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
}
export type StoreMoneyRow = Awaited<ReturnType<typeof storeMoney>>;

export type QuoteRow = RepairQuotesTable & {
  created_by_name: string | null;
  recorded_by_name: string | null;
};

/** A repair's quotes, newest first: the first is the current one. */
export function quotesOf(db: Db, repairId: string): Promise<QuoteRow[]> {
  return db
    .selectFrom('repair_quotes')
    .leftJoin('users', 'users.id', 'repair_quotes.created_by')
    .leftJoin('users as recorders', 'recorders.id', 'repair_quotes.approval_recorded_by')
    .selectAll('repair_quotes')
    .select([fullName('users').as('created_by_name'), fullName('recorders').as('recorded_by_name')])
    .where('repair_quotes.repair_id', '=', repairId)
    .orderBy('repair_quotes.created_at', 'desc')
    .orderBy('repair_quotes.id', 'desc')
    .execute();
}

export function linesOf(db: Db, quoteId: string): Promise<RepairQuoteLinesTable[]> {
  return db
    .selectFrom('repair_quote_lines')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('position')
    .execute();
}

export async function insertQuote(
  db: Db,
  quote: RepairQuotesTable,
  lines: RepairQuoteLinesTable[],
): Promise<void> {
  await db.insertInto('repair_quotes').values(quote).execute();
  await db.insertInto('repair_quote_lines').values(lines).execute();
}

/** Takes a waiting quote's decision once: false when it was no longer waiting. */
export async function decideQuote(
  db: Db,
  quoteId: string,
  patch: Updateable<RepairQuotesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('repair_quotes')
    .set(patch)
    .where('id', '=', quoteId)
    .where('approval_state', '=', 'awaiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The ledger rows of a repair, oldest first (row ids are time-ordered), with who took each. */
export function entriesOf(db: Db, repairId: string) {
  return db
    .selectFrom('payments')
    .leftJoin('users', 'users.id', 'payments.created_by')
    .selectAll('payments')
    .select(fullName('users').as('taken_by_name'))
    .where('payments.repair_id', '=', repairId)
    .orderBy('payments.taken_at', 'asc')
    .orderBy('payments.id', 'asc')
    .execute();
}
export type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

/** Rows already recorded under a client-made payment id (a replayed payment). */
export function batchRows(db: Db, batchId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'repair_id'])
    .where('batch_id', '=', batchId)
    .execute();
}

/** The repair's money columns, read inside a write so its checks see the latest. */
export function repairMoneyRow(db: Db, repairId: string) {
  return db
    .selectFrom('repair_waivers')
    .select([
      'id',
      'store_id',
      'status',
      'estimated_cost_cents',
      'estimate_tax_cents',
      'invoice_number',
      'invoiced_at',
      'no_charge_kind',
      'no_charge_reason',
      'no_charge_by',
      'no_charge_at',
      'warranty_until',
      'warranty_of_id',
      'parts_cost_cents',
    ])
    .where('id', '=', repairId)
    .executeTakeFirstOrThrow();
}
export type RepairMoneyRow = Awaited<ReturnType<typeof repairMoneyRow>>;

export async function updateRepair(
  db: Db,
  repairId: string,
  patch: Updateable<RepairWaiversTable>,
): Promise<void> {
  await db.updateTable('repair_waivers').set(patch).where('id', '=', repairId).execute();
}

/** Gives the repair its invoice number once; false when it already had one. */
export async function setInvoiceNumber(
  db: Db,
  repairId: string,
  invoiceNumber: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('repair_waivers')
    .set({ invoice_number: invoiceNumber, invoiced_at: at })
    .where('id', '=', repairId)
    .where('invoice_number', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function userName(db: Db, userId: string | null) {
  if (!userId) return Promise.resolve(null);
  return db
    .selectFrom('users')
    .select(fullName('users').as('name'))
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.name ?? null);
}

/** The repair a check-in's warranty flag points at, for the money view and the detail. */
export function warrantyRepair(db: Db, id: string) {
  return db
    .selectFrom('repair_waivers')
    .select(['id', 'ticket_number', 'picked_up_at', 'warranty_until'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The latest repair of the same device still under warranty on `today`: the same IMEI or serial,
 * or the same customer's same model, anywhere in the company. Asked at every check-in, so built
 * and compiled once per form (with or without an IMEI) rather than per call (db/hot-query.ts).
 */
export async function underWarranty(
  db: Db,
  device: { companyName: string; imeiSerial: string | null; customerId: string; model: string },
  today: string,
) {
  const { imeiSerial } = device;
  const values = [
    device.companyName,
    today,
    device.customerId,
    device.model.toLowerCase(),
    ...(imeiSerial ? [imeiSerial] : []),
  ];
  const [row] = await runHot(
    db,
    imeiSerial ? 'under-warranty:imei' : 'under-warranty',
    values,
    ([company, day, customer, model, imei]) =>
      db
        .selectFrom('repair_waivers')
        .select(['id', 'ticket_number', 'warranty_until'])
        .where('company_name', '=', company!)
        .where('warranty_until', '>=', day!)
        .where((eb) =>
          eb.or([
            ...(imei ? [eb('imei_serial', '=', imei)] : []),
            eb.and([
              eb('customer_id', '=', customer!),
              eb(eb.fn('lower', ['device_model']), '=', model!),
            ]),
          ]),
        )
        .orderBy('warranty_until', 'desc')
        .limit(1),
  );
  return row;
}
