import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';
import type { PurchaseOrdersTable } from '../../db/schema';
import { nameOf } from './work-store';

export type OrderRow = PurchaseOrdersTable & { store_name: string; created_by_name: string | null };
export type OrderLineRow = {
  id: string;
  order_id: string;
  item_id: string;
  sku: string;
  name: string;
  quantity_ordered: number;
  quantity_received: number;
  unit_cost_cents: number;
};

function selectOrders(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('purchase_orders')
      .innerJoin('stores', 'stores.id', 'purchase_orders.store_id')
      .leftJoin('users', 'users.id', 'purchase_orders.created_by')
      .selectAll('purchase_orders')
      .select(['stores.name as store_name', nameOf('users').as('created_by_name')]),
    'purchase_orders.store_id',
    reach,
  );
}

export function findOrder(db: Db, reach: Reach, id: string): Promise<OrderRow | undefined> {
  return selectOrders(db, reach).where('purchase_orders.id', '=', id).executeTakeFirst();
}

export function findOrderAnywhere(db: Db, id: string) {
  return db
    .selectFrom('purchase_orders')
    .select(['id', 'store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Newest first; a chain's open orders are a short list, so the screen takes the latest 200. */
export function listOrders(
  db: Db,
  reach: Reach,
  f: { storeId?: string; status?: string },
): Promise<OrderRow[]> {
  let q = selectOrders(db, reach);
  if (f.storeId) q = q.where('purchase_orders.store_id', '=', f.storeId);
  if (f.status) q = q.where('purchase_orders.status', '=', f.status);
  return q
    .orderBy('purchase_orders.created_at', 'desc')
    .orderBy('purchase_orders.id', 'desc')
    .limit(200)
    .execute();
}

export function orderLines(db: Db, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('purchase_order_lines')
    .innerJoin('catalog_items', 'catalog_items.id', 'purchase_order_lines.item_id')
    .select([
      'purchase_order_lines.id',
      'purchase_order_lines.order_id',
      'purchase_order_lines.item_id',
      'catalog_items.sku',
      'catalog_items.name',
      'purchase_order_lines.quantity_ordered',
      'purchase_order_lines.quantity_received',
      'purchase_order_lines.unit_cost_cents',
    ])
    .where('purchase_order_lines.order_id', 'in', orderIds)
    .orderBy('purchase_order_lines.order_id')
    .orderBy('purchase_order_lines.position')
    .execute();
}

/** Units still to come per item, over a store's open and partly received orders. */
export async function onOrder(db: Db, storeId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('purchase_order_lines')
    .innerJoin('purchase_orders', 'purchase_orders.id', 'purchase_order_lines.order_id')
    .select('purchase_order_lines.item_id')
    .select((eb) =>
      eb.fn
        .sum<number>(
          eb(
            'purchase_order_lines.quantity_ordered',
            '-',
            eb.ref('purchase_order_lines.quantity_received'),
          ),
        )
        .as('left'),
    )
    .where('purchase_orders.store_id', '=', storeId)
    .where('purchase_orders.status', 'in', ['open', 'partial'])
    .groupBy('purchase_order_lines.item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id, Number(r.left)]));
}
