import { z } from 'zod';

/**
 * Store intelligence and sales forecasts (AI reports panel). Money is integer cents; revenue is
 * what the dashboard's takings count: repairs collected plus devices sold, per store-local day.
 */

/** Which stores: one store, one region's stores, or (neither) everything within the caller's reach. */
export const ZInsightsQuery = z
  .object({ storeId: z.string().min(1).optional(), regionId: z.string().min(1).optional() })
  .refine((q) => !(q.storeId && q.regionId), { message: 'Choose a store or a region, not both' });
export type InsightsQuery = z.infer<typeof ZInsightsQuery>;

export const ZInsightsScope = z.object({
  kind: z.enum(['all', 'region', 'store']),
  id: z.string().nullable(),
  name: z.string(),
  storeCount: z.number(),
});
export type InsightsScope = z.infer<typeof ZInsightsScope>;

export const TREND_METRICS = ['revenue', 'repairsCompleted', 'averageTicket'] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export const ZTrend = z.object({
  metric: z.enum(TREND_METRICS),
  /** 7: the last 7 complete days against the 7 before; 28 likewise. */
  days: z.union([z.literal(7), z.literal(28)]),
  current: z.number(),
  previous: z.number(),
  /** Percentage change, one decimal; null when the previous period had nothing. */
  changePct: z.number().nullable(),
});
export type Trend = z.infer<typeof ZTrend>;

/** One store over the last 28 complete days, with its place among the stores in scope. */
export const ZRanking = z.object({
  storeId: z.string(),
  storeName: z.string(),
  revenue: z.number(),
  repairsCompleted: z.number(),
  averageTicket: z.number(),
  revenueRank: z.number(),
  repairsRank: z.number(),
  ticketRank: z.number(),
});
export type Ranking = z.infer<typeof ZRanking>;

export const ANOMALY_KINDS = [
  'revenue_outlier',
  'refunds_rise',
  'buyback_rise',
  'backlog',
] as const;
export const ZAnomaly = z.object({
  kind: z.enum(ANOMALY_KINDS),
  storeId: z.string(),
  storeName: z.string(),
  /** The store-local day it concerns (outliers) or the last day of the week looked at. */
  date: z.string().nullable(),
  /** One sentence stating the figures behind it. */
  message: z.string(),
  figures: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type Anomaly = z.infer<typeof ZAnomaly>;

export const ZNarrative = z.object({
  text: z.string(),
  provider: z.enum(['local', 'openai']),
  fellBack: z.boolean(),
  note: z.string().nullable(),
});

export const ZInsights = z.object({
  scope: ZInsightsScope,
  /** The last complete store-local day the figures include. */
  asOf: z.string(),
  trends: z.array(ZTrend),
  rankings: z.array(ZRanking),
  anomalies: z.array(ZAnomaly),
  narrative: ZNarrative,
});
export type Insights = z.infer<typeof ZInsights>;

export const ZForecast = z.object({
  scope: ZInsightsScope,
  history: z.array(z.object({ date: z.string(), revenue: z.number() })),
  forecast: z.array(
    z.object({ date: z.string(), revenue: z.number(), lower: z.number(), upper: z.number() }),
  ),
  /** 'none': too little history to forecast; `forecast` is empty and `note` says how much is needed. */
  method: z.enum(['holt_winters', 'seasonal_naive', 'none']),
  /** Backtest error in % on the last 14 days held out, zero days skipped; null when too short. */
  mape: z.number().nullable(),
  baselineMape: z.number().nullable(),
  note: z.string(),
});
export type Forecast = z.infer<typeof ZForecast>;
