import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { CustomersTable } from '../../db/schema';
import { escapeLike, likeEscaped } from '../../db/like';
import { scopeToReach, type Reach } from '../../db/scope';

export type CustomerRow = CustomersTable & {
  repair_count: number | string | null;
  last_visit_at: string | null;
};

function selectCustomers(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('customers')
      .selectAll('customers')
      .select((eb) => [
        eb
          .selectFrom('repair_waivers')
          .whereRef('repair_waivers.customer_id', '=', 'customers.id')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .as('repair_count'),
        eb
          .selectFrom('repair_waivers')
          .whereRef('repair_waivers.customer_id', '=', 'customers.id')
          .select((e) => e.fn.max('repair_waivers.created_at').as('m'))
          .as('last_visit_at'),
      ]),
    'customers.store_id',
    reach,
  );
}

/** The store's customer with this phone (by digits) or, failing that, this e-mail. */
export async function findReturningCustomer(
  db: Db,
  storeId: string,
  phoneDigits: string,
  email: string | undefined,
  name: string,
): Promise<CustomersTable | undefined> {
  const byPhone = await db
    .selectFrom('customers')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('phone_digits', '=', phoneDigits)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  if (byPhone || !email) return byPhone;
  // A changed phone is the same customer only under the same e-mail and the same name: two
  // people can share an address (a family, a workplace), and one must never become the other.
  const byEmail = await db
    .selectFrom('customers')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('email', '=', email)
    .orderBy('updated_at', 'desc')
    .execute();
  return byEmail.find((row) => sameName(row.name, name));
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

export async function insertCustomer(db: Db, row: Insertable<CustomersTable>): Promise<void> {
  await db.insertInto('customers').values(row).execute();
}

export async function updateCustomer(
  db: Db,
  id: string,
  patch: Updateable<CustomersTable>,
): Promise<void> {
  await db.updateTable('customers').set(patch).where('id', '=', id).execute();
}

/**
 * Customers within reach whose phone digits, e-mail or name match what was typed. A name matches
 * when it holds every word typed, in any order ("Reyes Maria" finds Maria Reyes).
 */
export function searchCustomers(
  db: Db,
  reach: Reach,
  terms: { digits: string | null; text: string },
  limit: number,
): Promise<CustomerRow[]> {
  const like = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
  const words = terms.text.split(/\s+/).filter(Boolean).slice(0, 5);
  return selectCustomers(db, reach)
    .where((eb) =>
      eb.or([
        ...(terms.digits ? [eb('customers.phone_digits', 'like', `%${terms.digits}%`)] : []),
        likeEscaped(eb.fn('lower', ['customers.email']), like(terms.text)),
        eb.and(words.map((word) => likeEscaped(eb.fn('lower', ['customers.name']), like(word)))),
      ]),
    )
    .orderBy('customers.updated_at', 'desc')
    .limit(limit)
    .execute();
}

export function findCustomer(db: Db, reach: Reach, id: string): Promise<CustomerRow | undefined> {
  return selectCustomers(db, reach).where('customers.id', '=', id).executeTakeFirst();
}

export function customerRepairs(db: Db, customerId: string) {
  return db
    .selectFrom('repair_waivers')
    .select([
      'id',
      'store_id',
      'ticket_number',
      'device_brand',
      'device_model',
      'problem_description',
      'status',
      'estimated_cost_cents',
      'created_at',
    ])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
