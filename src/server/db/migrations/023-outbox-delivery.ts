import type { Kysely, Migration } from 'kysely';

/**
 * A message is written as 'queued' inside the transaction of the record it belongs to and
 * delivered after the commit, so a crash between the two leaves a queued row that the outbox job
 * sends, never a record whose message was lost. Delivery then reads the whole message from the
 * row: its HTML part and mail headers (List-Unsubscribe on marketing) are kept beside the text.
 * `claimed_at` is when a process began handing a message over, which marks the message it holds
 * so no other process sends it too, and tells a delivery a stop cut off from one still going.
 * The index finds the few rows still waiting without reading the sent ones.
 */
export const outboxDelivery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('claimed_at', 'text').execute();
    await db.schema
      .createIndex('outbox_state_idx')
      .on('outbox')
      .columns(['state', 'created_at'])
      .execute();
  },
};
