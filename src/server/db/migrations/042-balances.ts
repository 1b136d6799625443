import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Store credit and gift cards (issue 38), each an append-only ledger of entries. An entry's `seq`
 * is one more than the last of its owner's, unique per owner: two counters spending one card or
 * one customer's credit at the same moment both write seq n+1, and the database refuses the
 * second, so neither can take the balance below zero (which a CHECK refuses too).
 */
export const balances: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gift_cards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('initial_cents', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    for (const [table, owner] of [
      ['gift_card_entries', 'card_id'],
      ['store_credit_entries', 'customer_id'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn(owner, 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('store_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('balance_cents', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('source_id', 'text')
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint(`${table}_seq`, [owner, 'seq'])
        .addCheckConstraint(`${table}_not_below_zero`, sql`balance_cents >= 0`)
        .execute();
    }
  },
};
