import type { StockItem, StockStatus } from '../../../shared/stock';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import { touchDays } from '../../db/store-days/refresh';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import * as repo from './repo';

const DAY = 24 * 60 * 60 * 1000;

function toStockItem(row: repo.StockRow, now: Date): StockItem {
  const until = row.sold_at ? new Date(row.sold_at) : now;
  const cost = row.cost_cents / 100;
  const salePrice = row.sale_price_cents === null ? null : row.sale_price_cents / 100;
  return {
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    purchaseId: row.purchase_id,
    imei: row.imei,
    deviceBrand: row.device_brand,
    deviceModel: row.device_model,
    storage: row.storage,
    color: row.color,
    condition: row.condition,
    cost,
    status: row.status as StockStatus,
    saleId: row.sale_id,
    salePrice,
    profit: row.sale_price_cents === null ? null : (row.sale_price_cents - row.cost_cents) / 100,
    createdAt: row.created_at,
    soldAt: row.sold_at,
    ageDays: Math.max(0, Math.floor((until.getTime() - new Date(row.created_at).getTime()) / DAY)),
  };
}

export async function listStock(
  deps: Deps,
  reach: Reach,
  query: { status?: StockStatus; search?: string; limit: number },
): Promise<StockItem[]> {
  const rows = await repo.listStockRows(deps.db, reach, query);
  const now = deps.clock.now();
  return rows.map((r) => toStockItem(r, now));
}

export async function getStockItem(deps: Deps, reach: Reach, id: string): Promise<StockItem> {
  const row = await repo.findStockItem(deps.db, reach, id);
  if (!row) throw notFound('Stock item not found');
  return toStockItem(row, deps.clock.now());
}

export type NewStock = {
  storeId: string;
  purchaseId: string;
  imei: string;
  deviceBrand: string;
  deviceModel: string;
  storage: string | null;
  color: string | null;
  condition: string;
  costCents: number;
};

/** A bought-back device enters stock at what the shop paid; runs in the buyback's transaction. */
export async function addToStock(deps: Deps, item: NewStock): Promise<string> {
  const id = newId();
  const now = isoNow(deps.clock);
  await repo.insertStockItem(deps.db, {
    id,
    store_id: item.storeId,
    purchase_id: item.purchaseId,
    imei: item.imei,
    device_brand: item.deviceBrand,
    device_model: item.deviceModel,
    storage: item.storage,
    color: item.color,
    condition: item.condition,
    cost_cents: item.costCents,
    status: 'in_stock',
    created_at: now,
    updated_at: now,
  });
  return id;
}

/** Marks an in-stock item sold; a second sale of the same device is a 409, even when racing. */
export async function markSold(
  deps: Deps,
  itemId: string,
  sale: { saleId: string; priceCents: number },
): Promise<void> {
  const now = isoNow(deps.clock);
  const ok = await repo.updateIfInStock(deps.db, itemId, {
    status: 'sold',
    sale_id: sale.saleId,
    sale_price_cents: sale.priceCents,
    sold_at: now,
    updated_at: now,
  });
  if (!ok) throw conflict('This device is no longer in stock.');
  // The day it was bought back counts it among that day's buybacks sold since.
  await touchDays(deps.db, [await repo.purchaseDay(deps.db, itemId)]);
}

/** A device leaves stock without a sale (back to the seller, to a supplier, written off). */
export async function returnItem(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  notes: string | undefined,
): Promise<StockItem> {
  const row = await repo.findStockItem(deps.db, reach, id);
  if (!row) throw notFound('Stock item not found');
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const ok = await repo.updateIfInStock(trx, id, {
      status: 'returned',
      notes: notes ?? row.notes,
      updated_at: isoNow(deps.clock),
    });
    if (!ok) throw conflict('Only a device in stock can be returned.');
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: row.store_id,
        action: 'stock.return',
        entity: 'stock_item',
        entityId: id,
        details: notes ? { notes } : undefined,
        ip: actor.ip,
      },
    );
  });
  return getStockItem(deps, reach, id);
}
