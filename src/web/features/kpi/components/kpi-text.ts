import { formatMoney } from '../../../../shared/format';
import type { KpiDefinition, KpiRow } from '../../../../shared/kpi';

/** A KPI's value in its unit, or a dash when the period had nothing to measure. */
export function kpiText(definition: KpiDefinition, row: KpiRow): string {
  const v = row[definition.key];
  if (v === null) return '—';
  switch (definition.unit) {
    case 'hours':
      return `${v.toFixed(1)} h`;
    case 'perDay':
      return v.toFixed(2);
    case 'percent':
      return `${v.toFixed(1)}%`;
    case 'dollars':
      return formatMoney(v);
  }
}

/** The counts behind a KPI, so a percentage never stands without its base. */
export function kpiBasis(definition: KpiDefinition, row: KpiRow): string {
  switch (definition.key) {
    case 'avgTurnaroundHours':
    case 'repairsPerDay':
      return `${row.repairsCompleted} completed`;
    case 'deviceMarginPct':
      return 'Devices sold from stock';
    case 'buybackConversionPct':
      return `${row.devicesBoughtSold} of ${row.devicesBought} sold`;
    case 'averageTicket':
      return `${row.tickets} ${row.tickets === 1 ? 'ticket' : 'tickets'}`;
    case 'reportFiledPct':
      return `${row.reportsFiled} of ${row.businessDays} days`;
    case 'reportOnTimePct':
      return `${row.reportsOnTime} of ${row.businessDays} days`;
    case 'stockValue':
      return `Parts ${formatMoney(row.itemsValue)}, devices ${formatMoney(row.devicesValue)}`;
    case 'partsMarginPct':
      return `${row.partsRepairs} ${row.partsRepairs === 1 ? 'repair' : 'repairs'} with parts`;
  }
}
