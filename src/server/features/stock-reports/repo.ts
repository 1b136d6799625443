import { sql } from 'kysely';
import type { Db } from '../../db';
import { repairNetRevenue } from '../../db/revenue';
import { nameOf } from '../purchasing/service';

export type Window = { storeIds: string[]; start: string; end: string };

/** Stock value at cost per store: parts from their summaries, bought-back devices in stock. */
export async function stockValues(
  db: Db,
  storeIds: string[],
): Promise<Map<string, { items: number; devices: number }>> {
  const values = new Map(storeIds.map((id) => [id, { items: 0, devices: 0 }]));
  if (storeIds.length === 0) return values;
  const [items, devices] = await Promise.all([
    db
      .selectFrom('store_stock')
      .select(['store_id', (eb) => eb.fn.sum<number>('value_cents').as('cents')])
      .where('store_id', 'in', storeIds)
      .groupBy('store_id')
      .execute(),
    db
      .selectFrom('stock_items')
      .select(['store_id', (eb) => eb.fn.sum<number>('cost_cents').as('cents')])
      .where('store_id', 'in', storeIds)
      .where('status', '=', 'in_stock')
      .groupBy('store_id')
      .execute(),
  ]);
  for (const r of items) values.get(r.store_id)!.items = Number(r.cents ?? 0);
  for (const r of devices) values.get(r.store_id)!.devices = Number(r.cents ?? 0);
  return values;
}

export type PickedUp = {
  id: string;
  storeId: string;
  repairType: string;
  deviceModel: string;
  partsCostCents: number;
  partsUsed: number;
  revenueCents: number;
  technicianId: string | null;
  technicianName: string | null;
};

/**
 * The repairs picked up within their store's window, each with its money net of tax, what its
 * parts cost and who marked it completed (the last to do so, when it was reopened).
 */
export async function pickedUpRepairs(db: Db, windows: Window[]): Promise<PickedUp[]> {
  const ranges = windows.filter((w) => w.storeIds.length > 0);
  if (ranges.length === 0) return [];
  const repairs = await db
    .selectFrom('repair_waivers')
    .select(['id', 'store_id', 'repair_type', 'device_model', 'parts_cost_cents'])
    .where((eb) =>
      eb.or(
        ranges.map((w) =>
          eb.and([
            eb('store_id', 'in', w.storeIds),
            eb('picked_up_at', '>=', w.start),
            eb('picked_up_at', '<', w.end),
          ]),
        ),
      ),
    )
    .execute();
  const ids = repairs.map((r) => r.id);
  const revenue = await repairNetRevenue(db, ids);
  const used = new Map<string, number>();
  const techs = new Map<string, { id: string | null; name: string | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const parts = await db
      .selectFrom('repair_parts')
      .select(['repair_id', (eb) => eb.fn.sum<number>('quantity').as('n')])
      .where('repair_id', 'in', chunk)
      .where('state', '=', 'used')
      .groupBy('repair_id')
      .execute();
    for (const p of parts) used.set(p.repair_id, Number(p.n));
    const done = await db
      .selectFrom('repair_status_history')
      .leftJoin('users', 'users.id', 'repair_status_history.changed_by')
      .select([
        'repair_status_history.repair_id',
        'repair_status_history.changed_by',
        nameOf('users').as('name'),
      ])
      .where('repair_status_history.repair_id', 'in', chunk)
      .where('repair_status_history.to_status', '=', 'completed')
      .orderBy('repair_status_history.changed_at')
      .orderBy('repair_status_history.id')
      .execute();
    for (const d of done) techs.set(d.repair_id, { id: d.changed_by, name: d.name });
  }
  return repairs.map((r) => ({
    id: r.id,
    storeId: r.store_id,
    repairType: r.repair_type,
    deviceModel: r.device_model,
    partsCostCents: Number(r.parts_cost_cents),
    partsUsed: used.get(r.id) ?? 0,
    revenueCents: revenue.get(r.id) ?? 0,
    technicianId: techs.get(r.id)?.id ?? null,
    technicianName: techs.get(r.id)?.name ?? null,
  }));
}

/**
 * Items on hand that nothing has left for a while: the last time stock went out is before
 * `cutoff`, or nothing ever went out and the store has had the item since before it.
 */
export function slowMovers(db: Db, storeIds: string[], cutoff: string) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('store_stock')
    .innerJoin('catalog_items', 'catalog_items.id', 'store_stock.item_id')
    .innerJoin('stores', 'stores.id', 'store_stock.store_id')
    .select([
      'store_stock.store_id',
      'stores.name as store_name',
      'store_stock.item_id',
      'catalog_items.sku',
      'catalog_items.name',
      'store_stock.on_hand',
      'store_stock.value_cents',
      'store_stock.last_out_at',
    ])
    .where('store_stock.store_id', 'in', storeIds)
    .where('store_stock.on_hand', '>', 0)
    .where((eb) =>
      eb.or([
        eb('store_stock.last_out_at', '<', cutoff),
        eb.and([
          eb('store_stock.last_out_at', 'is', null),
          eb.exists(
            eb
              .selectFrom('stock_movements')
              .select(sql<number>`1`.as('one'))
              .whereRef('stock_movements.store_id', '=', 'store_stock.store_id')
              .whereRef('stock_movements.item_id', '=', 'store_stock.item_id')
              .where('stock_movements.created_at', '<', cutoff),
          ),
        ]),
      ]),
    )
    .orderBy('store_stock.value_cents', 'desc')
    .orderBy('catalog_items.name')
    .limit(500)
    .execute();
}
