import type { DayRevenue } from '../../shared/day-revenue';
import { formatDay, formatMoney } from '../../shared/format';
import type { ChartColumn } from './ChartFigure';

/**
 * Revenue charts draw a day still running apart from the days that are over: its figure is the
 * day so far, and drawn like the others it reads as takings collapsing every morning.
 */
export const CLOSED_SERIES = 'Revenue';
export const PARTIAL_SERIES = 'Today so far';

export type RevenueRow = {
  date: string;
  partial: boolean;
  [CLOSED_SERIES]?: number;
  [PARTIAL_SERIES]?: number;
};

/**
 * Rows of a revenue line: the days that are over on the solid series, the partial days on a
 * dashed one that starts from the last day over, so the line goes on without a solid drop.
 */
export function revenueLineRows(days: readonly DayRevenue[]): RevenueRow[] {
  const firstPartial = days.findIndex((d) => d.partial);
  return days.map((d, i) => ({
    date: d.date,
    partial: d.partial,
    ...(d.partial ? {} : { [CLOSED_SERIES]: d.revenue }),
    ...(d.partial || i === firstPartial - 1 ? { [PARTIAL_SERIES]: d.revenue } : {}),
  }));
}

/** Rows of revenue bars: each day on one of the two series, so the partial day's bar differs. */
export function revenueBarRows(days: readonly DayRevenue[]): RevenueRow[] {
  return days.map((d) => ({
    date: d.date,
    partial: d.partial,
    [d.partial ? PARTIAL_SERIES : CLOSED_SERIES]: d.revenue,
  }));
}

/** What a day's tooltip says: the day, its revenue, and whether that is only the day so far. */
export function dayRevenueTip(
  days: readonly DayRevenue[],
  date: unknown,
): { date: string; revenue: number; note: string | null } | null {
  const day = days.find((d) => d.date === date);
  if (!day) return null;
  return { date: day.date, revenue: day.revenue, note: day.partial ? PARTIAL_SERIES : null };
}

/** A revenue chart's figures as its table says them: the day, and its revenue or the day so far. */
export const DAY_REVENUE_COLUMNS: readonly ChartColumn<DayRevenue>[] = [
  { label: 'Day', value: (d) => formatDay(d.date) },
  {
    label: 'Revenue',
    value: (d) =>
      `${formatMoney(d.revenue)}${d.partial ? ` (${PARTIAL_SERIES.toLowerCase()})` : ''}`,
  },
];
