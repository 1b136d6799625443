import { sql } from 'kysely';
import { TENDERS, type Tender } from '../../shared/balances';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/devices';
import type { Db } from './index';
import { REACH_ALL, scopeToReach, type Reach } from './scope';
import { onDays, windowRows, type StoreWindow } from './windows';

/**
 * The one definition of a store's money (issue 18, decision 037): every screen, report and
 * export reads it here, from the ledger (`payments`), never from a repair's estimate or a sale's
 * price.
 *
 * Revenue is the money taken for repairs, device sales and counter sales of parts and
 * accessories (issue 19), net of refunds and voids:
 * SUM(signed_cents) of the ledger rows of those purposes, placed in a window by `taken_at` (the
 * store-local business days of windows.ts). A buyback's payout is money out, not negative revenue.
 */
export const REVENUE_PURPOSES = ['repair', 'sale', 'counter_sale'] as const;

/** Kinds that take money back out of the drawer; every other kind brought money in. */
const MONEY_BACK = new Set(['refund', 'void']);

/** By how it was taken: the spec's methods, and gift cards and store credit spent. */
type ByMethod = Record<Tender, number>;
const perMethod = (): ByMethod => Object.fromEntries(TENDERS.map((m) => [m, 0])) as ByMethod;

/** One window's money, in cents, every figure folded from the same ledger rows. */
export type LedgerFigures = {
  /** Repairs and sales taken, net of refunds and voids. */
  revenueCents: number;
  repairRevenueCents: number;
  /** Device sales taken (price + tax), net of their refunds. */
  deviceSalesCents: number;
  /** Parts and accessories sold at the counter (price + tax), net of their returns. */
  accessoriesCents: number;
  /** Device sales' takings by method, and how many payments they were. */
  deviceSalesByMethod: Record<PaymentMethod, { count: number; cents: number }>;
  buybackPayoutCents: number;
  buybackCount: number;
  /** Sales tax taken on repairs and sales, net of tax given back. */
  taxCents: number;
  /** Refunds and voids given back on repairs and sales. */
  refundCents: number;
  /** Revenue by how it was taken: these add up to revenueCents. */
  takings: ByMethod;
  /**
   * Money brought in before anything was given back: what a clerk counts at close, field by
   * field (a report's amounts are never negative). Its methods hold gift cards sold too (the
   * cash for one is in the drawer): received − refundCents = revenueCents + giftCardsCents.
   */
  received: {
    byMethod: ByMethod;
    repairCents: number;
    saleCents: number;
    accessoriesCents: number;
    /** Gift cards sold: money in that the store owes until each card is spent. */
    giftCardsCents: number;
  };
  /** The drawer's movements: cash in, cash paid to sellers, cash given back. */
  cash: { takenCents: number; paidOutCents: number; refundedCents: number };
};

function emptyFigures(): LedgerFigures {
  return {
    revenueCents: 0,
    repairRevenueCents: 0,
    deviceSalesCents: 0,
    accessoriesCents: 0,
    deviceSalesByMethod: Object.fromEntries(
      PAYMENT_METHODS.map((m) => [m, { count: 0, cents: 0 }]),
    ) as LedgerFigures['deviceSalesByMethod'],
    buybackPayoutCents: 0,
    buybackCount: 0,
    taxCents: 0,
    refundCents: 0,
    takings: perMethod(),
    received: {
      byMethod: perMethod(),
      repairCents: 0,
      saleCents: 0,
      accessoriesCents: 0,
      giftCardsCents: 0,
    },
    cash: { takenCents: 0, paidOutCents: 0, refundedCents: 0 },
  };
}

/** One group of ledger rows: a window's rows of one purpose, kind and method. */
export type LedgerGroup = {
  purpose: string;
  kind: string;
  method: string;
  count: number;
  signedCents: number;
  amountCents: number;
  taxCents: number;
};

export function isRevenue(purpose: string): boolean {
  return (REVENUE_PURPOSES as readonly string[]).includes(purpose);
}

/** Adds one group of rows to a window's figures: the definitions above, in code. */
function fold(f: LedgerFigures, g: LedgerGroup): void {
  const method = (TENDERS as readonly string[]).includes(g.method) ? (g.method as Tender) : 'other';
  const back = MONEY_BACK.has(g.kind);
  if (isRevenue(g.purpose)) {
    f.revenueCents += g.signedCents;
    f.takings[method] += g.signedCents;
    f.taxCents += back ? -g.taxCents : g.taxCents;
    if (back) f.refundCents += g.amountCents;
    else {
      f.received.byMethod[method] += g.amountCents;
      if (g.purpose === 'repair') f.received.repairCents += g.amountCents;
      else if (g.purpose === 'counter_sale') f.received.accessoriesCents += g.amountCents;
      else f.received.saleCents += g.amountCents;
    }
    if (g.purpose === 'repair') f.repairRevenueCents += g.signedCents;
    else if (g.purpose === 'counter_sale') f.accessoriesCents += g.signedCents;
    else {
      f.deviceSalesCents += g.signedCents;
      const m = f.deviceSalesByMethod[method as PaymentMethod] ?? f.deviceSalesByMethod.other;
      m.cents += g.signedCents;
      if (!back) m.count += g.count;
    }
  } else if (g.purpose === 'buyback') {
    f.buybackPayoutCents -= g.signedCents;
    if (!back) f.buybackCount += g.count;
  } else if (g.purpose === 'gift_card' && !back) {
    f.received.byMethod[method] += g.amountCents;
    f.received.giftCardsCents += g.amountCents;
  }
  if (method !== 'cash') return;
  if (g.signedCents >= 0) f.cash.takenCents += g.signedCents;
  else if (g.purpose === 'buyback') f.cash.paidOutCents -= g.signedCents;
  else f.cash.refundedCents -= g.signedCents;
}

/** One window's figures from its groups of ledger rows. */
export function figuresOf(groups: readonly LedgerGroup[]): LedgerFigures {
  const f = emptyFigures();
  for (const g of groups) fold(f, g);
  return f;
}

/** Windows per grouped query: four parameters each, well inside both dialects' limits. */
const WINDOWS_PER_QUERY = 4000;

/** One window's group of ledger rows, the window given by its position. */
export type WindowLedgerGroup = LedgerGroup & { i: number };

type GroupRow = {
  i: number | string;
  purpose: string;
  kind: string;
  method: string;
  count: unknown;
  signed: unknown;
  amount: unknown;
  tax: unknown;
};

const toGroup = (r: GroupRow, offset: number): WindowLedgerGroup => ({
  i: offset + Number(r.i),
  purpose: r.purpose,
  kind: r.kind,
  method: r.method,
  count: Number(r.count ?? 0),
  signedCents: Number(r.signed ?? 0),
  amountCents: Number(r.amount ?? 0),
  taxCents: Number(r.tax ?? 0),
});

/**
 * Each window's ledger rows grouped by purpose, kind and method, read from the rows themselves:
 * each window is a range of the store_id + taken_at index. The day summaries are built from this
 * (store-days/), and any window that is not whole business days reads it.
 */
export async function rawLedgerGroups(
  db: Db,
  windows: StoreWindow[],
  reach: Reach = REACH_ALL,
): Promise<WindowLedgerGroup[]> {
  const out: WindowLedgerGroup[] = [];
  for (let from = 0; from < windows.length; from += WINDOWS_PER_QUERY) {
    const q = db
      .selectFrom(windowRows(windows.slice(from, from + WINDOWS_PER_QUERY)))
      .innerJoin('payments as p', (join) =>
        join
          .onRef('p.store_id', '=', 'w.column2')
          .on('p.taken_at', '>=', sql.ref('w.column3'))
          .on('p.taken_at', '<', sql.ref('w.column4')),
      )
      .select((eb) => [
        'w.column1 as i',
        'p.purpose',
        'p.kind',
        'p.method',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('p.signed_cents').as('signed'),
        eb.fn.sum<number>('p.amount_cents').as('amount'),
        eb.fn.sum<number>('p.tax_cents').as('tax'),
      ])
      .groupBy(['w.column1', 'p.purpose', 'p.kind', 'p.method']);
    for (const r of await scopeToReach(q, 'p.store_id', reach).execute())
      out.push(toGroup(r, from));
  }
  return out;
}

/** The same groups for windows of whole business days, summed from the store-day summaries. */
async function dayLedgerGroups(
  db: Db,
  windows: StoreWindow[],
  reach: Reach,
): Promise<WindowLedgerGroup[]> {
  const out: WindowLedgerGroup[] = [];
  for (let from = 0; from < windows.length; from += WINDOWS_PER_QUERY) {
    const part = windows.slice(from, from + WINDOWS_PER_QUERY);
    const q = db
      .selectFrom(windowRows(part, true))
      .innerJoin('store_day_ledger as d', onDays(part))
      .select((eb) => [
        'w.column1 as i',
        'd.purpose',
        'd.kind',
        'd.method',
        eb.fn.sum<number>('d.count').as('count'),
        eb.fn.sum<number>('d.signed_cents').as('signed'),
        eb.fn.sum<number>('d.amount_cents').as('amount'),
        eb.fn.sum<number>('d.tax_cents').as('tax'),
      ])
      .groupBy(['w.column1', 'd.purpose', 'd.kind', 'd.method']);
    for (const r of await scopeToReach(q, 'd.store_id', reach).execute())
      out.push(toGroup(r, from));
  }
  return out;
}

/**
 * Each window's money from the ledger, in the order the windows are given. Windows of whole
 * business days are summed from the store-day summaries, kept in the writing transaction
 * (decision 039); any other window reads the ledger rows of its range.
 */
export async function ledgerFigures(
  db: Db,
  windows: StoreWindow[],
  reach: Reach = REACH_ALL,
): Promise<LedgerFigures[]> {
  const out = windows.map(emptyFigures);
  if (windows.length === 0) return out;
  const groups = windows.every((w) => w.days)
    ? await dayLedgerGroups(db, windows, reach)
    : await rawLedgerGroups(db, windows, reach);
  for (const g of groups) fold(out[g.i]!, g);
  return out;
}

/** Revenue of each window, in cents: ledgerFigures' revenueCents. */
export async function revenueByWindow(
  db: Db,
  windows: StoreWindow[],
  reach: Reach = REACH_ALL,
): Promise<number[]> {
  return (await ledgerFigures(db, windows, reach)).map((f) => f.revenueCents);
}

/**
 * Each repair's money net of sales tax, in cents: what it brought in less what was given back,
 * the tax part of each row taken out (a parts margin compares it with what the parts cost).
 */
export async function repairNetRevenue(
  db: Db,
  repairIds: readonly string[],
): Promise<Map<string, number>> {
  const net = new Map<string, number>();
  for (let i = 0; i < repairIds.length; i += 500) {
    const rows = await db
      .selectFrom('payments')
      .select(['repair_id', 'kind'])
      .select((eb) => [
        eb.fn.sum<number>('signed_cents').as('signed'),
        eb.fn.sum<number>('tax_cents').as('tax'),
      ])
      .where('purpose', '=', 'repair')
      .where('repair_id', 'in', repairIds.slice(i, i + 500) as string[])
      .groupBy(['repair_id', 'kind'])
      .execute();
    for (const r of rows) {
      const tax = MONEY_BACK.has(r.kind) ? -Number(r.tax) : Number(r.tax);
      net.set(r.repair_id!, (net.get(r.repair_id!) ?? 0) + Number(r.signed) - tax);
    }
  }
  return net;
}
