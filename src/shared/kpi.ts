import { z } from 'zod';
import { checkPeriod, PERIOD_FIELDS } from './period';

/** One store (storeId) or every store within the caller's reach, over a period. */
export const ZKpiQuery = z
  .object({ ...PERIOD_FIELDS, storeId: z.string().min(1).optional() })
  .superRefine(checkPeriod);
export type KpiQuery = z.infer<typeof ZKpiQuery>;

export const KPI_KEYS = [
  'avgTurnaroundHours',
  'repairsPerDay',
  'deviceMarginPct',
  'buybackConversionPct',
  'averageTicket',
  'reportFiledPct',
  'reportOnTimePct',
  'stockValue',
  'partsMarginPct',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

export type KpiDefinition = {
  key: KpiKey;
  label: string;
  unit: 'hours' | 'perDay' | 'percent' | 'dollars';
  definition: string;
};

/** What each KPI measures, shown beside its figure and written into the CSV's header. */
export const KPI_DEFINITIONS: readonly KpiDefinition[] = [
  {
    key: 'avgTurnaroundHours',
    label: 'Average repair turnaround',
    unit: 'hours',
    definition:
      'Mean time from check-in (waiver signed) to the repair marked completed, over the repairs completed in the period.',
  },
  {
    key: 'repairsPerDay',
    label: 'Repairs completed per day',
    unit: 'perDay',
    definition:
      'Repairs marked completed in the period, divided by the days of the period the store was open: from the day it opened in the app up to today in its time zone.',
  },
  {
    key: 'deviceMarginPct',
    label: 'Device margin',
    unit: 'percent',
    definition:
      'Sale price less stock cost, as a share of the sale price, over the devices sold from stock in the period; sales without a stock cost are left out.',
  },
  {
    key: 'buybackConversionPct',
    label: 'Buyback-to-sale conversion',
    unit: 'percent',
    definition:
      'Of the devices bought back in the period, the share sold since, whether within the period or after it, up to the moment of the report.',
  },
  {
    key: 'averageTicket',
    label: 'Average ticket',
    unit: 'dollars',
    definition:
      'Revenue (repairs collected plus devices sold) divided by the number of those tickets.',
  },
  {
    key: 'reportFiledPct',
    label: 'Daily reports filed',
    unit: 'percent',
    definition:
      "Share of the period's business days with a daily sales report filed. Business days are the calendar days of the period from the day the store opened in the app up to yesterday in the store's time zone (today is still open).",
  },
  {
    key: 'reportOnTimePct',
    label: 'Report punctuality',
    unit: 'percent',
    definition:
      'Share of the same business days whose report was filed before 8:00 AM store time the next day, the moment sign-in reopens; a late or missing report counts against it.',
  },
  {
    key: 'stockValue',
    label: 'Stock value',
    unit: 'dollars',
    definition:
      'What is in stock now at cost, whatever the period: parts and accessories at their moving-average cost plus bought-back devices not yet sold at what was paid for them.',
  },
  {
    key: 'partsMarginPct',
    label: 'Parts margin',
    unit: 'percent',
    definition:
      "Revenue net of tax less the parts' cost, as a share of that revenue, over the repairs picked up in the period that used parts from stock.",
  },
];

export const ZKpiRow = z.object({
  /** null on the row summing every store of the report. */
  storeId: z.string().nullable(),
  storeName: z.string(),
  avgTurnaroundHours: z.number().nullable(),
  repairsCompleted: z.number(),
  repairsPerDay: z.number(),
  deviceMarginPct: z.number().nullable(),
  devicesBought: z.number(),
  devicesBoughtSold: z.number(),
  buybackConversionPct: z.number().nullable(),
  tickets: z.number(),
  averageTicket: z.number().nullable(),
  businessDays: z.number(),
  reportsFiled: z.number(),
  reportsOnTime: z.number(),
  reportFiledPct: z.number().nullable(),
  reportOnTimePct: z.number().nullable(),
  /** Stock at cost now (parts and accessories plus devices in stock), in dollars. */
  stockValue: z.number(),
  itemsValue: z.number(),
  devicesValue: z.number(),
  /** Repairs picked up in the period that used parts, and their margin over revenue net of tax. */
  partsRepairs: z.number(),
  partsMarginPct: z.number().nullable(),
});
export type KpiRow = z.infer<typeof ZKpiRow>;

export const ZKpiReport = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  stores: z.array(ZKpiRow),
  total: ZKpiRow,
});
export type KpiReport = z.infer<typeof ZKpiReport>;
