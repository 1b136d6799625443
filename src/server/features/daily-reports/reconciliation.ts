import type {
  ReconciledReport,
  ReconciliationEntry,
  ReportListFilter,
} from '../../../shared/daily-reports';
import type { Reach } from '../../db/scope';
import { businessToday } from '../../../shared/business-day';
import type { Deps } from '../../deps';
import * as repo from './repo';
import { toReport } from './report-row';
import { drawerCloses } from './drawer-close';
import { reconcileReport, recordedDays } from './service';

/** A page of reports beside their recorded days, read together in a few grouped queries. */
async function reconcile(deps: Deps, rows: repo.ReconcilableRow[]): Promise<ReconciliationEntry[]> {
  const days = rows.map((row) => ({
    storeId: row.store_id,
    store: { timezone: row.timezone, businessDayEndHour: row.business_day_end_hour },
    businessDate: row.business_date,
  }));
  const recorded = await recordedDays(deps, days);
  const closes = await drawerCloses(deps, days, recorded);
  return rows.map((row, i) => ({
    ...reconcileReport(toReport(row), recorded[i]!, closes[i]!),
    // Only the store's current business day can be reopened (amend.ts says why).
    reopenable:
      row.state === 'submitted' && row.business_date === businessToday(deps.clock, days[i]!.store),
  }));
}

/**
 * Each report beside what the ledger recorded for its store and business day, field by field
 * (service.ts reconcileReport; decision 037 and docs/features/closing-the-day.md).
 * With onlyDifferences the limit counts reports that differ, read a page at a time, so a run of
 * matching days never hides an older report that differs.
 */
export async function listReconciled(
  deps: Deps,
  reach: Reach,
  query: ReportListFilter,
): Promise<ReconciliationEntry[]> {
  if (!query.onlyDifferences)
    return reconcile(deps, await repo.listReportRows(deps.db, reach, query));
  const found: ReconciliationEntry[] = [];
  for (let offset = 0; found.length < query.limit; offset += query.limit) {
    const rows = await repo.listReportRows(deps.db, reach, { ...query, offset });
    found.push(...(await reconcile(deps, rows)).filter((r) => r.hasDifferences));
    if (rows.length < query.limit) break;
  }
  return found.slice(0, query.limit);
}

const CSV_COLUMNS: [string, (r: ReconciledReport) => string | number][] = [
  ['Business date', (r) => r.businessDate],
  ['Store', (r) => r.storeName],
  ['Cash', (r) => r.cashAmount],
  ['Card', (r) => r.cardAmount],
  ['Finance', (r) => r.financeAmount],
  ['Gross total', (r) => r.grossTotal],
  ['Net sales', (r) => r.netSales],
  ['Repair revenue reported', (r) => r.reconciliation.repairRevenue.reported],
  ['Repair revenue recorded', (r) => r.reconciliation.repairRevenue.recorded],
  ['Repair revenue difference', (r) => r.reconciliation.repairRevenue.difference],
  ['Device sales reported', (r) => r.reconciliation.deviceSales.reported],
  ['Device sales recorded', (r) => r.reconciliation.deviceSales.recorded],
  ['Device sales difference', (r) => r.reconciliation.deviceSales.difference],
  ['Buyback payouts reported', (r) => r.reconciliation.buybackPayouts.reported],
  ['Buyback payouts recorded', (r) => r.reconciliation.buybackPayouts.recorded],
  ['Buyback payouts difference', (r) => r.reconciliation.buybackPayouts.difference],
  ['Submitted by', (r) => r.submittedByName ?? ''],
  ['Submitted at', (r) => r.submittedAt],
  ['State', (r) => r.state],
  ['Revision', (r) => String(r.revision)],
  ['Last change', (r) => r.lastChange?.kind ?? ''],
  ['Last change reason', (r) => r.lastChange?.reason ?? ''],
  // The counted fields checked against the ledger since issue 18, after the columns before it.
  ['Taxes reported', (r) => r.taxes],
  ['Refunds reported', (r) => r.refunds],
  ...(
    [
      ['Cash', 'cashAmount'],
      ['Card', 'cardAmount'],
      ['Finance', 'financeAmount'],
      ['Taxes', 'taxes'],
      ['Refunds', 'refunds'],
    ] as const
  ).flatMap(([label, key]): [string, (r: ReconciledReport) => number][] => [
    [`${label} recorded`, (r) => r.reconciliation[key].recorded],
    [`${label} difference`, (r) => r.reconciliation[key].difference],
  ]),
  // The drawer at close (issue 38): blank for a day whose cash was not counted.
  ['Drawer expected', (r) => r.drawer?.expectedCash ?? ''],
  ['Drawer counted', (r) => r.drawer?.countedCash ?? ''],
  ['Drawer over/short', (r) => r.drawer?.difference ?? ''],
  [
    'Drawer over/short by person',
    (r) =>
      r.drawer?.byPerson
        .map((p) => `${p.name} ${p.difference < 0 ? '-' : '+'}${Math.abs(p.difference).toFixed(2)}`)
        .join('; ') ?? '',
  ],
];

/** RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
function cell(value: string | number): string {
  if (typeof value === 'number') return value.toFixed(2);
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function reconciledCsv(reports: ReconciledReport[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const r of reports) lines.push(CSV_COLUMNS.map(([, get]) => cell(get(r))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
