import type { Db } from '../../db';
import type { PoliceReportsTable } from '../../db/schema';
import { fullName } from '../../db/names';

/** The purchases of some stores between two instants, oldest first, with the clerk's name. */
export function purchasesBetween(db: Db, storeIds: readonly string[], start: string, end: string) {
  return db
    .selectFrom('device_purchases')
    .leftJoin('users', 'users.id', 'device_purchases.created_by')
    .selectAll('device_purchases')
    .select(fullName('users').as('clerk_name'))
    .where('device_purchases.store_id', 'in', storeIds as string[])
    .where('device_purchases.created_at', '>=', start)
    .where('device_purchases.created_at', '<', end)
    .orderBy('device_purchases.created_at')
    .orderBy('device_purchases.id')
    .execute();
}

/** Only when each purchase was made and where: the list counts them per store-local date. */
export function purchaseTimes(db: Db, storeIds: readonly string[], start: string, end: string) {
  return db
    .selectFrom('device_purchases')
    .select(['store_id', 'created_at'])
    .where('store_id', 'in', storeIds as string[])
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .execute();
}

export type StateRow = PoliceReportsTable & { exported_by_name: string | null };

export function states(db: Db, storeIds: readonly string[], from: string, to: string) {
  return db
    .selectFrom('police_reports')
    .leftJoin('users', 'users.id', 'police_reports.exported_by')
    .selectAll('police_reports')
    .select(fullName('users').as('exported_by_name'))
    .where('police_reports.store_id', 'in', storeIds as string[])
    .where('police_reports.report_date', '>=', from)
    .where('police_reports.report_date', '<=', to)
    .execute() as Promise<StateRow[]>;
}

/** Records a report as prepared once; a second call (another process, a later tick) changes nothing. */
export async function prepare(
  db: Db,
  row: Pick<PoliceReportsTable, 'store_id' | 'report_date' | 'purchases' | 'prepared_at'>,
): Promise<void> {
  await db
    .insertInto('police_reports')
    .values({
      ...row,
      exported_at: null,
      exported_by: null,
      exported_purchases: null,
      sent_at: null,
      sent_to: null,
      sending_since: null,
      error: null,
    })
    .onConflict((oc) => oc.columns(['store_id', 'report_date']).doNothing())
    .execute();
}

const key = (db: Db, storeId: string, date: string) =>
  db.updateTable('police_reports').where('store_id', '=', storeId).where('report_date', '=', date);

export async function recordExport(
  db: Db,
  storeId: string,
  date: string,
  e: { at: string; by: string; purchases: number },
): Promise<void> {
  await key(db, storeId, date)
    .set({ exported_at: e.at, exported_by: e.by, exported_purchases: e.purchases })
    .execute();
}

/**
 * Takes the sending of a report: of several processes, only the one whose update matches sends,
 * as the job_runs lease does for the smart reports. A report already sent is left alone, and so
 * is one being sent, unless its sender took it before `staleBefore` and never finished (the
 * process died mid-way): then the next tick takes it over.
 */
export async function claimSending(
  db: Db,
  storeId: string,
  date: string,
  claim: { to: string; at: string; staleBefore: string },
): Promise<boolean> {
  const result = await key(db, storeId, date)
    .set({ sent_to: claim.to, sending_since: claim.at })
    .where('sent_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('sent_to', 'is', null),
        eb.and([eb('sending_since', 'is not', null), eb('sending_since', '<', claim.staleBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How the sending went; a failure frees the report for the next tick to try again. */
export async function finishSending(
  db: Db,
  storeId: string,
  date: string,
  outcome: { sentAt: string | null; error: string | null; retry: boolean },
): Promise<void> {
  await key(db, storeId, date)
    .set({
      sent_at: outcome.sentAt,
      error: outcome.error,
      sending_since: null,
      ...(outcome.retry ? { sent_to: null } : {}),
    })
    .execute();
}

/** The corrections added beside some purchases (the records themselves never change), oldest first. */
export function addendaOf(db: Db, purchaseIds: readonly string[]) {
  if (purchaseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('device_purchase_addenda')
    .select(['purchase_id', 'field', 'correction', 'reason', 'created_by_name', 'created_at'])
    .where('purchase_id', 'in', purchaseIds as string[])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
