import type { Kysely, Migration } from 'kysely';

/**
 * The printers each store has: receipt (US Letter or an 80 mm roll) and label (2.25 x 1.25 in,
 * 2 x 1 in or 62 mm tape). Existing stores take Letter and 2.25 x 1.25 in, what a store had in
 * effect before. Keep the defaults equal to DEFAULT_RECEIPT_PRINTER and DEFAULT_LABEL_PRINTER
 * (src/shared/printing.ts); a migration never imports app code, so it stays what it was when it ran.
 */
export const storePrinters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('stores')
      .addColumn('receipt_printer', 'text', (c) => c.notNull().defaultTo('letter'))
      .execute();
    await db.schema
      .alterTable('stores')
      .addColumn('label_printer', 'text', (c) => c.notNull().defaultTo('label_2_25x1_25'))
      .execute();
  },
};
