import type { Kysely, Migration } from 'kysely';

/**
 * What each device last said about its offline queue: writes still waiting and writes the
 * server refused. One row per user and device, replaced on every report, so the office sees
 * which counters hold unsent work.
 */
export const deviceSync: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('device_sync_status')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('pending', 'integer', (c) => c.notNull())
      .addColumn('refused', 'integer', (c) => c.notNull())
      .addColumn('reported_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('device_sync_status_pk', ['user_id', 'device_id'])
      .execute();
  },
};
