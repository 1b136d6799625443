import type { StockReports } from '../../../shared/inventory-flows';
import { csvCell } from '../../lib/csv';

export const STOCK_REPORT_FILES = {
  value: 'stock-value',
  margin: 'parts-margin',
  slow: 'slow-movers',
} as const;

const lines = (rows: (string | number | null)[][]) =>
  `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** One of the stock reports as a spreadsheet; margins list repair types, then technicians. */
export function stockReportCsv(
  report: StockReports,
  which: keyof typeof STOCK_REPORT_FILES,
): string {
  if (which === 'value') {
    return lines([
      ['Store', 'Parts and accessories ($)', 'Devices ($)', 'Total ($)'],
      ...report.value.map((v) => [v.storeName, v.itemsValue, v.devicesValue, v.total]),
    ]);
  }
  if (which === 'margin') {
    return lines([
      [
        'Repair type',
        'Model',
        'Technician',
        'Repairs',
        'Parts used',
        'Revenue ($)',
        'Parts cost ($)',
        'Margin ($)',
      ],
      ...report.margin.map((m) => [
        m.repairType,
        m.deviceModel,
        '',
        m.repairs,
        m.partsUsed,
        m.revenue,
        m.partsCost,
        m.margin,
      ]),
      ...report.technicians.map((t) => [
        '',
        '',
        t.name,
        t.repairs,
        null,
        t.revenue,
        t.partsCost,
        t.margin,
      ]),
    ]);
  }
  return lines([
    ['Store', 'SKU', 'Item', 'On hand', 'Value ($)', 'Last out'],
    ...report.slowMovers.map((s) => [s.storeName, s.sku, s.name, s.onHand, s.value, s.lastOutAt]),
  ]);
}
