import type { z } from 'zod';
import {
  FLOW_MESSAGES as M,
  type PurchaseOrder,
  type ZReceiptInput,
} from '../../../shared/inventory-flows';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { moveStock } from '../inventory/service';
import * as repo from './repo';
import { getOrder, isOpen } from './service';

type ReceiptInput = z.output<typeof ZReceiptInput>;

/**
 * The counter receives a delivery against an order, in part or in full: each line's units come
 * into the store's stock at the line's cost. Every line is checked before anything is stored,
 * and the whole receipt is one transaction, so a wrong line leaves the order as it was. The
 * receipt's client id is its batch of movements: sent again, it receives nothing more.
 */
export async function receiveOrder(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  orderId: string,
  input: ReceiptInput,
): Promise<PurchaseOrder> {
  const batchId = input.id ?? newId();
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const order = await repo.findOrder(trx, reach, orderId);
    if (!order) throw notFound('Order not found');
    const earlier = await trx
      .selectFrom('stock_movements')
      .select('purchase_order_id')
      .where('batch_id', '=', batchId)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.purchase_order_id === orderId) return;
      throw conflict('This receipt id is already in use.');
    }
    if (!isOpen(order.status)) throw conflict(M.orderClosed);
    const lines = await repo.orderLines(trx, [orderId]);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const seen = new Set<string>();
    input.lines.forEach((l, i) => {
      const line = byId.get(l.lineId);
      if (!line) throw fieldError(`lines.${i}.lineId`, M.notOnOrder);
      if (seen.has(l.lineId)) throw fieldError('lines', M.duplicateItem);
      seen.add(l.lineId);
      const left = line.quantity_ordered - line.quantity_received;
      if (l.quantity > left) throw fieldError(`lines.${i}.quantity`, M.overOrdered(left));
    });
    let part = 0;
    for (const [i, l] of input.lines.entries()) {
      if (l.quantity === 0) continue;
      const line = byId.get(l.lineId)!;
      // Guarded, so two clerks receiving the same box cannot both count it.
      const updated = await trx
        .updateTable('purchase_order_lines')
        .set({ quantity_received: line.quantity_received + l.quantity })
        .where('id', '=', line.id)
        .where('quantity_received', '=', line.quantity_received)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        throw fieldError(`lines.${i}.quantity`, M.overOrdered(0));
      }
      await moveStock(trx, {
        storeId: order.store_id,
        itemId: line.item_id,
        kind: 'received',
        quantity: l.quantity,
        unitCostCents: line.unit_cost_cents,
        refs: { purchaseOrderId: orderId },
        reason: `PO-${order.number}`,
        batchId,
        batchPart: part++,
        createdBy: actor.user.id,
        at,
      });
      line.quantity_received += l.quantity;
    }
    const complete = lines.every((l) => l.quantity_received >= l.quantity_ordered);
    await trx
      .updateTable('purchase_orders')
      .set(
        complete
          ? { status: 'received', closed_at: at, closed_by: actor.user.id }
          : { status: 'partial' },
      )
      .where('id', '=', orderId)
      .execute();
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: order.store_id,
        action: 'purchase_order.receive',
        entity: 'purchase_order',
        entityId: orderId,
        details: {
          number: `PO-${order.number}`,
          units: input.lines.reduce((sum, l) => sum + l.quantity, 0),
          complete,
        },
      },
    );
  });
  return getOrder(deps, reach, orderId);
}
