import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db';
import type { CustomersTable } from '../../db/schema';
import { escapeLike, likeEscaped } from '../../db/like';
import { scopeToReach, type Reach } from '../../db/scope';

export type CustomerRow = CustomersTable & {
  store_name: string;
  repair_count: number | string | null;
  last_visit_at: string | null;
};

function selectCustomers(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('customers')
      .innerJoin('stores', 'stores.id', 'customers.store_id')
      .selectAll('customers')
      .select('stores.name as store_name')
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

/**
 * The store's customer with this phone (by digits, the record's own or one a merge brought in)
 * or, failing that, this e-mail. A record merged into another is never found: its history moved.
 */
export async function findReturningCustomer(
  db: Db,
  storeId: string,
  phoneDigits: string,
  email: string | undefined,
  name: string,
): Promise<CustomersTable | undefined> {
  const live = () =>
    db
      .selectFrom('customers')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('merged_into_id', 'is', null);
  const byPhone = phoneDigits
    ? await live()
        .where((eb) =>
          eb.or([
            eb('phone_digits', '=', phoneDigits),
            eb.exists(
              eb
                .selectFrom('customer_contacts')
                .whereRef('customer_contacts.customer_id', '=', 'customers.id')
                .selectAll()
                .where('customer_contacts.digits', '=', phoneDigits),
            ),
          ]),
        )
        .orderBy('updated_at', 'desc')
        .executeTakeFirst()
    : undefined;
  if (byPhone || !email) return byPhone;
  // A changed phone is the same customer only under the same e-mail and the same name: two
  // people can share an address (a family, a workplace), and one must never become the other.
  const byEmail = await live().where('email', '=', email).orderBy('updated_at', 'desc').execute();
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

export type SearchTerms = {
  /** The digits typed, when there are enough to be a phone or an IMEI. */
  digits: string | null;
  text: string;
  /** A receipt or ticket number typed as staff say it (T-1042, S-2001, C-1001). */
  receipt: { kind: 'T' | 'S' | 'C'; number: number } | null;
};

/**
 * Customers within reach found by what the counter types: any of their phones or e-mails, every
 * word of the name in any order ("Reyes Maria" finds Maria Reyes), the IMEI of a device they
 * brought, bought or sold, or the number of a ticket or receipt of theirs.
 */
export function searchCustomers(
  db: Db,
  reach: Reach,
  terms: SearchTerms,
  limit: number,
): Promise<CustomerRow[]> {
  const like = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
  const words = terms.text.split(/\s+/).filter(Boolean).slice(0, 5);
  const digits = terms.digits;
  return selectCustomers(db, reach)
    .where('customers.merged_into_id', 'is', null)
    .where((eb) => {
      const own = (table: 'repair_waivers' | 'device_sales') =>
        eb.selectFrom(table).whereRef(`${table}.customer_id`, '=', 'customers.id').selectAll();
      const receipt = terms.receipt;
      return eb.or([
        ...(digits
          ? [
              eb('customers.phone_digits', 'like', `%${digits}%`),
              eb.exists(
                eb
                  .selectFrom('customer_contacts')
                  .whereRef('customer_contacts.customer_id', '=', 'customers.id')
                  .selectAll()
                  .where('customer_contacts.digits', 'like', `%${digits}%`),
              ),
            ]
          : []),
        ...(digits && digits.length >= 8
          ? [
              eb.exists(own('repair_waivers').where('repair_waivers.imei_serial', '=', digits)),
              eb.exists(own('device_sales').where('device_sales.imei', '=', digits)),
              eb.exists(
                eb
                  .selectFrom('customer_buybacks')
                  .innerJoin(
                    'device_purchases',
                    'device_purchases.id',
                    'customer_buybacks.purchase_id',
                  )
                  .whereRef('customer_buybacks.customer_id', '=', 'customers.id')
                  .selectAll()
                  .where('device_purchases.imei', '=', digits),
              ),
            ]
          : []),
        ...(receipt?.kind === 'T'
          ? [eb.exists(own('repair_waivers').where('ticket_number', '=', receipt.number))]
          : []),
        ...(receipt?.kind === 'S'
          ? [eb.exists(own('device_sales').where('receipt_number', '=', receipt.number))]
          : []),
        ...(receipt?.kind === 'C'
          ? [
              eb.exists(
                eb
                  .selectFrom('counter_sales')
                  .whereRef('counter_sales.customer_id', '=', 'customers.id')
                  .selectAll()
                  .where('counter_sales.receipt_number', '=', receipt.number),
              ),
            ]
          : []),
        likeEscaped(eb.fn('lower', ['customers.email']), like(terms.text)),
        eb.exists(
          eb
            .selectFrom('customer_contacts')
            .whereRef('customer_contacts.customer_id', '=', 'customers.id')
            .selectAll()
            .where('customer_contacts.kind', '=', 'email')
            .where(likeEscaped(sql`lower(customer_contacts.value)`, like(terms.text))),
        ),
        eb.and(words.map((word) => likeEscaped(eb.fn('lower', ['customers.name']), like(word)))),
      ]);
    })
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
