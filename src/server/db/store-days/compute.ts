import { sql } from 'kysely';
import type { Db } from '..';
import { figuresOf, rawLedgerGroups, repairNetRevenue, type WindowLedgerGroup } from '../revenue';
import { rawWindowTotals } from '../window-totals';
import { windowRows, type StoreWindow } from '../windows';

/** What one store-day holds, as the writers keep it (store_days, without its keys). */
export type DayCounts = {
  repairsCollected: number;
  sales: number;
  buybacks: number;
  completions: number;
  salesCostedCents: number;
  salesProfitCents: number;
  turnaroundCount: number;
  turnaroundMs: number;
  boughtSold: number;
  /** Repairs collected that day that used parts, their parts cost and revenue net of tax. */
  partsRepairs: number;
  partsCostCents: number;
  partsRevenueCents: number;
  /** The day's ledger folded by db/revenue.ts: revenue, refunds and buyback payouts. */
  revenueCents: number;
  refundCents: number;
  payoutCents: number;
  /** The revenue's part taken for repairs and for device sales. */
  repairRevenueCents: number;
  deviceSalesCents: number;
};

export const emptyDay = (): DayCounts => ({
  repairsCollected: 0,
  sales: 0,
  buybacks: 0,
  completions: 0,
  salesCostedCents: 0,
  salesProfitCents: 0,
  turnaroundCount: 0,
  turnaroundMs: 0,
  boughtSold: 0,
  partsRepairs: 0,
  partsCostCents: 0,
  partsRevenueCents: 0,
  revenueCents: 0,
  refundCents: 0,
  payoutCents: 0,
  repairRevenueCents: 0,
  deviceSalesCents: 0,
});

const n = (v: unknown) => Number(v ?? 0);

/** Windows per grouped query: four parameters each, well inside both dialects' limits. */
const CHUNK = 4000;

async function chunked<T>(
  windows: StoreWindow[],
  read: (part: StoreWindow[]) => Promise<{ i: number | string; row: T }[]>,
  apply: (index: number, row: T) => void,
) {
  for (let from = 0; from < windows.length; from += CHUNK) {
    for (const { i, row } of await read(windows.slice(from, from + CHUNK)))
      apply(from + Number(i), row);
  }
}

/**
 * Every figure of each window computed from the rows themselves, by the same definitions the
 * screens used before the summaries (window-totals.ts, revenue.ts, the CEO dashboard's margin,
 * turnaround and buyback conversion). The summaries are this, written per business day; the
 * property tests compare the two.
 */
export async function computeDays(
  db: Db,
  windows: StoreWindow[],
): Promise<{ counts: DayCounts[]; ledger: WindowLedgerGroup[] }> {
  const raw = windows.map(({ storeId, start, end }) => ({ storeId, start, end }));
  const counts = raw.map(emptyDay);
  if (raw.length === 0) return { counts, ledger: [] };
  const [collected, sales, buybacks, completions, ledger] = await Promise.all([
    rawWindowTotals(db, raw, 'repairsCollected'),
    rawWindowTotals(db, raw, 'sales'),
    rawWindowTotals(db, raw, 'buybacks'),
    rawWindowTotals(db, raw, 'completions'),
    rawLedgerGroups(db, raw),
  ]);
  const groups = raw.map((): WindowLedgerGroup[] => []);
  for (const g of ledger) groups[g.i]!.push(g);
  raw.forEach((_, i) => {
    const money = figuresOf(groups[i]!);
    Object.assign(counts[i]!, {
      revenueCents: money.revenueCents,
      refundCents: money.refundCents,
      payoutCents: money.buybackPayoutCents,
      repairRevenueCents: money.repairRevenueCents,
      deviceSalesCents: money.deviceSalesCents,
      repairsCollected: collected[i]!.count,
      sales: sales[i]!.count,
      buybacks: buybacks[i]!.count,
      completions: completions[i]!.count,
    });
  });
  await chunked(
    raw,
    async (part) =>
      (
        await db
          .selectFrom(windowRows(part))
          .innerJoin('device_sales as s', (join) =>
            join
              .onRef('s.store_id', '=', 'w.column2')
              .on('s.created_at', '>=', sql.ref('w.column3'))
              .on('s.created_at', '<', sql.ref('w.column4')),
          )
          .select([
            'w.column1 as i',
            sql<number>`sum(case when s.cost_cents is not null then s.price_cents else 0 end)`.as(
              'costed',
            ),
            sql<number>`sum(case when s.cost_cents is not null then s.price_cents - s.cost_cents else 0 end)`.as(
              'profit',
            ),
          ])
          .groupBy('w.column1')
          .execute()
      ).map((r) => ({ i: r.i, row: r })),
    (i, r) => {
      counts[i]!.salesCostedCents = n(r.costed);
      counts[i]!.salesProfitCents = n(r.profit);
    },
  );
  // Turnaround is summed in code: instants are ISO text on both dialects, and their SQL date
  // arithmetic differs.
  await chunked(
    raw,
    async (part) =>
      (
        await db
          .selectFrom(windowRows(part))
          .innerJoin('repair_waivers as r', (join) =>
            join
              .onRef('r.store_id', '=', 'w.column2')
              .on('r.completed_at', '>=', sql.ref('w.column3'))
              .on('r.completed_at', '<', sql.ref('w.column4')),
          )
          .select(['w.column1 as i', 'r.created_at', 'r.completed_at'])
          .execute()
      ).map((r) => ({ i: r.i, row: r })),
    (i, r) => {
      counts[i]!.turnaroundCount += 1;
      counts[i]!.turnaroundMs += Date.parse(r.completed_at!) - Date.parse(r.created_at);
    },
  );
  await chunked(
    raw,
    async (part) =>
      (
        await db
          .selectFrom(windowRows(part))
          .innerJoin('device_purchases as p', (join) =>
            join
              .onRef('p.store_id', '=', 'w.column2')
              .on('p.created_at', '>=', sql.ref('w.column3'))
              .on('p.created_at', '<', sql.ref('w.column4')),
          )
          .innerJoin('stock_items as si', 'si.purchase_id', 'p.id')
          .select((eb) => ['w.column1 as i', eb.fn.countAll<number>().as('sold')])
          .where('si.status', '=', 'sold')
          .groupBy('w.column1')
          .execute()
      ).map((r) => ({ i: r.i, row: r })),
    (i, r) => {
      counts[i]!.boughtSold = n(r.sold);
    },
  );
  const withParts: { i: number; id: string; cost: number }[] = [];
  await chunked(
    raw,
    async (part) =>
      (
        await db
          .selectFrom(windowRows(part))
          .innerJoin('repair_waivers as r', (join) =>
            join
              .onRef('r.store_id', '=', 'w.column2')
              .on('r.status', '=', 'picked_up')
              .on('r.picked_up_at', '>=', sql.ref('w.column3'))
              .on('r.picked_up_at', '<', sql.ref('w.column4')),
          )
          .select(['w.column1 as i', 'r.id', 'r.parts_cost_cents'])
          .where('r.parts_cost_cents', '>', 0)
          .execute()
      ).map((r) => ({ i: r.i, row: r })),
    (i, r) => withParts.push({ i, id: r.id, cost: n(r.parts_cost_cents) }),
  );
  const net = await repairNetRevenue(
    db,
    withParts.map((r) => r.id),
  );
  for (const r of withParts) {
    const day = counts[r.i]!;
    day.partsRepairs += 1;
    day.partsCostCents += r.cost;
    day.partsRevenueCents += net.get(r.id) ?? 0;
  }
  return { counts, ledger };
}
