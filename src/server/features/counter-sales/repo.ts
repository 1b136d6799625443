import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';
import type { CounterSaleLinesTable, CounterSalesTable } from '../../db/schema';

export type SaleRow = Selectable<CounterSalesTable> & {
  store_name: string;
  created_by_name: string | null;
};

function selectSales(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('counter_sales as c')
      .innerJoin('stores as s', 's.id', 'c.store_id')
      .leftJoin('users as u', 'u.id', 'c.created_by')
      .selectAll('c')
      .select([
        's.name as store_name',
        sql<string | null>`${sql.ref('u.first_name')} || ' ' || ${sql.ref('u.last_name')}`.as(
          'created_by_name',
        ),
      ]),
    'c.store_id',
    reach,
  );
}

export function findSale(db: Db, reach: Reach, id: string): Promise<SaleRow | undefined> {
  return selectSales(db, reach).where('c.id', '=', id).executeTakeFirst();
}

export function findSaleAnywhere(db: Db, id: string) {
  return db
    .selectFrom('counter_sales')
    .select(['id', 'store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The store's sales, newest first. */
export function listSales(db: Db, reach: Reach, storeId: string | undefined, limit: number) {
  let q = selectSales(db, reach);
  if (storeId) q = q.where('c.store_id', '=', storeId);
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}

export async function linesOf(db: Db, saleIds: readonly string[]) {
  const out = new Map<string, (Selectable<CounterSaleLinesTable> & { sku: string })[]>();
  if (saleIds.length === 0) return out;
  const rows = await db
    .selectFrom('counter_sale_lines as l')
    .innerJoin('catalog_items as i', 'i.id', 'l.item_id')
    .selectAll('l')
    .select('i.sku')
    .where('l.sale_id', 'in', [...saleIds])
    .orderBy('l.sale_id')
    .orderBy('l.position')
    .execute();
  for (const r of rows) out.set(r.sale_id, [...(out.get(r.sale_id) ?? []), r]);
  return out;
}

export async function paymentsOf(db: Db, saleIds: readonly string[]) {
  const out = new Map<
    string,
    {
      method: string;
      amount_cents: number;
      signed_cents: number;
      change_cents: number | null;
      reference: string | null;
      kind: string;
    }[]
  >();
  if (saleIds.length === 0) return out;
  const rows = await db
    .selectFrom('payments')
    .select([
      'counter_sale_id',
      'method',
      'amount_cents',
      'signed_cents',
      'change_cents',
      'reference',
      'kind',
    ])
    .where('counter_sale_id', 'in', [...saleIds])
    .orderBy('taken_at')
    .orderBy('batch_part')
    .execute();
  for (const r of rows) out.set(r.counter_sale_id!, [...(out.get(r.counter_sale_id!) ?? []), r]);
  return out;
}

/** The catalogue items a sale names, by id. */
export async function itemsById(db: Db, ids: readonly string[]) {
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'sku', 'name', 'price_cents', 'taxed', 'active'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export function storeMoney(db: Db, storeId: string) {
  return db
    .selectFrom('stores')
    .select(['tax_rate_ppm', 'refund_limit_cents'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
}

export function insertSale(
  db: Db,
  sale: Insertable<CounterSalesTable>,
  lines: Insertable<CounterSaleLinesTable>[],
) {
  return db
    .insertInto('counter_sales')
    .values(sale)
    .execute()
    .then(() => db.insertInto('counter_sale_lines').values(lines).execute());
}

/** Counts `quantity` of the line as returned, unless that would return more than was sold. */
export async function markReturned(db: Db, lineId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('counter_sale_lines')
    .set({ returned_quantity: sql`returned_quantity + ${quantity}` })
    .where('id', '=', lineId)
    .where(sql<boolean>`returned_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
