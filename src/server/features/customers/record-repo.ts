import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { CustomerContactsTable } from '../../db/schema';

/** What one customer record holds beyond its repairs: contacts, device sales, buybacks, sales. */

export function customerContacts(db: Db, customerId: string) {
  return db
    .selectFrom('customer_contacts')
    .select(['kind', 'value'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The seller of a buyback is this customer. */
export function linkBuyback(db: Db, purchaseId: string, customerId: string) {
  return db
    .insertInto('customer_buybacks')
    .values({ purchase_id: purchaseId, customer_id: customerId })
    .execute();
}

export function insertContacts(db: Db, rows: Insertable<CustomerContactsTable>[]) {
  if (rows.length === 0) return Promise.resolve();
  return db.insertInto('customer_contacts').values(rows).execute();
}

export function customerDeviceSales(db: Db, customerId: string) {
  return db
    .selectFrom('device_sales')
    .select(['id', 'receipt_number', 'device_brand', 'device_model', 'imei'])
    .select(['price_cents', 'tax_cents', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function customerBuybacks(db: Db, customerId: string) {
  return db
    .selectFrom('customer_buybacks')
    .innerJoin('device_purchases', 'device_purchases.id', 'customer_buybacks.purchase_id')
    .select(['id', 'device_brand', 'device_model', 'imei', 'amount_cents', 'created_at'])
    .where('customer_buybacks.customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function customerCounterSales(db: Db, customerId: string) {
  return db
    .selectFrom('counter_sales')
    .select(['id', 'receipt_number', 'total_cents', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('counter_sale_lines')
        .whereRef('counter_sale_lines.sale_id', '=', 'counter_sales.id')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('line_count'),
    )
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Moves everything of the duplicate to the record it is merged into. The rows keep the name and
 * phone they were written with (a receipt stays what was printed); only their record changes.
 */
export async function moveHistory(db: Db, fromId: string, toId: string): Promise<void> {
  await db
    .updateTable('repair_waivers')
    .set({ customer_id: toId })
    .where('customer_id', '=', fromId)
    .execute();
  await db
    .updateTable('device_sales')
    .set({ customer_id: toId })
    .where('customer_id', '=', fromId)
    .execute();
  await db
    .updateTable('customer_buybacks')
    .set({ customer_id: toId })
    .where('customer_id', '=', fromId)
    .execute();
  await db
    .updateTable('counter_sales')
    .set({ customer_id: toId })
    .where('customer_id', '=', fromId)
    .execute();
  await db
    .updateTable('customer_contacts')
    .set({ customer_id: toId })
    .where('customer_id', '=', fromId)
    .execute();
}
