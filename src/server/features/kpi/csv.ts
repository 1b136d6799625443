import { KPI_DEFINITIONS, type KpiReport, type KpiRow } from '../../../shared/kpi';

const UNIT_SUFFIX = { hours: ' (hours)', perDay: '', percent: ' (%)', dollars: ' ($)' } as const;

/** RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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
