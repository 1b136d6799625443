import type { Kysely, Migration } from 'kysely';

/**
 * A manager's approval PIN (issue 37), hashed like a password: typed on a counter's device to
 * approve one write the counter may not make alone. Null until the manager sets one.
 */
export const approvalPins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('approval_pin_hash', 'text').execute();
  },
};
