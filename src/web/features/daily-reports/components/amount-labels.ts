import type { ReportAmountField } from '../../../../shared/daily-reports';

/** The daily report's amounts as the counter reads them on the form, the review and corrections. */
export const AMOUNT_LABELS: Record<ReportAmountField, string> = {
  cardAmount: 'Card',
  cashAmount: 'Cash',
  financeAmount: 'Finance',
  repairRevenue: 'Repair revenue',
  deviceSales: 'Device sales',
  accessories: 'Accessories',
  waiverBuyback: 'Waiver buyback',
  purchasesPayouts: 'Purchases / payouts',
  devicesCost: 'Devices cost',
  taxes: 'Taxes',
  tips: 'Tips',
  refunds: 'Refunds',
};
