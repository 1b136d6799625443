import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Links that open on a customer's phone, invitations that can be found again, and an outbox that
 * tells staff mail from customers' (issue 23, items 2 and 7; decision 031).
 *
 * - chain_settings: one row ('chain') with the address people open and the chain's own name.
 * - invites.token_sealed: the invitation's token sealed with the session secret, so the office can
 *   copy an open link again; rows from before have none and show without a link.
 * - outbox.kind: what a message is for. Rows from before are named from what they point at; kinds
 *   are spelled out here, not imported, so the migration stays what it was when it ran.
 */
export const chainSettingsAndLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chain_settings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('public_url', 'text')
      .addColumn('chain_name', 'text')
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('invites').addColumn('token_sealed', 'text').execute();

    await db.schema
      .alterTable('outbox')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('repair_ready'))
      .execute();
    await sql`UPDATE outbox SET kind = 'invitation'
              WHERE related_id IN (SELECT id FROM invites)`.execute(db);
    await sql`UPDATE outbox SET kind = 'password_reset'
              WHERE related_id IN (SELECT id FROM users)`.execute(db);
    await sql`UPDATE outbox SET kind = 'smart_report'
              WHERE related_id IN (SELECT id FROM job_runs)`.execute(db);
    await sql`UPDATE outbox SET kind = 'marketing'
              WHERE id IN (SELECT outbox_id FROM marketing_messages WHERE kind = 'campaign')`.execute(
      db,
    );
    await sql`UPDATE outbox SET kind = 'review_request'
              WHERE id IN (SELECT outbox_id FROM marketing_messages WHERE kind = 'review')`.execute(
      db,
    );
    await db.schema
      .createIndex('outbox_kind_created_idx')
      .on('outbox')
      .columns(['kind', 'created_at'])
      .execute();
  },
};
