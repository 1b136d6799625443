import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { CompaniesTable } from '../../db/schema';

export type CompanyRow = CompaniesTable & { store_count: number | string };

/** Every company with how many stores trade under it; active ones first, then by name. */
export function listCompanyRows(db: Db): Promise<CompanyRow[]> {
  return db
    .selectFrom('companies')
    .selectAll('companies')
    .select((eb) =>
      eb
        .selectFrom('stores')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('stores.company_name', '=', 'companies.name')
        .as('store_count'),
    )
    .orderBy('companies.name')
    .execute() as Promise<CompanyRow[]>;
}

export function findCompany(db: Db, id: string): Promise<CompaniesTable | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCompanyByKey(db: Db, nameKey: string): Promise<CompaniesTable | undefined> {
  return db.selectFrom('companies').selectAll().where('name_key', '=', nameKey).executeTakeFirst();
}

export async function countStoresOf(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCompany(db: Db, row: Insertable<CompaniesTable>): Promise<void> {
  await db.insertInto('companies').values(row).execute();
}

export async function updateCompany(
  db: Db,
  id: string,
  patch: Updateable<CompaniesTable>,
): Promise<void> {
  await db.updateTable('companies').set(patch).where('id', '=', id).execute();
}

/** A renamed company's stores trade under the new name; signed records keep the old one. */
export async function renameStoresCompany(db: Db, from: string, to: string): Promise<void> {
  await db
    .updateTable('stores')
    .set({ company_name: to })
    .where('company_name', '=', from)
    .execute();
}

export async function deleteCompany(db: Db, id: string): Promise<void> {
  await db.deleteFrom('companies').where('id', '=', id).execute();
}
