import { INVENTORY_MESSAGES as M } from '../../../shared/inventory';
import { newId } from '../../../shared/ids';
import { averageCost } from '../../../shared/stock-rules';
import type { Db } from '../../db';
import { conflict, fieldError } from '../../lib/http-error';
import { fillWaiting, moveStock, refreshWaiting, releaseStock, reserveStock } from './movements';

/** A price line that may name a catalogue item, as the quote's route parsed it. */
type QuoteLine = { kind: string; itemId?: string };

/**
 * The unit cost of each catalogue item on a repair's price, by item: the store's moving-average
 * cost, or the catalogue's cost while the store has none on hand. An unknown or retired item is
 * refused on its line's field.
 */
export async function quoteItemCosts(
  db: Db,
  storeId: string,
  lines: readonly QuoteLine[],
): Promise<Map<string, number>> {
  const costs = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    if (line.itemId === undefined) continue;
    const field = `lines.${i}.itemId`;
    if (line.kind !== 'part') throw fieldError(field, M.unknownItem);
    const item = await db
      .selectFrom('catalog_items as i')
      .leftJoin('store_stock as s', (join) =>
        join.onRef('s.item_id', '=', 'i.id').on('s.store_id', '=', storeId),
      )
      .select(['i.active', 'i.cost_cents', 's.on_hand', 's.reserved', 's.value_cents'])
      .where('i.id', '=', line.itemId)
      .executeTakeFirst();
    if (!item) throw fieldError(field, M.unknownItem);
    if (item.active !== 1) throw fieldError(field, M.inactiveItem);
    const level = {
      onHand: item.on_hand ?? 0,
      reserved: item.reserved ?? 0,
      valueCents: item.value_cents ?? 0,
    };
    costs.set(line.itemId, averageCost(level, item.cost_cents));
  }
  return costs;
}

type PartRow = { id: string; item_id: string; state: string; quantity: number };

/**
 * Brings a repair's parts in line with its new price, inside the price's transaction: an item
 * wanted more is held (or waits when the store has too few), one wanted less lets go of its
 * newest holds first, splitting a hold when only part of it goes. Used parts stay used.
 */
export async function reconcileParts(
  db: Db,
  repair: { id: string; storeId: string },
  wanted: ReadonlyMap<string, number>,
  by: string,
  at: string,
): Promise<void> {
  const rows = await db
    .selectFrom('repair_parts')
    .select(['id', 'item_id', 'state', 'quantity'])
    .where('repair_id', '=', repair.id)
    .where('state', 'in', ['reserved', 'waiting', 'used'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // In item order, so two repairs' prices lock the same rows in the same order.
  const items = [...new Set([...wanted.keys(), ...rows.map((r) => r.item_id)])].sort();
  const freed: string[] = [];
  for (const itemId of items) {
    const mine = rows.filter((r) => r.item_id === itemId);
    const have = mine.reduce((sum, r) => sum + r.quantity, 0);
    const want = wanted.get(itemId) ?? 0;
    const key = { storeId: repair.storeId, itemId };
    if (want > have) {
      const quantity = want - have;
      const held = await reserveStock(db, key, quantity, at);
      await db
        .insertInto('repair_parts')
        .values({
          id: newId(),
          repair_id: repair.id,
          store_id: repair.storeId,
          item_id: itemId,
          state: held ? 'reserved' : 'waiting',
          quantity,
          unit_cost_cents: null,
          created_by: by,
          created_at: at,
          used_at: null,
          released_at: null,
        })
        .execute();
    } else if (want < have) {
      const released = await letGo(db, mine, have - want, at);
      if (released > 0) {
        await releaseStock(db, key, released, at);
        freed.push(itemId);
      }
    }
  }
  await refreshWaiting(db, repair.id);
  // What this repair let go of may be what another repair waits for.
  for (const itemId of freed) await fillWaiting(db, repair.storeId, itemId, at);
}

/** Lets go of `units` of the newest holds and waits; answers how many held units were freed. */
async function letGo(db: Db, newestFirst: PartRow[], units: number, at: string) {
  let left = units;
  let freed = 0;
  for (const part of newestFirst) {
    if (left <= 0 || part.state === 'used') continue;
    const quantity = Math.min(part.quantity, left);
    if (quantity === part.quantity) {
      await db
        .updateTable('repair_parts')
        .set({ state: 'released', released_at: at })
        .where('id', '=', part.id)
        .execute();
    } else {
      await db
        .updateTable('repair_parts')
        .set({ quantity: part.quantity - quantity })
        .where('id', '=', part.id)
        .execute();
      const whole = await db
        .selectFrom('repair_parts')
        .selectAll()
        .where('id', '=', part.id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('repair_parts')
        .values({ ...whole, id: newId(), quantity, state: 'released', released_at: at })
        .execute();
    }
    if (part.state === 'reserved') freed += quantity;
    left -= quantity;
  }
  return freed;
}

/**
 * Called inside a repair's status change: finishing it (completed, or straight to picked up)
 * uses every held part at the store's moving-average cost and adds that cost to the repair.
 * A part still waiting for stock keeps the repair from being finished. Each part's movement is
 * keyed by the repair and the part, so a retried change moves nothing twice.
 */
export async function partsOfMove(
  db: Db,
  repairId: string,
  to: string,
  by: { userId: string; at: string },
): Promise<void> {
  if (to !== 'completed' && to !== 'picked_up') return;
  const parts = await db
    .selectFrom('repair_parts as p')
    .innerJoin('catalog_items as i', 'i.id', 'p.item_id')
    .select(['p.id', 'p.store_id', 'p.item_id', 'p.state', 'p.quantity', 'i.name'])
    .where('p.repair_id', '=', repairId)
    .where('p.state', 'in', ['reserved', 'waiting'])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  const waiting = parts.filter((p) => p.state === 'waiting');
  if (waiting.length) {
    throw conflict(M.waitingForParts([...new Set(waiting.map((p) => p.name))].join(', ')));
  }
  let costCents = 0;
  for (const part of parts) {
    const moved = await moveStock(db, {
      storeId: part.store_id,
      itemId: part.item_id,
      kind: 'used',
      quantity: -part.quantity,
      releasing: part.quantity,
      refs: { repairId },
      batchId: `repair:${repairId}:${part.id}`,
      batchPart: 0,
      createdBy: by.userId,
      at: by.at,
    });
    costCents -= moved.valueCents;
    await db
      .updateTable('repair_parts')
      .set({ state: 'used', unit_cost_cents: moved.unitCostCents, used_at: by.at })
      .where('id', '=', part.id)
      .execute();
  }
  if (costCents === 0) return;
  const row = await db
    .selectFrom('repair_waivers')
    .select('parts_cost_cents')
    .where('id', '=', repairId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('repair_waivers')
    .set({ parts_cost_cents: row.parts_cost_cents + costCents })
    .where('id', '=', repairId)
    .execute();
}
