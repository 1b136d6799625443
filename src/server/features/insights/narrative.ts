import { formatCents } from '../../../shared/format';
import type { Anomaly, Ranking, Trend } from '../../../shared/insights';
import type { NarrateRequest } from '../../lib/ai';

const find = (trends: Trend[], metric: Trend['metric'], days: 7 | 28) =>
  trends.find((t) => t.metric === metric && t.days === days)!;

function movement(t: Trend, against: string): string {
  if (t.changePct === null) return `with nothing recorded in ${against}`;
  if (t.changePct === 0) return `level with ${against}`;
  return `${t.changePct > 0 ? 'up' : 'down'} ${Math.abs(t.changePct)}% on ${against}`;
}

/** A region's revenue over the last 7 days against the 7 before. */
export type RegionWeek = { name: string; week: Trend };

/**
 * The local template: a short paragraph stating the key figures. It is the draft the AI provider
 * may reword; its figures are the only numbers a reworded text may state.
 */
export function insightsNarrative(
  scopeName: string,
  trends: Trend[],
  rankings: Ranking[],
  anomalies: Anomaly[],
  regions: RegionWeek[] = [],
): NarrateRequest {
  const week = find(trends, 'revenue', 7);
  const month = find(trends, 'revenue', 28);
  const repairs = find(trends, 'repairsCompleted', 28);
  const ticket = find(trends, 'averageTicket', 28);
  const top = rankings.length > 1 ? rankings[0] : undefined;
  const figures: NarrateRequest['figures'] = {
    revenue7: formatCents(week.current),
    change7: week.changePct ?? 'none',
    revenue28: formatCents(month.current),
    change28: month.changePct ?? 'none',
    repairs28: repairs.current,
    ticket28: formatCents(ticket.current),
    alerts: anomalies.length,
    ...(top ? { topStore: top.storeName, topRevenue: formatCents(top.revenue) } : {}),
    ...Object.fromEntries(regions.map((r, i) => [`region${i + 1}`, formatCents(r.week.current)])),
  };
  const byRegion = regions.map(
    (r) => `${r.name} ${formatCents(r.week.current)} (${movement(r.week, 'the week before')})`,
  );
  const sentences = [
    `${scopeName}: revenue in the last 7 days ${figures.revenue7}, ${movement(week, 'the 7 days before')}; ${figures.revenue28} over 28 days, ${movement(month, 'the 28 before')}.`,
    `${repairs.current} ${repairs.current === 1 ? 'repair' : 'repairs'} completed in 28 days; average ticket ${figures.ticket28}.`,
    ...(byRegion.length > 1 ? [`Last 7 days by region: ${byRegion.join('; ')}.`] : []),
    ...(top ? [`Top store by revenue: ${top.storeName} (${figures.topRevenue}).`] : []),
    anomalies.length === 0
      ? 'Nothing unusual stands out.'
      : `${anomalies.length} ${anomalies.length === 1 ? 'alert' : 'alerts'} to look at below.`,
  ];
  return { task: 'insights_summary', figures, draft: sentences.join(' ') };
}
