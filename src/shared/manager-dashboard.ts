import { z } from 'zod';
import { ZDrawerClose } from './cash-drawer';
import { ZDayRevenue } from './day-revenue';
import { ZAnomaly } from './insights';

/**
 * The area and regional managers' dashboard (/area-manager, /regional-manager): every store in
 * the caller's reach side by side. Days are each store's own; "week" is today and the 6 days
 * before. No targets are stored, so a store's weekly target is its own average revenue over the
 * previous 4 weeks (the same 7 days of the week each time). Money is dollars.
 */
export const ZManagerStoreRow = z.object({
  storeId: z.string(),
  storeName: z.string(),
  regionName: z.string(),
  /** The store-local date of today. */
  today: z.string(),
  revenueToday: z.number(),
  revenueWeek: z.number(),
  /** Null when the store took nothing in the 4 weeks before: no target is invented. */
  weekTarget: z.number().nullable(),
  /** This week's revenue as a percentage of the target, one decimal. */
  targetPct: z.number().nullable(),
  repairsOpen: z.number(),
  completedWeek: z.number(),
  pickupsWaiting: z.number(),
  buybackSpendWeek: z.number(),
  reportSubmittedToday: z.boolean(),
  /** Today's drawer at close, once the report counted it (issue 38). */
  drawerToday: ZDrawerClose.nullable(),
  /** 1 for the highest revenue this week; ties share the store name's order. */
  rank: z.number(),
  /** This week's revenue day by day, oldest first, for a small chart; today's is partial. */
  weekByDay: z.array(ZDayRevenue),
});
export type ManagerStoreRow = z.infer<typeof ZManagerStoreRow>;

export const ZManagerDashboard = z.object({
  /** Best week first. */
  stores: z.array(ZManagerStoreRow),
  totals: z.object({
    revenueToday: z.number(),
    revenueWeek: z.number(),
    weekTarget: z.number(),
    repairsOpen: z.number(),
    completedWeek: z.number(),
    pickupsWaiting: z.number(),
    buybackSpendWeek: z.number(),
  }),
  /** Stores whose report for their own today is not in yet. */
  missingReports: z.array(
    z.object({ storeId: z.string(), storeName: z.string(), businessDate: z.string() }),
  ),
  /** Store intelligence's anomalies for these stores. */
  alerts: z.array(ZAnomaly),
});
export type ManagerDashboard = z.infer<typeof ZManagerDashboard>;
