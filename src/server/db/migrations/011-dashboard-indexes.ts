import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Indexes the dashboards' aggregates need once a chain has a million repairs
 * (docs/decisions/016-dashboard-indexes.md). Each serves a range the dashboards read by store and
 * instant; the two it replaces are prefixes of their successors, so writes carry no extra index.
 */
export const dashboardIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    // Takings count repairs at pickup: store, status 'picked_up' and a pickup range, summing the
    // estimated cost without reading the row. Its (store_id, status) prefix serves the old index's
    // queries (open repairs by status).
    await db.schema
      .createIndex('repairs_store_status_pickup_idx')
      .on('repair_waivers')
      .columns(['store_id', 'status', 'picked_up_at', 'estimated_cost_cents'])
      .execute();
    await db.schema.dropIndex('repairs_store_status_idx').execute();

    // Turnaround: the repairs completed in a period, with their check-in, without reading the row.
    await db.schema
      .createIndex('repairs_store_completed_idx')
      .on('repair_waivers')
      .columns(['store_id', 'completed_at', 'created_at'])
      .execute();

    // The few repairs without a pickup signature (open ones, mostly): the signature tiles count
    // them here instead of reading every repair ever signed for.
    await db.schema
      .createIndex('repairs_unsigned_idx')
      .on('repair_waivers')
      .columns(['store_id', 'status'])
      .where(sql.ref('pickup_signature_id'), 'is', null)
      .execute();

    // Completions per store and day, counted once per repair, without reading the history row.
    await db.schema
      .createIndex('repair_history_store_to_repair_idx')
      .on('repair_status_history')
      .columns(['store_id', 'to_status', 'changed_at', 'repair_id'])
      .execute();
    await db.schema.dropIndex('repair_history_store_to_idx').execute();

    // Buyback conversion joins each purchase to the stock item it became.
    await db.schema
      .createIndex('stock_purchase_idx')
      .on('stock_items')
      .column('purchase_id')
      .execute();

    // Admin analytics: sign-ins and failures by kind and time, and all activity since a day.
    await db.schema
      .createIndex('activity_action_time_idx')
      .on('activity_log')
      .columns(['action', 'created_at'])
      .execute();
  },
};
