import { z } from 'zod';
import { ZDayRevenue } from './day-revenue';
import { ZReconciledReport } from './daily-reports';
import { PAYMENT_METHODS } from './devices';
import { REPAIR_STATUSES } from './repairs';

/**
 * One store's dashboard (/store). Days are the store's own: "today" is its local date and "this
 * week" is today with the 6 days before it. Money is dollars with 2 decimals (docs/architecture.md,
 * Contracts).
 */
export const ZStoreDashboardQuery = z.object({
  storeId: z.string().min(1, 'storeId must not be empty').max(64, 'storeId is too long').optional(),
});
export type StoreDashboardQuery = z.infer<typeof ZStoreDashboardQuery>;

/** Takings and payouts over one period. */
export const ZPeriodFigures = z.object({
  /**
   * The ledger's revenue (repairs, devices, accessories, net of refunds): the device sales by
   * method, repairs collected and accessories below add up to it.
   */
  revenue: z.number(),
  deviceSales: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), count: z.number(), amount: z.number() }),
  ),
  repairsCollected: z.object({ count: z.number(), amount: z.number() }),
  /** Parts and accessories sold at the counter, net of their returns. */
  accessories: z.object({ amount: z.number() }),
  buybacks: z.object({ count: z.number(), spend: z.number() }),
});
export type PeriodFigures = z.infer<typeof ZPeriodFigures>;

export const ZOpenRepair = z.object({
  id: z.string(),
  ticketNumber: z.number(),
  customerName: z.string(),
  device: z.string(),
  status: z.enum(REPAIR_STATUSES),
  createdAt: z.string(),
  /** Whole days since check-in. */
  ageDays: z.number(),
});
export type OpenRepair = z.infer<typeof ZOpenRepair>;

export const ZStoreReportDay = z.object({
  businessDate: z.string(),
  /** What the system recorded that day, whether or not a report was filed. */
  recorded: z.object({ repairRevenue: z.number(), deviceSales: z.number(), buybacks: z.number() }),
  report: ZReconciledReport.nullable(),
});
export type StoreReportDay = z.infer<typeof ZStoreReportDay>;

/** Parts and accessories below their minimum (issue 19): how many, and the furthest below. */
export const ZLowStock = z.object({
  count: z.number(),
  items: z.array(
    z.object({
      itemId: z.string(),
      sku: z.string(),
      name: z.string(),
      available: z.number(),
      minimum: z.number(),
      /** What the suggested order asks for, after what is already on order. */
      suggested: z.number(),
    }),
  ),
});
export type LowStock = z.infer<typeof ZLowStock>;

export const ZStoreDashboard = z.object({
  store: z.object({ id: z.string(), name: z.string(), timezone: z.string() }),
  /** The store-local date of today. */
  today: z.string(),
  todayFigures: ZPeriodFigures,
  weekFigures: ZPeriodFigures,
  /** Revenue of each day of the week, oldest first, ending with today's so far (partial). */
  weekByDay: z.array(ZDayRevenue),
  /** Open repairs (not yet picked up) by status; picked_up is always 0 here. */
  repairsByStatus: z.record(z.enum(REPAIR_STATUSES), z.number()),
  pickupsWaiting: z.number(),
  /** The oldest repairs still being worked on (received or in progress), oldest first. */
  oldestOpen: z.array(ZOpenRepair),
  stockOnHand: z.number(),
  lowStock: ZLowStock,
  /** The store's last 7 business days, newest first, each with its report if one was filed. */
  reports: z.array(ZStoreReportDay),
});
export type StoreDashboard = z.infer<typeof ZStoreDashboard>;

/** How many of the oldest open repairs the dashboard lists. */
export const OLDEST_OPEN_LIMIT = 5;
/** How many low items the dashboard names. */
export const LOW_STOCK_LIMIT = 5;
/** Business days of daily reports the dashboard shows. */
export const REPORT_DAYS = 7;
