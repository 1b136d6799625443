import { sql } from 'kysely';
import { findModel } from '../../../shared/catalogue';
import type { ItemKind } from '../../../shared/inventory';
import type { Db } from '../../db';
import { escapeLike, likeEscaped } from '../../db/like';

export type StockFilter = {
  storeId: string;
  search?: string;
  barcode?: string;
  kind?: ItemKind;
  fitsBrand?: string;
  fitsModel?: string;
  low: boolean;
  stocked: boolean;
  limit: number;
  offset: number;
};

/** Less available than the minimum, as isLow (stock-rules.ts) says, in SQL. */
const LOW = sql<boolean>`coalesce(s.minimum, 0) > 0 and coalesce(s.on_hand, 0) - coalesce(s.reserved, 0) < s.minimum`;

/**
 * One page of the store's lines: the catalogue with the store's summary row beside each item
 * (or only the items the store has a row for). Reads `store_stock` by its key, never the
 * movements, so the page costs the same with a million movements as with none.
 */
export function stockPage(db: Db, f: StockFilter) {
  let q = db
    .selectFrom('catalog_items as i')
    .leftJoin('store_stock as s', (join) =>
      join.onRef('s.item_id', '=', 'i.id').on('s.store_id', '=', f.storeId),
    )
    .selectAll('i')
    .select([
      sql<number | null>`s.on_hand`.as('on_hand'),
      sql<number | null>`s.reserved`.as('reserved'),
      sql<number | null>`s.value_cents`.as('value_cents'),
      sql<number | null>`s.minimum`.as('minimum'),
    ]);
  // Only the items the store has a row for (the outer join's row exists), or the active catalogue.
  q = f.stocked ? q.where('s.store_id', 'is not', null) : q.where('i.active', '=', 1);
  if (f.kind) q = q.where('i.kind', '=', f.kind);
  if (f.barcode) q = q.where('i.barcode', '=', f.barcode);
  if (f.low) q = q.where(LOW);
  if (f.fitsBrand) {
    const model = f.fitsModel ? (findModel(f.fitsBrand, f.fitsModel)?.name ?? f.fitsModel) : null;
    q = q.where((eb) =>
      eb.or([
        eb('i.kind', '=', 'accessory'),
        eb.exists(
          eb
            .selectFrom('catalog_item_fits as f')
            .select('f.item_id')
            .whereRef('f.item_id', '=', 'i.id')
            .where(sql`lower(f.device_brand)`, '=', f.fitsBrand!.toLowerCase())
            .$if(model !== null, (sub) => sub.where('f.device_model', '=', model!)),
        ),
      ]),
    );
  }
  const search = f.search?.trim();
  if (search) {
    q = q
      .where((eb) =>
        eb.or([
          likeEscaped('i.name_key', `%${escapeLike(search.toLowerCase())}%`),
          eb('i.sku', '=', search),
          eb('i.barcode', '=', search),
        ]),
      )
      .orderBy(sql`case when i.barcode = ${search} or i.sku = ${search} then 0 else 1 end`);
  }
  return q
    .orderBy('i.name_key')
    .orderBy('i.id')
    .limit(f.limit + 1)
    .offset(f.offset)
    .execute();
}

/** The store's header figures: items on hand, items low, and the stock's value. */
export async function storeTotals(db: Db, storeId: string) {
  const row = await db
    .selectFrom('store_stock as s')
    .select([
      sql<number>`sum(case when s.on_hand > 0 then 1 else 0 end)`.as('items'),
      sql<number>`sum(case when ${LOW} then 1 else 0 end)`.as('low'),
      sql<number>`sum(s.value_cents)`.as('value'),
    ])
    .where('s.store_id', '=', storeId)
    .executeTakeFirst();
  return {
    items: Number(row?.items ?? 0),
    low: Number(row?.low ?? 0),
    valueCents: Number(row?.value ?? 0),
  };
}

/** Ordered and not yet received, per item, on the store's open and partly received orders. */
export async function onOrder(db: Db, storeId: string, itemIds: readonly string[]) {
  const out = new Map<string, number>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .selectFrom('purchase_order_lines as l')
    .innerJoin('purchase_orders as o', 'o.id', 'l.order_id')
    .select(['l.item_id', sql<number>`sum(l.quantity_ordered - l.quantity_received)`.as('n')])
    .where('o.store_id', '=', storeId)
    .where('o.status', 'in', ['open', 'partial'])
    .where('l.item_id', 'in', [...itemIds])
    .groupBy('l.item_id')
    .execute();
  for (const r of rows) out.set(r.item_id, Math.max(0, Number(r.n)));
  return out;
}

/** The item's latest movements in the store, with who moved it and what it belonged to. */
export function movements(db: Db, storeId: string, itemId: string, limit: number) {
  return db
    .selectFrom('stock_movements as m')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .leftJoin('repair_waivers as r', 'r.id', 'm.repair_id')
    .leftJoin('counter_sales as c', 'c.id', 'm.counter_sale_id')
    .leftJoin('purchase_orders as o', 'o.id', 'm.purchase_order_id')
    .select([
      'm.id',
      'm.kind',
      'm.quantity',
      'm.unit_cost_cents',
      'm.on_hand_after',
      'm.reason',
      'm.repair_id',
      'm.transfer_id',
      'm.count_id',
      'm.created_at',
      'r.ticket_number',
      'c.receipt_number',
      'o.number as order_number',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('by_name'),
    ])
    .where('m.store_id', '=', storeId)
    .where('m.item_id', '=', itemId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}
