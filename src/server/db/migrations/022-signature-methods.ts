import { sql, type Kysely, type Migration } from 'kysely';

/**
 * How each signature was made: 'drawn' on the pad or 'typed' (the customer's full name rendered
 * as an image, for someone who cannot use the pad). Every signature older than typing was drawn.
 * A repair always has its drop-off signature and a buyback its seller's, so theirs are never
 * empty; a pickup signature and a sale's optional one have a method only when they exist.
 * The values are written out here: a migration never imports app code.
 */
export const signatureMethods: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('repair_waivers')
      .addColumn('dropoff_signature_method', 'text', (c) => c.notNull().defaultTo('drawn'))
      .execute();
    await db.schema
      .alterTable('repair_waivers')
      .addColumn('pickup_signature_method', 'text')
      .execute();
    await sql`UPDATE repair_waivers SET pickup_signature_method = 'drawn'
              WHERE pickup_signature_id IS NOT NULL`.execute(db);
    await db.schema
      .alterTable('device_purchases')
      .addColumn('signature_method', 'text', (c) => c.notNull().defaultTo('drawn'))
      .execute();
    await db.schema.alterTable('device_sales').addColumn('signature_method', 'text').execute();
    await sql`UPDATE device_sales SET signature_method = 'drawn'
              WHERE signature_id IS NOT NULL`.execute(db);
  },
};
