import type { Db } from '../../db';
import { OFFICE_ROLES } from '../../../shared/roles';

/** The facts the checklist is read from, in a few small counts: the chain is new, so they are cheap. */
export async function setupFacts(db: Db) {
  const [regions, stores, invites, staff, confirmations] = await Promise.all([
    db
      .selectFrom('regions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('stores')
      .select(['name', 'street_address', 'city', 'phone', 'receipt_printer', 'label_printer'])
      .orderBy('name')
      .execute(),
    db
      .selectFrom('invites')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .where('role', 'not in', [...OFFICE_ROLES])
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('setup_confirmations').select('step').execute(),
  ]);
  return {
    regions: Number(regions.n),
    stores,
    invites: Number(invites.n),
    staff: Number(staff.n),
    confirmed: new Set(confirmations.map((c) => c.step)),
  };
}

/**
 * A step confirmed twice stays confirmed once, with its first confirmation; true when this call
 * confirmed it.
 */
export async function confirmStep(
  db: Db,
  step: string,
  userId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('setup_confirmations')
    .values({ step, confirmed_by: userId, confirmed_at: at })
    .onConflict((oc) => oc.column('step').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
