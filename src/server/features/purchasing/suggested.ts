import type { SuggestedLine } from '../../../shared/inventory-flows';
import type { LowStock } from '../../../shared/store-dashboard';
import {
  available,
  averageCost,
  isLow,
  suggestedQuantity,
  type StockLevel,
} from '../../../shared/stock-rules';
import type { Db } from '../../db';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { onOrder } from './repo';
import { assertReadable, dollars, storeInReach } from './work-store';

/** The store's items with a minimum, read from its running summary (never summed history). */
export async function lowStock(db: Db, storeId: string) {
  const rows = await db
    .selectFrom('store_stock')
    .innerJoin('catalog_items', 'catalog_items.id', 'store_stock.item_id')
    .select([
      'store_stock.item_id',
      'store_stock.on_hand',
      'store_stock.reserved',
      'store_stock.value_cents',
      'store_stock.minimum',
      'catalog_items.sku',
      'catalog_items.name',
      'catalog_items.cost_cents',
    ])
    .where('store_stock.store_id', '=', storeId)
    .where('store_stock.minimum', '>', 0)
    .where('catalog_items.active', '=', 1)
    .orderBy('catalog_items.name')
    .execute();
  return rows
    .map((r) => {
      const level: StockLevel = {
        onHand: Number(r.on_hand),
        reserved: Number(r.reserved),
        valueCents: Number(r.value_cents),
      };
      return { row: r, level, minimum: Number(r.minimum) };
    })
    .filter((x) => isLow(x.level, x.minimum));
}

/**
 * A store's low items for a dashboard or a report: how many there are, and up to `limit` of
 * them, the furthest below their minimum first.
 */
export async function lowStockSummary(db: Db, storeId: string, limit: number): Promise<LowStock> {
  const [low, coming] = await Promise.all([lowStock(db, storeId), onOrder(db, storeId)]);
  const items = low
    .map(({ row, level, minimum }) => ({
      itemId: row.item_id,
      sku: row.sku,
      name: row.name,
      available: available(level),
      minimum,
      suggested: suggestedQuantity(level, minimum, coming.get(row.item_id) ?? 0),
    }))
    .sort(
      (a, b) => a.available - a.minimum - (b.available - b.minimum) || a.name.localeCompare(b.name),
    );
  return { count: items.length, items: items.slice(0, limit) };
}

/**
 * What to order for a store: its low items, each with what is already on order and the quantity
 * that brings it back to twice its minimum (stock-rules suggestedQuantity).
 */
export async function suggestedOrder(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  storeId: string | undefined,
): Promise<SuggestedLine[]> {
  assertReadable(reach, storeId);
  const store = await storeInReach(deps, actor.user, reach, storeId);
  const [low, coming] = await Promise.all([
    lowStock(deps.db, store.id),
    onOrder(deps.db, store.id),
  ]);
  return low.map(({ row, level, minimum }) => {
    const ordered = coming.get(row.item_id) ?? 0;
    return {
      itemId: row.item_id,
      sku: row.sku,
      name: row.name,
      available: available(level),
      minimum,
      onOrder: ordered,
      suggested: suggestedQuantity(level, minimum, ordered),
      unitCost: dollars(averageCost(level, Number(row.cost_cents))),
    };
  });
}
