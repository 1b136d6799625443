import type { Kysely, Migration } from 'kysely';

/**
 * One row per scheduled job and period (a store's business day, a manager's night). The unique
 * key is the lease: with several app processes on one database, the process whose insert lands
 * runs the job and the others see the key taken.
 */
export const jobRuns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('period_key', 'text', (c) => c.notNull())
      .addColumn('business_date', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text', (c) => c.references('stores.id').onDelete('cascade'))
      .addColumn('manager_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('leased_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('recipients', 'text', (c) => c.notNull())
      .addColumn('sent_count', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('finished_at', 'text')
      .addUniqueConstraint('job_runs_job_period_uq', ['job', 'period_key'])
      .execute();
    await db.schema.createIndex('job_runs_leased_idx').on('job_runs').column('leased_at').execute();
  },
};
