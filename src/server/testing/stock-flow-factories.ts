import { newId } from '../../shared/ids';
import type { Deps } from '../deps';
import { createItemRow, levelOf, receiveStock } from './inventory-factories';

let made = 0;

/** A catalogue item costing `costCents` by default, with a unique SKU. */
export async function createCatalogItem(
  deps: Deps,
  {
    name,
    costCents = 1000,
    priceCents = 2500,
  }: { name?: string; costCents?: number; priceCents?: number } = {},
): Promise<string> {
  return (await createItemRow(deps, { name, costCents, priceCents })).id;
}

/** Puts `quantity` of an item on a store's shelf at `unitCostCents`, as a receipt would. */
export const stockUp = (
  deps: Deps,
  storeId: string,
  itemId: string,
  quantity: number,
  unitCostCents: number,
) => receiveStock(deps, storeId, itemId, quantity, unitCostCents);

export { levelOf };

/** Row counts of the stock flow tables, to show a refused act stored nothing. */
export async function stockRowCounts(deps: Deps): Promise<Record<string, number>> {
  const tables = [
    'stock_movements',
    'store_stock',
    'purchase_orders',
    'purchase_order_lines',
    'stock_transfers',
    'stock_transfer_lines',
    'stock_counts',
    'stock_count_lines',
    'suppliers',
    'activity_log',
  ] as const;
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const row = await deps.db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[t] = Number(row.n);
  }
  return counts;
}

const stamp = (deps: Deps) => deps.clock.now().toISOString();

/** A supplier with a unique name. */
export async function createSupplierRow(deps: Deps): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto('suppliers')
    .values({
      id,
      name: `Supplier ${id}`,
      name_key: `supplier ${id}`,
      contact_name: null,
      phone: null,
      email: null,
      notes: null,
      created_by: null,
      created_at: stamp(deps),
    })
    .execute();
  return id;
}

/** An open order of 5 of `itemId` for a store, numbered past any the API would give. */
export async function createOrderRow(deps: Deps, storeId: string, itemId: string) {
  made += 1;
  const id = newId();
  const lineId = newId();
  await deps.db
    .insertInto('purchase_orders')
    .values({
      id,
      store_id: storeId,
      supplier_id: await createSupplierRow(deps),
      status: 'open',
      notes: null,
      number: 900000 + made,
      created_by: null,
      created_at: stamp(deps),
      closed_at: null,
      closed_by: null,
    })
    .execute();
  await deps.db
    .insertInto('purchase_order_lines')
    .values({
      id: lineId,
      order_id: id,
      item_id: itemId,
      position: 0,
      quantity_ordered: 5,
      unit_cost_cents: 1000,
    })
    .execute();
  return { id, lineId };
}

/** A transfer of one `itemId` on its way between two stores. */
export async function createTransferRow(deps: Deps, from: string, to: string, itemId: string) {
  const id = newId();
  await deps.db
    .insertInto('stock_transfers')
    .values({
      id,
      from_store_id: from,
      to_store_id: to,
      status: 'sent',
      notes: null,
      sent_by: null,
      sent_at: stamp(deps),
      received_by: null,
      received_at: null,
    })
    .execute();
  await deps.db
    .insertInto('stock_transfer_lines')
    .values({
      id: newId(),
      transfer_id: id,
      item_id: itemId,
      position: 0,
      quantity: 1,
      unit_cost_cents: 1000,
    })
    .execute();
  return id;
}

/** An open count of one item in a store. */
export async function createCountRow(deps: Deps, storeId: string, itemId: string) {
  const id = newId();
  await deps.db
    .insertInto('stock_counts')
    .values({
      id,
      store_id: storeId,
      status: 'open',
      notes: null,
      decision_reason: null,
      variance_value_cents: null,
      started_by: null,
      started_at: stamp(deps),
      submitted_by: null,
      submitted_at: null,
      decided_by: null,
      decided_at: null,
    })
    .execute();
  await deps.db
    .insertInto('stock_count_lines')
    .values({
      id: newId(),
      count_id: id,
      item_id: itemId,
      counted: null,
      expected: null,
      variance: null,
      unit_cost_cents: null,
    })
    .execute();
  return id;
}
