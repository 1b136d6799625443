import type { Kysely, Migration } from 'kysely';

/**
 * A store's repair search (name, phone, IMEI or ticket, matched anywhere in the text) reads every
 * repair the store ever took in. This index holds the searched columns in the list's order, so the
 * search reads index entries only instead of each repair's row (docs/decisions/020). Its
 * (store_id, created_at, id) prefix is the index it replaces: the newest-first list.
 */
export const repairSearchIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('repairs_store_search_idx')
      .on('repair_waivers')
      .columns([
        'store_id',
        'created_at',
        'id',
        'status',
        'ticket_number',
        'phone_digits',
        'imei_serial',
        'customer_name',
      ])
      .execute();
    await db.schema.dropIndex('repairs_store_created_idx').execute();
  },
};
