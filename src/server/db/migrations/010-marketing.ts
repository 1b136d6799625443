import type { Kysely, Migration } from 'kysely';

/**
 * The marketing hub's records. Every message to a customer (a campaign's, or the review request
 * after a pickup) gets a row with its own unsubscribe token; opt-outs are kept by address so a
 * person who said stop is left out of every later audience, whichever store or record found them.
 */
export const marketing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('marketing_campaigns')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('segment_kind', 'text', (c) => c.notNull())
      .addColumn('segment_value', 'integer', (c) => c.notNull())
      .addColumn('store_ids', 'text')
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema
      .createIndex('marketing_campaigns_created_idx')
      .on('marketing_campaigns')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('marketing_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('campaign_id', 'text', (c) =>
        c.references('marketing_campaigns.id').onDelete('cascade'),
      )
      // One review request per repair, even with several processes ticking at once.
      .addColumn('repair_id', 'text', (c) => c.unique())
      .addColumn('store_id', 'text', (c) => c.references('stores.id').onDelete('set null'))
      .addColumn('contact_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('outbox_id', 'text')
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('claimed_at', 'text')
      .addColumn('opted_out_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema
      .createIndex('marketing_messages_campaign_idx')
      .on('marketing_messages')
      .columns(['campaign_id', 'state'])
      .execute();
    await db.schema
      .createIndex('marketing_messages_kind_store_idx')
      .on('marketing_messages')
      .columns(['kind', 'store_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('marketing_messages_contact_idx')
      .on('marketing_messages')
      .columns(['contact_key', 'kind', 'created_at'])
      .execute();

    await db.schema
      .createTable('marketing_opt_outs')
      .addColumn('contact_key', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('review_links')
      .addColumn('store_id', 'text', (c) =>
        c.primaryKey().references('stores.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    // Audiences leave out anyone whose customer record, in any store, asked for no messages.
    await db.schema
      .createIndex('customers_phone_idx')
      .on('customers')
      .column('phone_digits')
      .execute();
    // The review-request job looks for pickups of the last few days every tick.
    await db.schema
      .createIndex('repairs_picked_up_idx')
      .on('repair_waivers')
      .column('picked_up_at')
      .execute();
  },
};
