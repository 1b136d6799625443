import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

type Db = Kysely<{
  customers: {
    id: string;
    store_id: string;
    name: string;
    phone: string;
    phone_digits: string;
    email: string | null;
    zip: string | null;
    notify_opt_out: number;
    created_at: string;
    updated_at: string;
  };
  customer_buybacks: { purchase_id: string; customer_id: string };
  device_purchases: {
    id: string;
    store_id: string;
    customer_name: string;
    customer_phone: string;
    phone_digits: string;
    customer_email: string | null;
    created_at: string;
  };
  device_sales: {
    id: string;
    store_id: string;
    customer_id: string | null;
    customer_name: string;
    customer_phone: string | null;
    customer_email: string | null;
    created_at: string;
  };
}>;

/**
 * One record per person (issue 38): a buyback's seller and a device sale's buyer belong to the
 * store's customer record as a check-in's customer does, so one person's repairs, purchases and
 * sales are seen together. A buyback's link sits in customer_buybacks, beside the record. A record keeps an address and notes, further phones and e-mails
 * (customer_contacts: what a merge brings in), and points to the record it was merged into.
 */
export const customerRecords: Migration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as unknown as Db;
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable('customers').addColumn('address', 'text').execute();
    await db.schema.alterTable('customers').addColumn('notes', 'text').execute();
    await db.schema.alterTable('customers').addColumn('merged_into_id', 'text').execute();
    await db.schema.alterTable('device_sales').addColumn('customer_id', 'text').execute();
    await db.schema
      .createTable('customer_contacts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('digits', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_contacts_customer_idx')
      .on('customer_contacts')
      .column('customer_id')
      .execute();
    // A buyback record is evidence no UPDATE may touch (migration 032): its seller's record is
    // kept beside it, where a merge can move it.
    await db.schema
      .createTable('customer_buybacks')
      .addColumn('purchase_id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_buybacks_customer_idx')
      .on('customer_buybacks')
      .column('customer_id')
      .execute();
    await db.schema
      .createIndex('device_sales_customer_idx')
      .on('device_sales')
      .column('customer_id')
      .execute();
    await linkBuybacks(db);
    await linkDeviceSales(db);
  },
};

type Person = { name: string; phone: string; digits: string; email: string | null; at: string };

/** The store's record with these phone digits, made from the earliest transaction if none. */
async function recordFor(db: Db, storeId: string, person: Person): Promise<string> {
  const found = await db
    .selectFrom('customers')
    .select('id')
    .where('store_id', '=', storeId)
    .where('phone_digits', '=', person.digits)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  if (found) return found.id;
  const id = randomUUID();
  await db
    .insertInto('customers')
    .values({
      id,
      store_id: storeId,
      name: person.name,
      phone: person.phone,
      phone_digits: person.digits,
      email: person.email,
      zip: null,
      notify_opt_out: 0,
      created_at: person.at,
      updated_at: person.at,
    })
    .execute();
  return id;
}

async function linkBuybacks(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('device_purchases')
    .select(['id', 'store_id', 'customer_name', 'customer_phone', 'phone_digits'])
    .select(['customer_email', 'created_at'])
    .where('phone_digits', '!=', '')
    .orderBy('created_at')
    .execute();
  const known = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.store_id}|${row.phone_digits}`;
    const id =
      known.get(key) ??
      (await recordFor(db, row.store_id, {
        name: row.customer_name,
        phone: row.customer_phone,
        digits: row.phone_digits,
        email: row.customer_email,
        at: row.created_at,
      }));
    known.set(key, id);
    await db
      .insertInto('customer_buybacks')
      .values({ purchase_id: row.id, customer_id: id })
      .execute();
  }
}

async function linkDeviceSales(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('device_sales')
    .select(['id', 'store_id', 'customer_name', 'customer_phone', 'customer_email', 'created_at'])
    .where('customer_phone', 'is not', null)
    .orderBy('created_at')
    .execute();
  const known = new Map<string, string>();
  for (const row of rows) {
    const digits = (row.customer_phone ?? '').replace(/\D/g, '');
    if (digits.length < 7) continue;
    const key = `${row.store_id}|${digits}`;
    const id =
      known.get(key) ??
      (await recordFor(db, row.store_id, {
        name: row.customer_name,
        phone: row.customer_phone!,
        digits,
        email: row.customer_email,
        at: row.created_at,
      }));
    known.set(key, id);
    await db
      .updateTable('device_sales')
      .set({ customer_id: id })
      .where('id', '=', row.id)
      .execute();
  }
}
