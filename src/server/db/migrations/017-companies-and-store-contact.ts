import type { Kysely, Migration } from 'kysely';

/**
 * The five original company names (docs/product.md, Fields), the defaults of a chain that has not
 * changed them. Copied, not imported from src/shared/companies.ts: a migration stays what it was
 * when it ran.
 */
const DEFAULT_COMPANIES = [
  ['01935c00-0000-7000-8000-000000000001', 'TECHY'],
  ['01935c00-0000-7000-8000-000000000002', 'CELLAIRIS'],
  ['01935c00-0000-7000-8000-000000000003', 'DEVICEZONE'],
  ['01935c00-0000-7000-8000-000000000004', 'IFIXANDREPAIR'],
  ['01935c00-0000-7000-8000-000000000005', 'TEKCELL'],
] as const;

/** Where a shop is and how to reach it; empty (null) on stores made before this migration. */
const STORE_CONTACT_COLUMNS = [
  'street_address',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'website',
  'opening_hours',
  'license_number',
] as const;

type CompanyRow = {
  id: string;
  name: string;
  name_key: string;
  archived_at: string | null;
  created_at: string;
};
type Db = Kysely<{ companies: CompanyRow; stores: { company_name: string } }>;

/**
 * The chain's own companies (brands), managed by the office, instead of a fixed list in code;
 * and the address, phone, e-mail, website, hours and licence of each store.
 */
export const companiesAndStoreContact: Migration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as unknown as Db;
    await db.schema
      .createTable('companies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      // Lower-cased name: "Techy" and "TECHY" are one company, on both dialects.
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('archived_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    const now = new Date().toISOString();
    const rows: CompanyRow[] = DEFAULT_COMPANIES.map(([id, name]) => ({
      id,
      name,
      name_key: name.toLowerCase(),
      archived_at: null,
      created_at: now,
    }));
    // Every company a store already trades under stays a company of the chain.
    const inUse = await db.selectFrom('stores').select('company_name').distinct().execute();
    for (const [i, { company_name }] of inUse.entries()) {
      const key = company_name.trim().toLowerCase();
      if (rows.some((row) => row.name_key === key)) continue;
      rows.push({
        id: `01935c00-0000-7000-8001-${String(i).padStart(12, '0')}`,
        name: company_name,
        name_key: key,
        archived_at: null,
        created_at: now,
      });
    }
    await db.insertInto('companies').values(rows).execute();

    // One column per statement: SQLite adds a single column per ALTER TABLE.
    for (const column of STORE_CONTACT_COLUMNS) {
      await db.schema.alterTable('stores').addColumn(column, 'text').execute();
    }
  },
};
