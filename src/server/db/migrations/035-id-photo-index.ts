import type { Kysely, Migration } from 'kysely';

/**
 * Opening a file that is a buyback's ID photo finds its buyback by the photo (issue 37: only
 * those who read the police report see it, and each view is logged): an index, not a scan.
 */
export const idPhotoIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('device_purchases_id_photo')
      .on('device_purchases')
      .column('id_photo_id')
      .execute();
  },
};
