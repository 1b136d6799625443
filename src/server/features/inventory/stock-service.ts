import type { z } from 'zod';
import type {
  InventoryPage,
  Movement,
  StockLine,
  ZInventoryQuery,
  ZMinimumInput,
} from '../../../shared/inventory';
import { available, isLow, type MovementKind, type StockLevel } from '../../../shared/stock-rules';
import { writeTransaction } from '../../db/group-commit';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { fieldError, forbidden, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { ppmToPercent } from '../../../shared/store-money';
import { findStore } from '../org/service';
import * as catalog from './catalog-repo';
import * as repo from './stock-repo';

const MOVEMENTS_SHOWN = 100;

/**
 * The one store a stock screen is about: the one named, when the caller reaches it (403
 * otherwise), else the caller's own store.
 */
export async function stockStore(deps: Deps, actor: Actor, reach: Reach, storeId?: string) {
  const id =
    storeId ??
    actor.user.storeId ??
    (!reach.all && reach.storeIds.length === 1 ? reach.storeIds[0] : undefined);
  if (!id) throw fieldError('storeId', 'Choose the store');
  if (!reachIncludes(reach, id)) throw forbidden();
  const store = await findStore(deps, id);
  if (!store) throw notFound('Store not found');
  return store;
}

type SummaryRow = {
  on_hand: number | null;
  reserved: number | null;
  value_cents: number | null;
  minimum: number | null;
};

export function stockLine(
  item: catalog.ItemRow,
  fits: StockLine['item']['fits'],
  storeId: string,
  s: SummaryRow,
  onOrder: number,
): StockLine {
  const level: StockLevel = {
    onHand: s.on_hand ?? 0,
    reserved: s.reserved ?? 0,
    valueCents: s.value_cents ?? 0,
  };
  const minimum = s.minimum ?? 0;
  return {
    item: catalog.toItem(item, fits),
    storeId,
    onHand: level.onHand,
    reserved: level.reserved,
    available: available(level),
    minimum,
    low: isLow(level, minimum),
    value: level.valueCents / 100,
    onOrder,
  };
}

export async function listInventory(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  query: z.output<typeof ZInventoryQuery>,
): Promise<InventoryPage> {
  const store = await stockStore(deps, actor, reach, query.storeId);
  const rows = await repo.stockPage(deps.db, {
    ...query,
    storeId: store.id,
    low: query.low === 'true',
    stocked: query.stocked === 'true',
  });
  const page = rows.slice(0, query.limit);
  const ids = page.map((r) => r.id);
  const [fits, ordered, totals, tax] = await Promise.all([
    catalog.fitsOf(deps.db, ids),
    repo.onOrder(deps.db, store.id, ids),
    repo.storeTotals(deps.db, store.id),
    deps.db
      .selectFrom('stores')
      .select('tax_rate_ppm')
      .where('id', '=', store.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    storeId: store.id,
    taxRate: ppmToPercent(tax.tax_rate_ppm),
    lines: page.map((r) => stockLine(r, fits.get(r.id) ?? [], store.id, r, ordered.get(r.id) ?? 0)),
    totals: { items: totals.items, low: totals.low, value: totals.valueCents / 100 },
    hasMore: rows.length > query.limit,
  };
}

const referenceOf = (r: {
  ticket_number: number | null;
  receipt_number: number | null;
  order_number: number | null;
}) =>
  r.ticket_number !== null
    ? `T-${r.ticket_number}`
    : r.receipt_number !== null
      ? `C-${r.receipt_number}`
      : r.order_number !== null
        ? `PO-${r.order_number}`
        : null;

export async function itemMovements(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  itemId: string,
  storeId?: string,
): Promise<Movement[]> {
  const store = await stockStore(deps, actor, reach, storeId);
  if (!(await catalog.findItem(deps.db, itemId))) throw notFound('Item not found');
  const rows = await repo.movements(deps.db, store.id, itemId, MOVEMENTS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as MovementKind,
    quantity: r.quantity,
    unitCost: r.unit_cost_cents / 100,
    onHandAfter: r.on_hand_after,
    reason: r.reason,
    reference: referenceOf(r),
    repairId: r.repair_id,
    byName: r.by_name,
    at: r.created_at,
  }));
}

/** The store's minimum for the item: below it, the item is low and a suggested order asks for it. */
export async function setMinimum(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  itemId: string,
  input: z.output<typeof ZMinimumInput>,
): Promise<StockLine> {
  const store = await stockStore(deps, actor, reach, input.storeId);
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const item = await catalog.findItem(trx, itemId);
    if (!item) throw notFound('Item not found');
    await trx
      .insertInto('store_stock')
      .values({ store_id: store.id, item_id: itemId, minimum: input.minimum, updated_at: at })
      .onConflict((oc) =>
        oc.columns(['store_id', 'item_id']).doUpdateSet({ minimum: input.minimum, updated_at: at }),
      )
      .execute();
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: store.id,
        action: 'stock.minimum',
        entity: 'catalog_item',
        entityId: itemId,
        details: { sku: item.sku, minimum: input.minimum },
      },
    );
  });
  return lineOf(deps, store.id, itemId);
}

/** One item's line in one store. */
export async function lineOf(deps: Deps, storeId: string, itemId: string): Promise<StockLine> {
  const item = await catalog.findItem(deps.db, itemId);
  if (!item) throw notFound('Item not found');
  const s = await deps.db
    .selectFrom('store_stock')
    .select(['on_hand', 'reserved', 'value_cents', 'minimum'])
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  const fits = (await catalog.fitsOf(deps.db, [itemId])).get(itemId) ?? [];
  const ordered = (await repo.onOrder(deps.db, storeId, [itemId])).get(itemId) ?? 0;
  return stockLine(item, fits, storeId, s ?? EMPTY, ordered);
}

const EMPTY: SummaryRow = { on_hand: null, reserved: null, value_cents: null, minimum: null };
