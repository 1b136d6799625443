import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '..';
import { migrationTestDb } from '../../testing/migration-test-db';

const migration = migrationTestDb('041');

const purchase = (id: string, phone: string, at: string) =>
  sql`INSERT INTO device_purchases (id, store_id, customer_name, customer_phone, phone_digits,
      id_type, id_number, device_brand, device_model, imei, condition, amount_cents,
      payment_method, signature_id, signature_method, created_at, created_by_name, retain_until)
      VALUES (${id}, 's1', 'Sam Seller', ${phone}, ${phone.replace(/\D/g, '')}, 'drivers_license',
      'X1', 'Apple', 'iPhone 14', '490154203237518', 'good', 10000, 'cash', 'f1', 'drawn', ${at},
      'Clerk', '2030-01-01')`;
const sale = (id: string, phone: string | null) =>
  sql`INSERT INTO device_sales (id, store_id, receipt_number, customer_name, customer_phone,
      device_brand, device_model, price_cents, payment_method, created_at, tax_cents)
      VALUES (${id}, 's1', ${Math.floor(Math.random() * 1e6)}, 'Bea Buyer', ${phone}, 'Google',
      'Pixel 8', 30000, 'card', '2026-11-02T10:00:00.000Z', 0)`;

describe('migration 041', () => {
  it("links each buyback and device sale to the store's record of its phone, made once if none", async () => {
    await migration.before();
    const db = migration.db;
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    await sql`INSERT INTO customers (id, store_id, name, phone, phone_digits, notify_opt_out,
              created_at, updated_at) VALUES ('c1', 's1', 'Sam Seller', '(214) 555-0100',
              '2145550100', 0, '2026-01-01', '2026-01-01')`.execute(db);
    await purchase('p1', '(214) 555-0100', '2026-11-01T10:00:00.000Z').execute(db);
    await purchase('p2', '(469) 555-0111', '2026-11-01T11:00:00.000Z').execute(db);
    await purchase('p3', '469.555.0111', '2026-11-01T12:00:00.000Z').execute(db);
    await sale('s1', '214-555-0100').execute(db);
    await sale('s2', null).execute(db);
    // The store the rows name is left out, so the keys are checked only after the migration.
    await migrateToLatest(db);
    await sql`PRAGMA foreign_keys = ON`.execute(db);
    const purchases = await db
      .selectFrom('customer_buybacks')
      .select(['purchase_id as id', 'customer_id'])
      .orderBy('purchase_id')
      .execute();
    expect(purchases[0]!.customer_id).toBe('c1');
    expect(purchases[1]!.customer_id).not.toBeNull();
    expect(purchases[2]!.customer_id).toBe(purchases[1]!.customer_id);
    const sales = await db
      .selectFrom('device_sales')
      .select(['id', 'customer_id'])
      .orderBy('id')
      .execute();
    expect(sales.map((s) => s.customer_id)).toEqual(['c1', null]);
    const made = await db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', purchases[1]!.customer_id!)
      .executeTakeFirstOrThrow();
    expect(made).toMatchObject({
      store_id: 's1',
      name: 'Sam Seller',
      phone_digits: '4695550111',
      merged_into_id: null,
    });
  });
});
