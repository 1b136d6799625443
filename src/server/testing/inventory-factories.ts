import { newId } from '../../shared/ids';
import type { Deps } from '../deps';
import { writeTransaction } from '../db/group-commit';
import { moveStock } from '../features/inventory/service';

let counter = 0;

/** A catalogue item stored as the catalogue route stores one; a unique SKU each time. */
export async function createItemRow(
  deps: Deps,
  overrides: Partial<{
    name: string;
    kind: 'part' | 'accessory';
    costCents: number;
    priceCents: number;
    taxed: boolean;
    barcode: string | null;
    active: boolean;
    fits: { brand: string; model: string }[];
  }> = {},
) {
  counter += 1;
  const id = newId();
  const name = overrides.name ?? `Screen ${counter}`;
  const at = '2026-11-20T15:00:00.000Z';
  const sku = `SKU-${counter}-${id.slice(-6)}`;
  await deps.db
    .insertInto('catalog_items')
    .values({
      id,
      sku,
      name,
      name_key: name.toLowerCase(),
      kind: overrides.kind ?? 'part',
      barcode: overrides.barcode ?? null,
      cost_cents: overrides.costCents ?? 3000,
      price_cents: overrides.priceCents ?? 8000,
      taxed: overrides.taxed === false ? 0 : 1,
      active: overrides.active === false ? 0 : 1,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  for (const fit of overrides.fits ?? []) {
    await deps.db
      .insertInto('catalog_item_fits')
      .values({ item_id: id, device_brand: fit.brand, device_model: fit.model })
      .execute();
  }
  return { id, sku, name };
}

/** Stock received into a store at a unit cost, as a delivery records it. */
export async function receiveStock(
  deps: Deps,
  storeId: string,
  itemId: string,
  quantity: number,
  unitCostCents = 3000,
) {
  await writeTransaction(deps.db, deps.dialect, (trx) =>
    moveStock(trx, {
      storeId,
      itemId,
      kind: 'received',
      quantity,
      unitCostCents,
      batchId: newId(),
      batchPart: 0,
      createdBy: null,
      at: deps.clock.now().toISOString(),
    }),
  );
}

/** The store's summary row of the item (zeros when it has none). */
export async function levelOf(deps: Deps, storeId: string, itemId: string) {
  const row = await deps.db
    .selectFrom('store_stock')
    .select(['on_hand', 'reserved', 'value_cents', 'minimum'])
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return {
    onHand: Number(row?.on_hand ?? 0),
    reserved: Number(row?.reserved ?? 0),
    valueCents: Number(row?.value_cents ?? 0),
    minimum: Number(row?.minimum ?? 0),
  };
}

let receipts = 9000;

/** A store's counter sale of one untaxed $10 item, stored as the sale route stores one. */
export async function createCounterSaleRow(deps: Deps, storeId: string) {
  const item = await createItemRow(deps, { kind: 'accessory', priceCents: 1000, taxed: false });
  const id = newId();
  const at = deps.clock.now().toISOString();
  receipts += 1;
  await deps.db
    .insertInto('counter_sales')
    .values({
      id,
      store_id: storeId,
      receipt_number: receipts,
      customer_id: null,
      customer_name: null,
      subtotal_cents: 1000,
      tax_cents: 0,
      total_cents: 1000,
      cost_cents: 3000,
      tax_rate_ppm: 0,
      created_by: null,
      created_at: at,
    })
    .execute();
  await deps.db
    .insertInto('counter_sale_lines')
    .values({
      id: newId(),
      sale_id: id,
      item_id: item.id,
      description: item.name,
      position: 0,
      quantity: 1,
      unit_price_cents: 1000,
      unit_cost_cents: 3000,
      taxed: 0,
      amount_cents: 1000,
      tax_cents: 0,
    })
    .execute();
  return { id, itemId: item.id };
}
