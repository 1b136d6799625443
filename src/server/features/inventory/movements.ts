import { sql } from 'kysely';
import { INVENTORY_MESSAGES as M, NOT_ENOUGH_STOCK_CODE } from '../../../shared/inventory';
import { newId } from '../../../shared/ids';
import {
  applyMovement,
  available,
  reserve,
  type MovementKind,
  type StockLevel,
} from '../../../shared/stock-rules';
import type { Db } from '../../db';
import { HttpError } from '../../lib/http-error';

/**
 * The only writer of `stock_movements` and `store_stock` (docs/decisions/038-parts-stock.md).
 * Every function runs inside the caller's transaction. A summary row is changed by a
 * compare-and-set on the values it was read with: when another clerk's write got there first,
 * no row matches, the row is read again and the rule decided again, so the last unit goes to one
 * of them and the other gets the rule's answer (out of stock) rather than a negative shelf.
 */

export type StockAct = {
  storeId: string;
  itemId: string;
  kind: MovementKind;
  /** + into the store, − out of it. */
  quantity: number;
  /** Stock coming in at its own cost (an order's price, the sender's average); else the average. */
  unitCostCents?: number;
  reason?: string | null;
  refs?: {
    repairId?: string;
    counterSaleId?: string;
    purchaseOrderId?: string;
    transferId?: string;
    countId?: string;
  };
  /** The client's id of the act and this movement's place in it: a replay is refused by the index. */
  batchId: string;
  batchPart: number;
  createdBy: string | null;
  at: string;
  /** A count records what is there even below what is held; holds it cannot cover wait again. */
  belowReserved?: boolean;
  /** A part used on its repair: its hold is let go in the same step. */
  releasing?: number;
};

const notEnough = (name: string, left: number) =>
  new HttpError(409, NOT_ENOUGH_STOCK_CODE, M.notEnough(name, left));

export type Moved = { unitCostCents: number; valueCents: number; onHandAfter: number };

type Row = { on_hand: number; reserved: number; value_cents: number };
const levelOf = (r: Row): StockLevel => ({
  onHand: r.on_hand,
  reserved: r.reserved,
  valueCents: r.value_cents,
});

const MAX_ATTEMPTS = 20;

/** The store's summary row for the item, made empty the first time the store touches it. */
async function summary(db: Db, storeId: string, itemId: string, at: string): Promise<Row> {
  await db
    .insertInto('store_stock')
    .values({ store_id: storeId, item_id: itemId, updated_at: at })
    .onConflict((oc) => oc.columns(['store_id', 'item_id']).doNothing())
    .execute();
  return db
    .selectFrom('store_stock')
    .select(['on_hand', 'reserved', 'value_cents'])
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
}

/** What the store has on hand and not held for repairs; in the caller's transaction. */
export async function availableToSell(
  db: Db,
  storeId: string,
  itemId: string,
  at: string,
): Promise<number> {
  return available(levelOf(await summary(db, storeId, itemId, at)));
}

/** Writes `next` over `seen` when the row still holds `seen`; false when someone changed it. */
async function swap(
  db: Db,
  key: { storeId: string; itemId: string },
  seen: Row,
  next: StockLevel,
  at: string,
  out: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('store_stock')
    .set({
      on_hand: next.onHand,
      reserved: next.reserved,
      value_cents: next.valueCents,
      updated_at: at,
      ...(out ? { last_out_at: at } : {}),
    })
    .where('store_id', '=', key.storeId)
    .where('item_id', '=', key.itemId)
    .where('on_hand', '=', seen.on_hand)
    .where('reserved', '=', seen.reserved)
    .where('value_cents', '=', seen.value_cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function item(db: Db, itemId: string) {
  return db
    .selectFrom('catalog_items')
    .select(['name', 'cost_cents'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
}

/**
 * Records one movement and keeps the store's summary equal to the sum of its movements. Refuses
 * (409, the item's name and what is left) a movement that would take out more than is on hand
 * and not held for a repair.
 */
export async function moveStock(db: Db, act: StockAct): Promise<Moved> {
  const { name, cost_cents: fallback } = await item(db, act.itemId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const seen = await summary(db, act.storeId, act.itemId, act.at);
    const from = levelOf(seen);
    const held = { ...from, reserved: Math.max(0, from.reserved - (act.releasing ?? 0)) };
    const applied = applyMovement(
      held,
      { quantity: act.quantity, unitCostCents: act.unitCostCents },
      fallback,
      { belowReserved: act.belowReserved },
    );
    if (!applied) throw notEnough(name, Math.max(0, available(held)));
    if (!(await swap(db, act, seen, applied.level, act.at, act.quantity < 0))) continue;
    await db
      .insertInto('stock_movements')
      .values({
        id: newId(),
        store_id: act.storeId,
        item_id: act.itemId,
        kind: act.kind,
        quantity: act.quantity,
        unit_cost_cents: applied.unitCostCents,
        value_cents: applied.valueCents,
        on_hand_after: applied.level.onHand,
        reason: act.reason ?? null,
        repair_id: act.refs?.repairId ?? null,
        counter_sale_id: act.refs?.counterSaleId ?? null,
        purchase_order_id: act.refs?.purchaseOrderId ?? null,
        transfer_id: act.refs?.transferId ?? null,
        count_id: act.refs?.countId ?? null,
        batch_id: act.batchId,
        batch_part: act.batchPart,
        created_by: act.createdBy,
        created_at: act.at,
      })
      .execute();
    if (applied.unreserved > 0) {
      await holdsWaitAgain(db, act, applied.unreserved);
    }
    if (act.quantity > 0) await fillWaiting(db, act.storeId, act.itemId, act.at);
    return {
      unitCostCents: applied.unitCostCents,
      valueCents: applied.valueCents,
      onHandAfter: applied.level.onHand,
    };
  }
  throw notEnough(name, 0);
}

/** Holds `quantity` for a repair; false when that much is not available (the part waits). */
export async function reserveStock(
  db: Db,
  key: { storeId: string; itemId: string },
  quantity: number,
  at: string,
): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const seen = await summary(db, key.storeId, key.itemId, at);
    const next = reserve(levelOf(seen), quantity);
    if (!next) return false;
    if (await swap(db, key, seen, next, at, false)) return true;
  }
  return false;
}

/** Lets go of a repair's hold on `quantity` (the part left its price, or the repair ended). */
export async function releaseStock(
  db: Db,
  key: { storeId: string; itemId: string },
  quantity: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('store_stock')
    .set({
      reserved: sql<number>`case when reserved >= ${quantity} then reserved - ${quantity} else 0 end`,
      updated_at: at,
    })
    .where('store_id', '=', key.storeId)
    .where('item_id', '=', key.itemId)
    .execute();
}

/** Recounts a repair's parts that wait for stock, for the badge its lists show. */
export async function refreshWaiting(db: Db, repairId: string): Promise<void> {
  const row = await db
    .selectFrom('repair_parts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('repair_id', '=', repairId)
    .where('state', '=', 'waiting')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('repair_waivers')
    .set({ parts_waiting: Number(row.n) })
    .where('id', '=', repairId)
    .execute();
}

/** Stock came in or a hold was let go: repairs waiting for this item get it, longest waiting first. */
export async function fillWaiting(
  db: Db,
  storeId: string,
  itemId: string,
  at: string,
): Promise<void> {
  const waiting = await db
    .selectFrom('repair_parts')
    .select(['id', 'repair_id', 'quantity'])
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .where('state', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const part of waiting) {
    if (!(await reserveStock(db, { storeId, itemId }, part.quantity, at))) return;
    await db
      .updateTable('repair_parts')
      .set({ state: 'reserved' })
      .where('id', '=', part.id)
      .execute();
    await refreshWaiting(db, part.repair_id);
  }
}

/** A count found fewer than were held: the newest holds of at least `units` wait for stock again. */
async function holdsWaitAgain(db: Db, act: StockAct, units: number) {
  const { storeId, itemId } = act;
  const held = await db
    .selectFrom('repair_parts')
    .select(['id', 'repair_id', 'quantity'])
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .where('state', '=', 'reserved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  let left = units;
  for (const part of held) {
    if (left <= 0) return;
    await db
      .updateTable('repair_parts')
      .set({ state: 'waiting' })
      .where('id', '=', part.id)
      .execute();
    // Its whole hold is let go; the part waits for its full quantity.
    const excess = part.quantity - left;
    if (excess > 0) {
      await releaseStock(db, { storeId, itemId }, excess, act.at);
    }
    left -= part.quantity;
    await refreshWaiting(db, part.repair_id);
  }
}
