import type { Kysely, Migration } from 'kysely';

/**
 * The sales tax on a repair's estimate, at the store's rate when it was checked in (issue 38,
 * docs/decisions/048-estimate-tax.md): a repair picked up with no final price was charged its
 * estimate untaxed. Repairs checked in before keep 0: what their customers were told stands.
 */
export const estimateTax: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('repair_waivers')
      .addColumn('estimate_tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
