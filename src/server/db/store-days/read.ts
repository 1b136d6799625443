import type { Db } from '..';
import { REACH_ALL, scopeToReach, type Reach } from '../scope';
import { onDays, windowRows, type StoreWindow } from '../windows';
import { emptyDay, type DayCounts } from './compute';

/** Windows per grouped query: four parameters each, well inside both dialects' limits. */
const CHUNK = 4000;

const n = (v: unknown) => Number(v ?? 0);

/**
 * Every count of each window of whole business days, summed from the day summaries: one grouped
 * query however long the period, a row per store and day read (decision 039).
 */
export async function sumDays(
  db: Db,
  windows: StoreWindow[],
  reach: Reach = REACH_ALL,
): Promise<DayCounts[]> {
  if (!windows.every((w) => w.days)) throw new Error('sumDays reads windows of business days');
  const out = windows.map(emptyDay);
  for (let from = 0; from < windows.length; from += CHUNK) {
    const part = windows.slice(from, from + CHUNK);
    const q = db
      .selectFrom(windowRows(part, true))
      .innerJoin('store_days as d', onDays(part))
      .select((eb) => [
        'w.column1 as i',
        eb.fn.sum<number>('d.repairs_collected').as('repairs_collected'),
        eb.fn.sum<number>('d.sales').as('sales'),
        eb.fn.sum<number>('d.buybacks').as('buybacks'),
        eb.fn.sum<number>('d.completions').as('completions'),
        eb.fn.sum<number>('d.sales_costed_cents').as('sales_costed_cents'),
        eb.fn.sum<number>('d.sales_profit_cents').as('sales_profit_cents'),
        eb.fn.sum<number>('d.turnaround_count').as('turnaround_count'),
        eb.fn.sum<number>('d.turnaround_ms').as('turnaround_ms'),
        eb.fn.sum<number>('d.bought_sold').as('bought_sold'),
        eb.fn.sum<number>('d.parts_repairs').as('parts_repairs'),
        eb.fn.sum<number>('d.parts_cost_cents').as('parts_cost_cents'),
        eb.fn.sum<number>('d.parts_revenue_cents').as('parts_revenue_cents'),
        eb.fn.sum<number>('d.revenue_cents').as('revenue_cents'),
        eb.fn.sum<number>('d.refund_cents').as('refund_cents'),
        eb.fn.sum<number>('d.payout_cents').as('payout_cents'),
        eb.fn.sum<number>('d.repair_revenue_cents').as('repair_revenue_cents'),
        eb.fn.sum<number>('d.device_sales_cents').as('device_sales_cents'),
      ])
      .groupBy('w.column1');
    for (const r of await scopeToReach(q, 'd.store_id', reach).execute()) {
      out[from + Number(r.i)] = {
        repairsCollected: n(r.repairs_collected),
        sales: n(r.sales),
        buybacks: n(r.buybacks),
        completions: n(r.completions),
        salesCostedCents: n(r.sales_costed_cents),
        salesProfitCents: n(r.sales_profit_cents),
        turnaroundCount: n(r.turnaround_count),
        turnaroundMs: n(r.turnaround_ms),
        boughtSold: n(r.bought_sold),
        partsRepairs: n(r.parts_repairs),
        partsCostCents: n(r.parts_cost_cents),
        partsRevenueCents: n(r.parts_revenue_cents),
        revenueCents: n(r.revenue_cents),
        refundCents: n(r.refund_cents),
        payoutCents: n(r.payout_cents),
        repairRevenueCents: n(r.repair_revenue_cents),
        deviceSalesCents: n(r.device_sales_cents),
      };
    }
  }
  return out;
}

/** One store's day as the daily series read it (insights, forecast, the CEO's daily line). */
export type SeriesDay = {
  storeId: string;
  date: string;
  revenueCents: number;
  refundCents: number;
  payoutCents: number;
  repairsCollected: number;
  sales: number;
  buybacks: number;
  completions: number;
};

/**
 * Each business day of the given stores in [from, toExclusive) that holds anything, as the daily
 * series read it: one range read of the summaries, only the columns the series use.
 */
export async function dailySeries(
  db: Db,
  storeIds: readonly string[],
  from: string,
  toExclusive: string,
  reach: Reach = REACH_ALL,
): Promise<SeriesDay[]> {
  if (storeIds.length === 0) return [];
  const rows = await scopeToReach(
    db
      .selectFrom('store_days as d')
      .select([
        'd.store_id',
        'd.business_date',
        'd.revenue_cents',
        'd.refund_cents',
        'd.payout_cents',
        'd.repairs_collected',
        'd.sales',
        'd.buybacks',
        'd.completions',
      ])
      .where('d.store_id', 'in', [...storeIds])
      .where('d.business_date', '>=', from)
      .where('d.business_date', '<', toExclusive),
    'd.store_id',
    reach,
  ).execute();
  return rows.map((r) => ({
    storeId: r.store_id,
    date: r.business_date,
    revenueCents: n(r.revenue_cents),
    refundCents: n(r.refund_cents),
    payoutCents: n(r.payout_cents),
    repairsCollected: n(r.repairs_collected),
    sales: n(r.sales),
    buybacks: n(r.buybacks),
    completions: n(r.completions),
  }));
}

/**
 * The given stores' revenue summed per business date in [from, toExclusive), dates without any
 * left out: a chain's daily line is a row per date, not a row per store and date.
 */
export async function dailyRevenueTotals(
  db: Db,
  storeIds: readonly string[],
  from: string,
  toExclusive: string,
  reach: Reach = REACH_ALL,
): Promise<{ date: string; revenueCents: number }[]> {
  if (storeIds.length === 0) return [];
  const rows = await scopeToReach(
    db
      .selectFrom('store_days as d')
      .select((eb) => ['d.business_date', eb.fn.sum<number>('d.revenue_cents').as('revenue')])
      .where('d.store_id', 'in', [...storeIds])
      .where('d.business_date', '>=', from)
      .where('d.business_date', '<', toExclusive)
      .groupBy('d.business_date'),
    'd.store_id',
    reach,
  ).execute();
  return rows.map((r) => ({ date: r.business_date, revenueCents: n(r.revenue) }));
}
