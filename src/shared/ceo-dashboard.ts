import { z } from 'zod';
import { ZDayRevenue } from './day-revenue';

/**
 * The chain's figures over a period (CEO dashboard). Money in dollars with cents; revenue is the
 * ledger's (server/db/revenue.ts): repairs, devices and accessories sold, net of refunds, so a
 * store's, a region's and the chain's figures add up.
 */
export const ZFigures = z.object({
  revenue: z.number(),
  repairRevenue: z.number(),
  deviceRevenue: z.number(),
  /** Parts and accessories sold at the counter, net of their returns. */
  accessoryRevenue: z.number(),
  /** Repairs collected plus devices sold: the tickets behind the revenue. */
  tickets: z.number(),
  /** Sale price less stock cost, over the sales of devices taken from stock (cost known). */
  deviceProfit: z.number(),
  /** deviceProfit as a % of those sales' prices, one decimal; null without such a sale. */
  deviceMarginPct: z.number().nullable(),
  repairsCompleted: z.number(),
  /** Check-in to completed, in hours with one decimal, of the repairs completed in the period. */
  avgTurnaroundHours: z.number().nullable(),
  buybackSpend: z.number(),
  buybackCount: z.number(),
});
export type Figures = z.infer<typeof ZFigures>;

export const ZStoreFigures = ZFigures.extend({
  storeId: z.string(),
  storeName: z.string(),
  regionId: z.string(),
  regionName: z.string(),
});
export type StoreFigures = z.infer<typeof ZStoreFigures>;

export const ZRegionFigures = ZFigures.extend({
  regionId: z.string(),
  regionName: z.string(),
  storeCount: z.number(),
});
export type RegionFigures = z.infer<typeof ZRegionFigures>;

export const ZCeoDashboard = z.object({
  from: z.string(),
  to: z.string(),
  totals: ZFigures,
  regions: z.array(ZRegionFigures),
  stores: z.array(ZStoreFigures),
  /**
   * The chain's revenue per business day of the period, each store counting its own days, up to
   * the last day begun (a day still to come has no revenue to draw); today's is partial.
   */
  daily: z.array(ZDayRevenue),
  /** The next 14 days from the insights forecast, in dollars, with its prediction band. */
  forecast: z.object({
    points: z.array(
      z.object({ date: z.string(), revenue: z.number(), lower: z.number(), upper: z.number() }),
    ),
    method: z.string(),
    note: z.string(),
  }),
});
export type CeoDashboard = z.infer<typeof ZCeoDashboard>;
