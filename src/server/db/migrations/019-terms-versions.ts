import { sql, type Kysely, type Migration } from 'kysely';
import { v7 } from 'uuid';

/**
 * The chain's terms (repair, sale, buyback), versioned and append-only: the office publishes a
 * new version, per store or for the whole chain, and nothing is ever updated or deleted, so each
 * repair, sale and buyback can keep the exact version the customer signed.
 *
 * A store row with no body says "this store uses the chain's terms again" (its override ends).
 *
 * Version 1 of each kind is the chain's default; the office edits it. The repair and sale texts
 * are those the app printed before terms were versioned, so the repairs and sales already made
 * point at the version they were printed with; buybacks showed no terms and keep none. The texts
 * are written out here: a migration never imports app code, so it stays what it was when it ran.
 */
export const termsVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('terms_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text', (c) => c.references('stores.id'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('body', 'text')
      .addColumn('created_by', 'text', (c) => c.references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // One number per kind and scope (the chain, or one store): two publishes at once cannot both
    // become version 4. COALESCE because NULLs never collide in a unique index.
    await sql`CREATE UNIQUE INDEX terms_versions_scope_idx
      ON terms_versions (kind, (COALESCE(store_id, '')), version)`.execute(db);

    for (const table of ['repair_waivers', 'device_sales', 'device_purchases']) {
      await db.schema
        .alterTable(table)
        .addColumn('terms_version_id', 'text', (c) => c.references('terms_versions.id'))
        .execute();
    }

    const now = new Date().toISOString();
    const seeded: Record<string, string> = {};
    for (const [kind, lines] of Object.entries(DEFAULT_TERMS)) {
      seeded[kind] = v7();
      await sql`INSERT INTO terms_versions (id, kind, store_id, version, body, created_by, created_at)
        VALUES (${seeded[kind]}, ${kind}, NULL, 1, ${lines.join('\n')}, NULL, ${now})`.execute(db);
    }
    await sql`UPDATE repair_waivers SET terms_version_id = ${seeded.repair}`.execute(db);
    await sql`UPDATE device_sales SET terms_version_id = ${seeded.sale}`.execute(db);
  },
};

/** Defaults the chain edits in Admin -> Terms: short, plain words a counter clerk can read out. */
const DEFAULT_TERMS = {
  repair: [
    'Diagnosis: the estimate is based on what we can see at drop-off. If the technician finds more, we contact you before doing any extra work or charging more.',
    'Your data: back up your device before leaving it. We are not responsible for data, apps or settings lost during a repair.',
    'Warranty: parts we fit carry a 90-day warranty against defects from the date of pickup. It does not cover new physical or liquid damage.',
    'Prior damage: devices with liquid damage, bent frames or earlier repairs may fail during a repair; we will tell you if we see signs of this.',
    'Collection: devices not collected within 90 days of our ready-for-pickup notice may be recycled or sold to cover the cost of the repair.',
    'Pickup: bring this ticket or photo ID. We hand the device only to the person named on the ticket or someone who shows this ticket.',
  ],
  sale: [
    'Keep this receipt: it is your proof of purchase for warranty and returns.',
    'Returns within 14 days of purchase, with this receipt, the device reset and in the condition sold.',
    'Warranty of 30 days against hardware faults; physical, liquid and software damage are not covered.',
  ],
  buyback: [
    'I own this device and have the right to sell it.',
    'It is not lost, stolen, or still being paid off under a finance or carrier plan, and no one else has a claim on it.',
    'I have signed out of my accounts and removed any lock on it, or will do so before I am paid.',
    'The price is final once I have been paid.',
    'The store records my name and ID as the law requires and may share them with the police if the device is reported stolen.',
  ],
};
