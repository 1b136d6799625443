import type { z } from 'zod';
import { formatCents } from '../../../shared/format';
import {
  FLOW_MESSAGES as F,
  type CounterSale,
  type ZCounterSaleInput,
} from '../../../shared/inventory-flows';
import { INVENTORY_MESSAGES as M } from '../../../shared/inventory';
import { newId } from '../../../shared/ids';
import { quoteTotals, taxOn } from '../../../shared/money-rules';
import type { Tender } from '../../../shared/balances';
import { centsToDollars } from '../../../shared/money';
import type { Db } from '../../db';
import { writeTransaction } from '../../db/group-commit';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { customerInReach } from '../customers/service';
import { actorFields, requireApproval, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { replayedCreate } from '../../lib/idempotent';
import { fieldError, forbidden, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import {
  cardReference,
  cardsOfPayment,
  spendPayment,
  type PaymentCards,
} from '../balances/service';
import { availableToSell, moveStock, type Moved } from '../inventory/service';
import { appendLedger, checkCounterLimit } from '../money/service';
import { nextStoreNumber, resolveWorkStore } from '../org/service';
import { saleRows } from './ledger';
import * as repo from './repo';

export type SaleInput = z.output<typeof ZCounterSaleInput>;

const FIRST_RECEIPT = 1001;

/** The positions of the lines sorted by item id. */
export const byItem = (itemIds: readonly string[]) =>
  itemIds.map((_, i) => i).sort((a, b) => (itemIds[a]! < itemIds[b]! ? -1 : 1));
const NOT_FOUND = 'Sale not found';

function toSale(
  row: repo.SaleRow,
  lines: Awaited<ReturnType<typeof repo.linesOf>>,
  payments: Awaited<ReturnType<typeof repo.paymentsOf>>,
): CounterSale {
  return {
    id: row.id,
    receiptNumber: `C-${row.receipt_number}`,
    storeId: row.store_id,
    storeName: row.store_name,
    customerId: row.customer_id,
    customerName: row.customer_name,
    lines: (lines.get(row.id) ?? []).map((l) => ({
      id: l.id,
      itemId: l.item_id,
      sku: l.sku,
      description: l.description,
      quantity: l.quantity,
      returnedQuantity: l.returned_quantity,
      unitPrice: centsToDollars(l.unit_price_cents),
      taxed: l.taxed === 1,
      amount: centsToDollars(l.amount_cents),
      tax: centsToDollars(l.tax_cents),
    })),
    subtotal: centsToDollars(row.subtotal_cents),
    tax: centsToDollars(row.tax_cents),
    total: centsToDollars(row.total_cents),
    payments: (payments.get(row.id) ?? []).map((p) => ({
      method: p.method as Tender,
      amount: centsToDollars(p.amount_cents),
      signed: centsToDollars(p.signed_cents),
      change: p.change_cents === null ? null : centsToDollars(p.change_cents),
      reference: p.reference,
      kind: p.kind,
    })),
    createdByName: row.created_by_name,
    createdAt: row.created_at,
  };
}

export async function getSale(deps: Deps, reach: Reach, id: string): Promise<CounterSale> {
  const row = await repo.findSale(deps.db, reach, id);
  if (!row) throw notFound(NOT_FOUND);
  const [lines, payments] = await Promise.all([
    repo.linesOf(deps.db, [id]),
    repo.paymentsOf(deps.db, [id]),
  ]);
  return toSale(row, lines, payments);
}

export async function listSales(
  deps: Deps,
  reach: Reach,
  query: { storeId?: string; limit: number },
): Promise<CounterSale[]> {
  if (query.storeId && !reachIncludes(reach, query.storeId)) throw forbidden();
  const rows = await repo.listSales(deps.db, reach, query.storeId, query.limit);
  const ids = rows.map((r) => r.id);
  const [lines, payments] = await Promise.all([
    repo.linesOf(deps.db, ids),
    repo.paymentsOf(deps.db, ids),
  ]);
  return rows.map((r) => toSale(r, lines, payments));
}

/** The sale's items from the catalogue at its prices; an unknown or retired one on its field. */
async function pricedLines(deps: Deps, input: SaleInput, taxRatePpm: number) {
  const items = await repo.itemsById(
    deps.db,
    input.lines.map((l) => l.itemId),
  );
  return input.lines.map((line, i) => {
    const item = items.get(line.itemId);
    if (!item) throw fieldError(`lines.${i}.itemId`, M.unknownItem);
    if (item.active !== 1) throw fieldError(`lines.${i}.itemId`, M.inactiveItem);
    const amountCents = line.quantity * item.price_cents;
    const taxed = item.taxed === 1;
    return {
      item,
      quantity: line.quantity,
      amountCents,
      taxCents: taxed ? taxOn(amountCents, taxRatePpm) : 0,
      taxed,
    };
  });
}

async function customerOf(deps: Deps, reach: Reach, input: SaleInput) {
  if (!input.customerId) return { id: null, name: input.customerName || null };
  const customer = await customerInReach(deps, reach, input.customerId);
  if (!customer) throw fieldError('customerId', 'Customer not found');
  return { id: customer.id, name: input.customerName || customer.name };
}

/**
 * Sells accessories at the counter: catalogue prices, the store's tax per line, paid in full.
 * Each line's stock leaves in the sale's transaction; one line out of stock refuses the whole
 * sale with nothing stored. A replayed sale (same id) answers the stored one.
 */
export async function createSale(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: SaleInput,
): Promise<{ sale: CounterSale; created: boolean }> {
  const replay = await replayedCreate(
    input.id,
    reach,
    (id) => repo.findSaleAnywhere(deps.db, id),
    (id) => getSale(deps, reach, id),
    'sale',
  );
  if (replay) return { sale: replay, created: false };
  const store = await resolveWorkStore(deps, actor.user, reach, input.storeId, 'sale');
  const { tax_rate_ppm: rate } = await repo.storeMoney(deps.db, store.id);
  const lines = await pricedLines(deps, input, rate);
  const customer = await customerOf(deps, reach, input);
  const totals = quoteTotals(
    lines.map((l) => ({
      kind: 'part',
      quantity: l.quantity,
      unitPriceCents: l.item.price_cents,
      taxed: l.taxed,
    })),
    rate,
  );
  const paid = input.payment.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
  if (paid !== totals.totalCents) {
    throw fieldError('payment', F.paymentTotal(formatCents(totals.totalCents)));
  }
  await checkCounterLimit(deps.db, actor, store.id, 'sale', totals.totalCents);
  const cards = await cardsOfPayment(deps, input.payment, customer.id, 'payment');
  const id = input.id ?? newId();
  const at = isoNow(deps.clock);
  try {
    await writeSale(deps, actor, { id, at, store, lines, customer, totals, input, rate, cards });
  } catch (err) {
    // The same sale sent twice at once: the unique ids refused the second, which is a replay.
    if (input.id && (await repo.findSaleAnywhere(deps.db, input.id))) {
      return { sale: await getSale(deps, reach, id), created: false };
    }
    throw err;
  }
  return { sale: await getSale(deps, reach, id), created: true };
}

type Sale = {
  id: string;
  at: string;
  store: { id: string };
  lines: Awaited<ReturnType<typeof pricedLines>>;
  customer: { id: string | null; name: string | null };
  totals: ReturnType<typeof quoteTotals>;
  input: SaleInput;
  rate: number;
  /** The gift card each payment part spends, by the part's position. */
  cards: PaymentCards;
};

/**
 * An item the system counts short is in the customer's hand (issue 38: it could not be sold). A
 * manager, themselves or approving at the counter's device, lets the sale go through: the count
 * is corrected first by what is missing, as a count movement that names the sale and the
 * approval, so the stock and its history stay true.
 */
async function countFromHand(
  trx: Db,
  actor: Actor,
  sale: {
    saleId: string;
    storeId: string;
    at: string;
    line: SaleLine;
    part: number;
    fromHand: boolean;
  },
): Promise<void> {
  const { line } = sale;
  if (!sale.fromHand) return;
  const left = await availableToSell(trx, sale.storeId, line.item.id, sale.at);
  if (left >= line.quantity) return;
  requireApproval(actor, 'stock.write', F.soldFromHand(line.item.name, Math.max(0, left)));
  const by = actor.approvedBy?.name ?? `${actor.user.firstName} ${actor.user.lastName}`;
  await moveStock(trx, {
    storeId: sale.storeId,
    itemId: line.item.id,
    kind: 'count',
    quantity: line.quantity - Math.max(0, left),
    reason: `Found at the counter and sold, approved by ${by}`,
    refs: { counterSaleId: sale.saleId },
    batchId: sale.saleId,
    // After the sale's own parts (one per line), so each movement keeps its own place.
    batchPart: COUNT_PARTS_FROM + sale.part,
    createdBy: actor.user.id,
    at: sale.at,
  });
}

/** Where a sale's count corrections number their parts, past any sale's lines (at most 100). */
const COUNT_PARTS_FROM = 1000;

type SaleLine = Awaited<ReturnType<typeof pricedLines>>[number];

/** The sale's stock, rows and money in one transaction: any refusal leaves none of them. */
async function writeSale(deps: Deps, actor: Actor, sale: Sale) {
  const { id, at, store, lines, customer, totals, input, rate, cards } = sale;
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    await spendPayment(
      tx,
      input.payment,
      cards,
      { storeId: store.id, customerId: customer.id, sourceId: id, by: actor.user.id, at },
      'payment',
    );
    const moved: Moved[] = [];
    // In item order, so two sales of the same items lock their rows in the same order.
    for (const i of byItem(lines.map((l) => l.item.id))) {
      const l = lines[i]!;
      await countFromHand(trx, actor, {
        saleId: id,
        storeId: store.id,
        at,
        line: l,
        part: i,
        fromHand: input.fromHand === true,
      });
      moved[i] = await moveStock(trx, {
        storeId: store.id,
        itemId: l.item.id,
        kind: 'sold',
        quantity: -l.quantity,
        refs: { counterSaleId: id },
        batchId: id,
        batchPart: i,
        createdBy: actor.user.id,
        at,
      });
    }
    await repo.insertSale(
      trx,
      {
        id,
        store_id: store.id,
        receipt_number: await nextStoreNumber(tx, store.id, 'counter_sale', FIRST_RECEIPT),
        customer_id: customer.id,
        customer_name: customer.name,
        subtotal_cents: totals.subtotalCents,
        tax_cents: totals.taxCents,
        total_cents: totals.totalCents,
        cost_cents: moved.reduce((sum, m) => sum - m.valueCents, 0),
        tax_rate_ppm: rate,
        created_by: actor.user.id,
        created_at: at,
      },
      lines.map((l, position) => ({
        id: newId(),
        sale_id: id,
        item_id: l.item.id,
        description: l.item.name,
        position,
        quantity: l.quantity,
        unit_price_cents: l.item.price_cents,
        unit_cost_cents: moved[position]!.unitCostCents,
        taxed: l.taxed ? 1 : 0,
        amount_cents: l.amountCents,
        tax_cents: l.taxCents,
        returned_quantity: 0,
      })),
    );
    await appendLedger(
      trx,
      saleRows(
        input.payment.map((p, i) => {
          const card = cards.get(i);
          return card ? { ...p, reference: cardReference(card.number) } : p;
        }),
        totals.taxCents,
        totals.totalCents,
        {
          store_id: store.id,
          counter_sale_id: id,
          taken_at: at,
          created_by: actor.user.id,
        },
      ),
    );
    await logActivity(tx, {
      ...actorFields(actor),
      storeId: store.id,
      action: 'counter_sale.create',
      entity: 'counter_sale',
      entityId: id,
      details: { totalCents: totals.totalCents, lines: lines.length },
    });
  });
}
