import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '..';
import { migrationTestDb } from '../../testing/migration-test-db';

const migration = migrationTestDb('022');

const AT = '2026-11-01T10:00:00.000Z';

describe('migration 022', () => {
  it('marks every signature made before it as drawn, and leaves missing ones without a method', async () => {
    await migration.before();
    const db = migration.db;
    // Only the columns this migration reads matter; the rows they point at are left out.
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    for (const [number, id, pickup] of [
      [1, 'r-open', null],
      [2, 'r-picked-up', 'b-pickup'],
    ] as const)
      await sql`INSERT INTO repair_waivers (id, store_id, ticket_number, customer_id, customer_name,
                customer_phone, phone_digits, customer_zip, device_brand, device_model,
                problem_description, estimated_cost_cents, repair_type, company_name,
                before_photo_id, dropoff_signature_id, pickup_signature_id, status, status_token,
                created_at, updated_at)
                VALUES (${id}, 's1', ${number}, 'c1', 'Ana', '(404) 555-0101', '4045550101',
                '30305', 'Apple', 'iPhone 13', 'Screen', 10000, 'Screen', 'TECHY', 'b-photo',
                'b-dropoff', ${pickup}, 'received', ${id}, ${AT}, ${AT})`.execute(db);
    for (const [number, id, signature] of [
      [1, 's-unsigned', null],
      [2, 's-signed', 'b-sale'],
    ] as const)
      await sql`INSERT INTO device_sales (id, store_id, receipt_number, customer_name, device_brand,
                device_model, price_cents, payment_method, signature_id, created_at)
                VALUES (${id}, 's1', ${number}, 'Bea', 'Google', 'Pixel 8', 39900, 'card',
                ${signature}, ${AT})`.execute(db);
    await sql`PRAGMA foreign_keys = ON`.execute(db);

    await migrateToLatest(db);
    const repairs = await db
      .selectFrom('repair_waivers')
      .select(['id', 'dropoff_signature_method', 'pickup_signature_method'])
      .orderBy('id')
      .execute();
    expect(repairs).toEqual([
      { id: 'r-open', dropoff_signature_method: 'drawn', pickup_signature_method: null },
      { id: 'r-picked-up', dropoff_signature_method: 'drawn', pickup_signature_method: 'drawn' },
    ]);
    const sales = await db
      .selectFrom('device_sales')
      .select(['id', 'signature_method'])
      .orderBy('id')
      .execute();
    expect(sales).toEqual([
      { id: 's-signed', signature_method: 'drawn' },
      { id: 's-unsigned', signature_method: null },
    ]);
  });
});
