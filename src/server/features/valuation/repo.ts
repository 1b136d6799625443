import { sql } from 'kysely';
import type { Db } from '../../db';

export type ComparableRow = {
  kind: 'buyback' | 'sale';
  cents: number;
  condition: string | null;
  created_at: string;
};

const same = (column: string, value: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${value.trim().toLowerCase()}`;

/**
 * Buybacks and sales of one model across the whole chain since `since`: prices are a market
 * fact, not store data, and one store alone rarely sees enough of a model to price it.
 * Only amounts, conditions and dates leave this query, never customers or stores.
 */
export async function listComparables(
  db: Db,
  f: { brand: string; model: string; since: string },
): Promise<ComparableRow[]> {
  const bought = await db
    .selectFrom('device_purchases')
    .select(['amount_cents as cents', 'condition', 'created_at'])
    .where(same('device_brand', f.brand))
    .where(same('device_model', f.model))
    .where('created_at', '>=', f.since)
    .execute();
  const sold = await db
    .selectFrom('device_sales')
    .select(['price_cents as cents', 'condition', 'created_at'])
    .where(same('device_brand', f.brand))
    .where(same('device_model', f.model))
    .where('created_at', '>=', f.since)
    .execute();
  return [
    ...bought.map((r) => ({ ...r, kind: 'buyback' as const })),
    ...sold.map((r) => ({ ...r, kind: 'sale' as const })),
  ];
}
