import type { Anomaly, Ranking, Trend } from '../../../shared/insights';
import { formatCents, formatDay, formatWeekday } from '../../../shared/format';
import {
  ageingBacklog,
  BACKLOG_DAYS,
  revenueOutlier,
  SAME_WEEKDAYS,
  suddenRise,
  type OldOpen,
} from './anomalies';

/** One store's daily figures over the same dates (oldest first); money in cents. */
export type StoreSeries = {
  storeId: string;
  storeName: string;
  revenue: number[];
  /** Tickets behind the revenue: repairs collected plus devices sold. */
  tickets: number[];
  completed: number[];
  refunds: number[];
  buybacks: number[];
  /** Check-in instants of the store's open repairs. */
  /** Its open repairs checked in before the backlog's cutoff (anomalies.ts), if any. */
  oldOpen: OldOpen | null;
};

/** The sum of the `len` days ending `endOffset` days before the last one. */
function window(xs: number[], len: number, endOffset = 0): number {
  const end = xs.length - endOffset;
  return xs.slice(Math.max(0, end - len), end).reduce((a, b) => a + b, 0);
}

const change = (current: number, previous: number) =>
  previous > 0 ? Math.round(((current - previous) / previous) * 1000) / 10 : null;

const ticket = (cents: number, count: number) => (count > 0 ? Math.round(cents / count) : 0);

export function sumSeries(series: StoreSeries[], key: 'revenue' | 'tickets' | 'completed') {
  const length = series[0]?.[key].length ?? 0;
  return Array.from({ length }, (_, i) => series.reduce((a, s) => a + s[key][i]!, 0));
}

/** The last 7 and 28 complete days against the same number of days before them. */
export function trends(series: StoreSeries[]): Trend[] {
  const revenue = sumSeries(series, 'revenue');
  const tickets = sumSeries(series, 'tickets');
  const completed = sumSeries(series, 'completed');
  return ([7, 28] as const).flatMap((days) => {
    const pair = (xs: number[]) => [window(xs, days), window(xs, days, days)] as const;
    const [rNow, rBefore] = pair(revenue);
    const [tNow, tBefore] = pair(tickets);
    const [cNow, cBefore] = pair(completed);
    const avgNow = ticket(rNow, tNow);
    const avgBefore = ticket(rBefore, tBefore);
    return [
      {
        metric: 'revenue',
        days,
        current: rNow,
        previous: rBefore,
        changePct: change(rNow, rBefore),
      },
      {
        metric: 'repairsCompleted',
        days,
        current: cNow,
        previous: cBefore,
        changePct: change(cNow, cBefore),
      },
      {
        metric: 'averageTicket',
        days,
        current: avgNow,
        previous: avgBefore,
        changePct: change(avgNow, avgBefore),
      },
    ];
  });
}

/** Stores over the last 28 days, ranked on each measure (1 = best), listed by revenue. */
export function rankings(series: StoreSeries[]): Ranking[] {
  const rows = series.map((s) => ({
    storeId: s.storeId,
    storeName: s.storeName,
    revenue: window(s.revenue, 28),
    repairsCompleted: window(s.completed, 28),
    averageTicket: ticket(window(s.revenue, 28), window(s.tickets, 28)),
  }));
  const rankBy = (key: 'revenue' | 'repairsCompleted' | 'averageTicket') => {
    const order = [...rows].sort((a, b) => b[key] - a[key]);
    return (id: string) => order.findIndex((r) => r.storeId === id) + 1;
  };
  const [byRevenue, byRepairs, byTicket] = [
    rankBy('revenue'),
    rankBy('repairsCompleted'),
    rankBy('averageTicket'),
  ];
  return rows
    .map((r) => ({
      ...r,
      revenueRank: byRevenue(r.storeId),
      repairsRank: byRepairs(r.storeId),
      ticketRank: byTicket(r.storeId),
    }))
    .sort((a, b) => a.revenueRank - b.revenueRank);
}

/**
 * A day far outside its weekday's usual range, in words a manager reads: how far, as a multiple
 * of the usual spread (the robust z-score, rounded), not the statistic's name.
 */
function outlierMessage(date: string, out: { value: number; median: number; z: number }): string {
  const weekday = formatWeekday(date);
  const times = Math.round(Math.abs(out.z));
  return (
    `Revenue on ${weekday} ${formatDay(date)} was ${formatCents(out.value)} against a usual ` +
    `${formatCents(out.median)} for a ${weekday}: about ${times} times the usual spread ` +
    `${out.z > 0 ? 'above' : 'below'} it.`
  );
}

/** Days of the last week checked against the same weekdays before them. */
const CHECKED_DAYS = 7;

/** Every anomaly rule over one store; `dates` align with the series, `now` dates the backlog. */
export function storeAnomalies(s: StoreSeries, dates: string[], now: Date): Anomaly[] {
  const base = { storeId: s.storeId, storeName: s.storeName };
  const found: Anomaly[] = [];
  const n = s.revenue.length;
  // Days before the store's first takings are not its usual range, only its absence.
  const first = s.revenue.findIndex((v) => v > 0);
  for (let i = Math.max(n - CHECKED_DAYS, 0); first >= 0 && i < n; i++) {
    const same = Array.from({ length: SAME_WEEKDAYS }, (_, k) => i - 7 * (k + 1)).filter(
      (j) => j >= first,
    );
    const out = revenueOutlier(
      s.revenue[i]!,
      same.map((j) => s.revenue[j]!),
    );
    if (!out) continue;
    found.push({
      ...base,
      kind: 'revenue_outlier',
      date: dates[i]!,
      message: outlierMessage(dates[i]!, out),
      figures: { revenue: formatCents(out.value), usual: formatCents(out.median), z: out.z },
    });
  }
  const rise = (xs: number[]) => suddenRise(xs.slice(-7), xs.slice(-35, -7));
  const last = dates[dates.length - 1] ?? null;
  for (const [kind, xs, what] of [
    ['refunds_rise', s.refunds, 'Refunds'],
    ['buyback_rise', s.buybacks, 'Buyback spend'],
  ] as const) {
    const r = rise(xs);
    if (!r) continue;
    found.push({
      ...base,
      kind,
      date: last,
      message: `${what} in the last 7 days ${formatCents(r.recent)}, ${r.factor ? `${r.factor}× ` : 'up from '}the usual ${formatCents(r.baseline)} a week.`,
      figures: { recent: formatCents(r.recent), usualWeek: formatCents(r.baseline) },
    });
  }
  const backlog = ageingBacklog(s.oldOpen, now);
  if (backlog) {
    found.push({
      ...base,
      kind: 'backlog',
      date: null,
      message: `${backlog.count} open ${backlog.count === 1 ? 'repair is' : 'repairs are'} older than ${BACKLOG_DAYS} days; the oldest was checked in ${backlog.oldestDays} days ago.`,
      figures: { count: backlog.count, oldestDays: backlog.oldestDays },
    });
  }
  return found;
}
