import type { RepairPart, RepairPartState } from '../../../shared/inventory';
import type { Db } from '../../db';

/** A repair's catalogue parts as its money panel lists them, in the order they were added. */
export async function repairParts(db: Db, repairId: string): Promise<RepairPart[]> {
  const rows = await db
    .selectFrom('repair_parts as p')
    .innerJoin('catalog_items as i', 'i.id', 'p.item_id')
    .select(['p.id', 'p.item_id', 'i.sku', 'i.name', 'p.quantity', 'p.state', 'p.unit_cost_cents'])
    .where('p.repair_id', '=', repairId)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    itemId: r.item_id,
    sku: r.sku,
    name: r.name,
    quantity: r.quantity,
    state: r.state as RepairPartState,
    unitCost: r.unit_cost_cents === null ? null : r.unit_cost_cents / 100,
  }));
}
