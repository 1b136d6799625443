import type { z } from 'zod';
import { BALANCE_MESSAGES } from '../../../shared/balances';
import { formatCents } from '../../../shared/format';
import {
  FLOW_MESSAGES as F,
  type CounterSale,
  type ZCounterReturnInput,
} from '../../../shared/inventory-flows';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, requireApproval, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { move } from '../balances/service';
import { moveStock } from '../inventory/service';
import { appendLedger } from '../money/service';
import { refundRow } from './ledger';
import * as repo from './repo';
import { byItem, getSale } from './service';

export type ReturnInput = z.output<typeof ZCounterReturnInput>;

/** The tax of `units` of a line after `before` were returned: the shares add up to the line's tax. */
const taxBack = (line: { quantity: number; tax_cents: number }, before: number, units: number) =>
  Math.round((line.tax_cents * (before + units)) / line.quantity) -
  Math.round((line.tax_cents * before) / line.quantity);

/**
 * Takes items of a sale back: their stock returns at the cost they left at, and their price
 * with its tax goes back to the customer. Above the store's refund limit only a manager may.
 * A replayed return (same id) changes nothing more.
 */
export async function returnItems(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  saleId: string,
  input: ReturnInput,
): Promise<CounterSale> {
  const sale = await repo.findSale(deps.db, reach, saleId);
  if (!sale) throw notFound('Sale not found');
  const id = input.id ?? newId();
  if (await returnDone(deps, id, saleId)) return getSale(deps, reach, saleId);
  const sold = (await repo.linesOf(deps.db, [saleId])).get(saleId) ?? [];
  const taken = input.lines.map((l, i) => {
    const line = sold.find((s) => s.item_id === l.itemId);
    if (!line) throw fieldError(`lines.${i}.itemId`, F.notOnSale);
    const left = line.quantity - line.returned_quantity;
    if (l.quantity > left) throw fieldError(`lines.${i}.quantity`, F.returnTooMany(left));
    const amountCents = line.unit_price_cents * l.quantity;
    return {
      line,
      quantity: l.quantity,
      amountCents,
      taxCents: taxBack(line, line.returned_quantity, l.quantity),
    };
  });
  const amountCents = taken.reduce((sum, t) => sum + t.amountCents + t.taxCents, 0);
  const taxCents = taken.reduce((sum, t) => sum + t.taxCents, 0);
  const { refund_limit_cents: limit } = await repo.storeMoney(deps.db, sale.store_id);
  if (amountCents > limit) {
    requireApproval(actor, 'money.manage', F.refundNeedsManager(formatCents(limit)));
  }
  if (input.method === 'store_credit' && !sale.customer_id) {
    throw fieldError('method', BALANCE_MESSAGES.creditNeedsCustomer);
  }
  const at = isoNow(deps.clock);
  try {
    await writeReturn(deps, actor, { id, at, sale, taken, amountCents, taxCents, input });
  } catch (err) {
    // The same return sent twice at once: the unique ids refused the second, a replay.
    if (input.id && (await returnDone(deps, id, saleId))) return getSale(deps, reach, saleId);
    throw err;
  }
  return getSale(deps, reach, saleId);
}

/** True when the return was already recorded (its refund row carries the return's id). */
async function returnDone(deps: Deps, id: string, saleId: string): Promise<boolean> {
  const done = await deps.db
    .selectFrom('payments')
    .select('counter_sale_id')
    .where('batch_id', '=', id)
    .executeTakeFirst();
  if (done && done.counter_sale_id !== saleId) throw conflict('This return id is already in use.');
  return done !== undefined;
}

type Taken = {
  line: { id: string; item_id: string; unit_cost_cents: number };
  quantity: number;
};
type Return = {
  id: string;
  at: string;
  sale: { store_id: string; id: string; customer_id: string | null };
  taken: Taken[];
  amountCents: number;
  taxCents: number;
  input: ReturnInput;
};

/** The return's stock, counts and refund in one transaction: a refusal leaves none of them. */
async function writeReturn(deps: Deps, actor: Actor, r: Return) {
  const { id, at, sale, taken, amountCents, taxCents, input } = r;
  const saleId = sale.id;
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    // In item order, so two acts on the same items lock their rows in the same order.
    for (const i of byItem(taken.map((t) => t.line.item_id))) {
      const t = taken[i]!;
      if (!(await repo.markReturned(trx, t.line.id, t.quantity))) {
        const now = await trx
          .selectFrom('counter_sale_lines')
          .select(['quantity', 'returned_quantity'])
          .where('id', '=', t.line.id)
          .executeTakeFirstOrThrow();
        throw fieldError(
          `lines.${i}.quantity`,
          F.returnTooMany(now.quantity - now.returned_quantity),
        );
      }
      await moveStock(trx, {
        storeId: sale.store_id,
        itemId: t.line.item_id,
        kind: 'returned',
        quantity: t.quantity,
        unitCostCents: t.line.unit_cost_cents,
        reason: input.reason,
        refs: { counterSaleId: saleId },
        batchId: id,
        batchPart: i,
        createdBy: actor.user.id,
        at,
      });
    }
    if (input.method === 'store_credit') {
      await move({ ...deps, db: trx }, 'credit', sale.customer_id!, {
        kind: 'return',
        amountCents,
        storeId: sale.store_id,
        sourceId: id,
        reason: input.reason,
        by: actor.user.id,
        at,
        field: 'method',
      });
    }
    await appendLedger(trx, [
      refundRow(
        { id, method: input.method, amountCents, taxCents, reason: input.reason },
        {
          store_id: sale.store_id,
          counter_sale_id: saleId,
          taken_at: at,
          created_by: actor.user.id,
        },
      ),
    ]);
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: sale.store_id,
        action: 'counter_sale.return',
        entity: 'counter_sale',
        entityId: saleId,
        details: { amountCents, reason: input.reason },
      },
    );
  });
}
