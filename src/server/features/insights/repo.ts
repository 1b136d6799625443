import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';
import { windowRows, type StoreWindow } from '../../db/windows';

/** Windows per grouped query: four parameters each, well inside both dialects' limits. */
const WINDOWS_PER_QUERY = 4000;

/** Each window's takings, tickets, completions and buyback payouts. */
export type WindowFigures = {
  revenue: number;
  tickets: number;
  completed: number;
  buybacks: number;
};

/**
 * Each store-day's figures, summed by the database (one range of a covering index per window)
 * rather than read row by row: the takings as the dashboard and the reconciliation count them
 * (decisions 008 and 010: repairs collected at their pickup, devices at their sale, one ticket
 * each), the repairs marked completed (each repair once a day), and the buyback payouts.
 */
export async function figuresByWindow(
  db: Db,
  reach: Reach,
  windows: StoreWindow[],
): Promise<WindowFigures[]> {
  const figures = windows.map(() => ({ revenue: 0, tickets: 0, completed: 0, buybacks: 0 }));
  for (let from = 0; from < windows.length; from += WINDOWS_PER_QUERY) {
    const chunk = windows.slice(from, from + WINDOWS_PER_QUERY);
    const [repairs, sales, completions, buybacks] = await Promise.all([
      scopeToReach(
        db
          .selectFrom(windowRows(chunk))
          .innerJoin('repair_waivers as r', (join) =>
            join
              .onRef('r.store_id', '=', 'w.column2')
              .onRef('r.picked_up_at', '>=', 'w.column3')
              .onRef('r.picked_up_at', '<', 'w.column4'),
          )
          .select((eb) => [
            'w.column1 as i',
            eb.fn.countAll<number>().as('n'),
            eb.fn.sum<number>('r.estimated_cost_cents').as('cents'),
          ])
          .where('r.status', '=', 'picked_up')
          .groupBy('w.column1'),
        'r.store_id',
        reach,
      ).execute(),
      scopeToReach(
        db
          .selectFrom(windowRows(chunk))
          .innerJoin('device_sales as s', (join) =>
            join
              .onRef('s.store_id', '=', 'w.column2')
              .onRef('s.created_at', '>=', 'w.column3')
              .onRef('s.created_at', '<', 'w.column4'),
          )
          .select((eb) => [
            'w.column1 as i',
            eb.fn.countAll<number>().as('n'),
            eb.fn.sum<number>('s.price_cents').as('cents'),
          ])
          .groupBy('w.column1'),
        's.store_id',
        reach,
      ).execute(),
      scopeToReach(
        db
          .selectFrom(windowRows(chunk))
          .innerJoin('repair_status_history as h', (join) =>
            join
              .onRef('h.store_id', '=', 'w.column2')
              .onRef('h.changed_at', '>=', 'w.column3')
              .onRef('h.changed_at', '<', 'w.column4'),
          )
          .select((eb) => ['w.column1 as i', eb.fn.count<number>('h.repair_id').distinct().as('n')])
          .where('h.to_status', '=', 'completed')
          .groupBy('w.column1'),
        'h.store_id',
        reach,
      ).execute(),
      scopeToReach(
        db
          .selectFrom(windowRows(chunk))
          .innerJoin('device_purchases as p', (join) =>
            join
              .onRef('p.store_id', '=', 'w.column2')
              .onRef('p.created_at', '>=', 'w.column3')
              .onRef('p.created_at', '<', 'w.column4'),
          )
          .select((eb) => ['w.column1 as i', eb.fn.sum<number>('p.amount_cents').as('cents')])
          .groupBy('w.column1'),
        'p.store_id',
        reach,
      ).execute(),
    ]);
    const at = (i: number | string) => figures[from + Number(i)]!;
    for (const r of [...repairs, ...sales]) {
      at(r.i).revenue += Number(r.cents ?? 0);
      at(r.i).tickets += Number(r.n);
    }
    for (const r of completions) at(r.i).completed = Number(r.n);
    for (const r of buybacks) at(r.i).buybacks = Number(r.cents ?? 0);
  }
  return figures;
}

/** Refunds as each store's daily report states them, by business day. */
export async function refunds(db: Db, reach: Reach, firstDate: string) {
  const rows = await scopeToReach(
    db
      .selectFrom('daily_reports')
      .select(['store_id', 'business_date', 'refunds_cents'])
      .where('business_date', '>=', firstDate),
    'daily_reports.store_id',
    reach,
  ).execute();
  return rows.map((r) => ({ ...r, refunds_cents: Number(r.refunds_cents) }));
}

/** When each open repair (received or in progress) was checked in. */
export async function openRepairs(db: Db, reach: Reach) {
  return scopeToReach(
    db
      .selectFrom('repair_waivers')
      .select(['store_id', 'created_at'])
      .where('status', 'in', ['received', 'in_progress']),
    'repair_waivers.store_id',
    reach,
  ).execute();
}
