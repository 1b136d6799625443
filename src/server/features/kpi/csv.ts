import { KPI_DEFINITIONS, type KpiReport, type KpiRow } from '../../../shared/kpi';
import { csvCell } from '../../lib/csv';

const UNIT_SUFFIX = { hours: ' (hours)', perDay: '', percent: ' (%)', dollars: ' ($)' } as const;

/** One line per store and a last line for all of them; an empty cell where a KPI had nothing to measure. */
export function kpiCsv(report: KpiReport): string {
  const header = [
    'Store',
    'From',
    'To',
    ...KPI_DEFINITIONS.map((k) => `${k.label}${UNIT_SUFFIX[k.unit]}`),
  ];
  const line = (r: KpiRow) =>
    [r.storeName, report.from, report.to, ...KPI_DEFINITIONS.map((k) => r[k.key])]
      .map(csvCell)
      .join(',');
  const lines = [header.map(csvCell).join(','), ...report.stores.map(line), line(report.total)];
  return `${lines.join('\r\n')}\r\n`;
}
