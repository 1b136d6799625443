import { HOLD_MESSAGES, isHeld, type HoldRelease } from '../../../shared/buyback-rules';
import { formatDay } from '../../../shared/format';
import { POLICE_MESSAGES } from '../../../shared/police';
import type { StockItem, StockStatus } from '../../../shared/stock';
import { addDays } from '../../../shared/time';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import { touchDays } from '../../db/store-days/refresh';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, fieldError, forbidden, notFound } from '../../lib/http-error';
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
    holdUntil: row.hold_until,
    onHold:
      row.status === 'in_stock' &&
      row.hold_released_at === null &&
      isHeld(row.hold_until, now, row.store_timezone),
    holdRelease: row.hold_released_at
      ? {
          at: row.hold_released_at,
          by: row.released_by_name,
          reason: row.hold_release_reason ?? '',
        }
      : null,
    police: row.police_at
      ? {
          officer: row.police_officer ?? '',
          agency: row.police_agency ?? '',
          caseNumber: row.police_case ?? '',
          note: row.police_note,
          at: row.police_at,
          by: row.police_by_name,
        }
      : null,
    policeHeld: row.status === 'in_stock' && row.police_at !== null && !row.police_released_at,
    policeRelease: row.police_released_at
      ? {
          at: row.police_released_at,
          by: row.police_released_by_name,
          reason: row.police_release_reason ?? '',
        }
      : null,
  };
}

export async function listStock(
  deps: Deps,
  reach: Reach,
  query: { status?: StockStatus; search?: string; storeId?: string; limit: number },
): Promise<StockItem[]> {
  if (query.storeId && !reachIncludes(reach, query.storeId)) throw forbidden();
  const scope: Reach = query.storeId ? { all: false, storeIds: [query.storeId] } : reach;
  const rows = await repo.listStockRows(deps.db, scope, query);
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
  /** The last store-local date of its buyback hold; null when the store holds nothing. */
  holdUntil: string | null;
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
    hold_until: item.holdUntil,
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
  // A held device stays in the store until its hold ends: the police may still ask for it.
  const held = toStockItem(row, deps.clock.now());
  if (held.policeHeld && held.police)
    throw conflict(POLICE_MESSAGES.saleRefused(held.police.caseNumber));
  if (held.onHold && held.holdUntil)
    throw conflict(
      `This device is on hold until ${formatDay(held.holdUntil)}; it cannot leave stock before then.`,
    );
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

/**
 * Refuses to sell a device still on a police hold or its buyback hold, whether chosen from stock
 * or typed in by its IMEI: a police hold until an office role lifts it; a device the police
 * seized, ever; a buyback hold until the day after its last date (store calendar).
 */
export async function checkNotHeld(
  deps: Deps,
  device: { item: StockItem | null; imei: string | null },
): Promise<void> {
  const field = device.item ? 'stockItemId' : 'imei';
  const claim = device.item
    ? device.item.policeHeld
      ? { caseNumber: device.item.police?.caseNumber ?? '', seized: false }
      : null
    : device.imei
      ? await repo.policeClaimByImei(deps.db, device.imei)
      : null;
  if (claim)
    throw fieldError(
      field,
      claim.seized
        ? POLICE_MESSAGES.seizedSaleRefused(claim.caseNumber)
        : POLICE_MESSAGES.saleRefused(claim.caseNumber),
    );
  const now = deps.clock.now();
  const until = device.item
    ? device.item.onHold
      ? device.item.holdUntil
      : null
    : device.imei
      ? ((await repo.heldByImei(deps.db, device.imei)).find((h) =>
          isHeld(h.hold_until, now, h.timezone),
        )?.hold_until ?? null)
      : null;
  if (until === null) return;
  throw fieldError(
    field,
    HOLD_MESSAGES.saleRefused(formatDay(until), formatDay(addDays(until, 1))),
  );
}

/** An office role ends a device's buyback hold early, with the reason, in the activity log. */
export async function releaseHold(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: HoldRelease,
): Promise<StockItem> {
  const item = await getStockItem(deps, reach, id);
  if (!item.onHold) throw conflict(HOLD_MESSAGES.notHeld);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const at = isoNow(deps.clock);
    if (!(await repo.releaseHold(trx, id, { at, by: actor.user.id, reason: input.reason })))
      throw conflict(HOLD_MESSAGES.notHeld);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: item.storeId,
        action: 'stock.hold_release',
        entity: 'stock_item',
        entityId: id,
        details: { imei: item.imei, holdUntil: item.holdUntil, reason: input.reason },
        ip: actor.ip,
      },
    );
  });
  return getStockItem(deps, reach, id);
}
