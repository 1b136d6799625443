import type { z } from 'zod';
import {
  FLOW_MESSAGES as M,
  type OrderStatus,
  type PurchaseOrder,
  type ZPurchaseOrderInput,
} from '../../../shared/inventory-flows';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { replayedCreate } from '../../lib/idempotent';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { nextStoreNumber } from '../org/service';
import * as repo from './repo';
import { findSupplier, toSupplier } from './suppliers';
import { assertReadable, dollars, itemsOf, storeInReach } from './work-store';

type OrderInput = z.output<typeof ZPurchaseOrderInput>;

/** What the other stock features use: the store a document is for, items, names, low stock. */
export { assertReadable, dollars, itemsOf, nameOf, storeInReach } from './work-store';
export { lowStockSummary } from './suggested';

/** Purchase orders are numbered per store like repairs and sales: PO-1001, PO-1002, … */
const FIRST_ORDER = 1001;
export const COUNTER = 'purchase_order';

async function toOrders(db: Db, rows: repo.OrderRow[]): Promise<PurchaseOrder[]> {
  const lines = await repo.orderLines(
    db,
    rows.map((r) => r.id),
  );
  const suppliers = new Map<string, PurchaseOrder['supplier']>();
  for (const id of new Set(rows.map((r) => r.supplier_id))) {
    suppliers.set(id, toSupplier((await findSupplier(db, id))!));
  }
  return rows.map((r) => {
    const own = lines.filter((l) => l.order_id === r.id);
    return {
      id: r.id,
      number: `PO-${r.number}`,
      storeId: r.store_id,
      storeName: r.store_name,
      supplier: suppliers.get(r.supplier_id)!,
      status: r.status as OrderStatus,
      notes: r.notes,
      lines: own.map((l) => ({
        id: l.id,
        itemId: l.item_id,
        sku: l.sku,
        name: l.name,
        ordered: l.quantity_ordered,
        received: l.quantity_received,
        unitCost: dollars(l.unit_cost_cents),
      })),
      total: dollars(own.reduce((sum, l) => sum + l.quantity_ordered * l.unit_cost_cents, 0)),
      createdByName: r.created_by_name,
      createdAt: r.created_at,
      closedAt: r.closed_at,
    };
  });
}

export async function getOrder(deps: Deps, reach: Reach, id: string): Promise<PurchaseOrder> {
  const row = await repo.findOrder(deps.db, reach, id);
  if (!row) throw notFound('Order not found');
  return (await toOrders(deps.db, [row]))[0]!;
}

export async function listOrders(
  deps: Deps,
  reach: Reach,
  query: { storeId?: string; status?: OrderStatus },
): Promise<PurchaseOrder[]> {
  assertReadable(reach, query.storeId);
  return toOrders(deps.db, await repo.listOrders(deps.db, reach, query));
}

/** A manager orders stock for a store in reach; nothing moves until a delivery is received. */
export async function createOrder(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: OrderInput,
): Promise<{ order: PurchaseOrder; created: boolean }> {
  const replay = await replayedCreate(
    input.id,
    reach,
    (id) => repo.findOrderAnywhere(deps.db, id),
    (id) => getOrder(deps, reach, id),
    'order',
  );
  if (replay) return { order: replay, created: false };
  const store = await storeInReach(deps, actor.user, reach, input.storeId);
  if (!(await findSupplier(deps.db, input.supplierId))) {
    throw fieldError('supplierId', M.unknownSupplier);
  }
  await itemsOf(
    deps.db,
    input.lines.map((l) => l.itemId),
  );
  const id = input.id ?? newId();
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const number = await nextStoreNumber({ ...deps, db: trx }, store.id, COUNTER, FIRST_ORDER);
    await trx
      .insertInto('purchase_orders')
      .values({
        id,
        store_id: store.id,
        supplier_id: input.supplierId,
        status: 'open',
        notes: input.notes || null,
        number,
        created_by: actor.user.id,
        created_at: at,
        closed_at: null,
        closed_by: null,
      })
      .execute();
    await trx
      .insertInto('purchase_order_lines')
      .values(
        input.lines.map((l, position) => ({
          id: newId(),
          order_id: id,
          item_id: l.itemId,
          position,
          quantity_ordered: l.quantity,
          unit_cost_cents: Math.round(l.unitCost * 100),
        })),
      )
      .execute();
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: store.id,
        action: 'purchase_order.create',
        entity: 'purchase_order',
        entityId: id,
        details: { number: `PO-${number}`, lines: input.lines.length },
      },
    );
  });
  return { order: await getOrder(deps, reach, id), created: true };
}

export const isOpen = (status: string) => status === 'open' || status === 'partial';

/** A manager closes an order that will not come (or not in full): what arrived stays. */
export async function cancelOrder(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
): Promise<PurchaseOrder> {
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const row = await repo.findOrder(trx, reach, id);
    if (!row) throw notFound('Order not found');
    const closed = await trx
      .updateTable('purchase_orders')
      .set({ status: 'cancelled', closed_at: at, closed_by: actor.user.id })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'partial'])
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw conflict(M.orderClosed);
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: row.store_id,
        action: 'purchase_order.cancel',
        entity: 'purchase_order',
        entityId: id,
        details: { number: `PO-${row.number}` },
      },
    );
  });
  return getOrder(deps, reach, id);
}
