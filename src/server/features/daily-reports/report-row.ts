import {
  amountToCents,
  REPORT_AMOUNT_FIELDS,
  reportTotalsCents,
  type DailyReport,
  type DailyReportFields,
  type ReportAmountField,
} from '../../../shared/daily-reports';
import type { DailyReportsTable } from '../../db/schema';
import type { ReportRow } from './repo';

type CentsColumn = keyof DailyReportsTable & `${string}_cents`;

const COLUMNS: Record<ReportAmountField, CentsColumn> = {
  cardAmount: 'card_cents',
  cashAmount: 'cash_cents',
  financeAmount: 'finance_cents',
  repairRevenue: 'repair_revenue_cents',
  deviceSales: 'device_sales_cents',
  accessories: 'accessories_cents',
  waiverBuyback: 'waiver_buyback_cents',
  purchasesPayouts: 'purchases_payouts_cents',
  devicesCost: 'devices_cost_cents',
  taxes: 'taxes_cents',
  tips: 'tips_cents',
  refunds: 'refunds_cents',
};

/** The amount columns of a report, in the order of the form's amount fields. */
export const CENTS_COLUMNS: readonly CentsColumn[] = REPORT_AMOUNT_FIELDS.map((f) => COLUMNS[f]);

export function toReport(row: ReportRow): DailyReport {
  const dollars = Object.fromEntries(
    REPORT_AMOUNT_FIELDS.map((f) => [f, row[COLUMNS[f]] / 100]),
  ) as Record<ReportAmountField, number>;
  const totals = reportTotalsCents(dollars);
  return {
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    businessDate: row.business_date,
    ...dollars,
    paymentTotal: totals.paymentTotal / 100,
    grossTotal: totals.grossTotal / 100,
    netSales: totals.netSales / 100,
    staffOnShift: row.staff_on_shift,
    googleReviews: row.google_reviews,
    socialFollowers: row.social_followers,
    notes: row.notes,
    reportDate: row.report_date,
    reportTime: row.report_time,
    submittedBy: row.submitted_by,
    submittedByName: row.submitted_by_name,
    submittedAt: row.submitted_at,
    state: row.state,
    revision: row.revision,
    lastChange:
      row.change_kind && row.change_at
        ? {
            kind: row.change_kind,
            reason: row.change_reason,
            byName: row.change_by_name,
            at: row.change_at,
          }
        : null,
  };
}

/** The figures of a report as the columns keep them, from checked input. */
export function reportFigures(input: DailyReportFields) {
  const cents = Object.fromEntries(
    REPORT_AMOUNT_FIELDS.map((f) => [COLUMNS[f], amountToCents(input[f])]),
  ) as Record<CentsColumn, number>;
  return {
    ...cents,
    google_reviews: input.googleReviews,
    social_followers: input.socialFollowers,
    staff_on_shift: input.staffOnShift || null,
    notes: input.notes || null,
  };
}
