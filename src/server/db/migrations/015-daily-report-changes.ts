import type { Kysely, Migration } from 'kysely';

/**
 * A filed daily report can be reopened by a manager (the counter files the day again) or
 * corrected, each with a reason. The report row holds the current figures; every change is a row
 * that is only ever appended, holding the figures as they were before it, so the day's first
 * filing and each step since can always be read back.
 */
export const dailyReportChanges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('daily_reports')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('submitted'))
      .execute();
    await db.schema
      .alterTable('daily_reports')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('daily_report_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('report_id', 'text', (c) => c.notNull().references('daily_reports.id'))
      .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('previous', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('daily_report_changes_report_idx')
      .on('daily_report_changes')
      .columns(['report_id', 'changed_at'])
      .execute();
  },
};
