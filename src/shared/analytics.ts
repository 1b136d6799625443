import { z } from 'zod';
import { MESSAGE_STATES } from './outbox';
import { isTimeZone } from './time';

/** A device's report of its offline queue, sent by the web app's sync engine. */
export const ZDeviceSyncReport = z.object({
  deviceId: z.string().trim().min(8).max(64),
  pending: z.number().int().min(0).max(100_000),
  refused: z.number().int().min(0).max(100_000),
});
export type DeviceSyncReport = z.infer<typeof ZDeviceSyncReport>;

/** How many days the sign-in chart covers, today included. */
export const SIGN_IN_CHART_DAYS = 14;
/** The window of the activity-by-store counts and failed sign-ins. */
export const ACTIVITY_WINDOW_DAYS = 30;

/**
 * The days of the figures are the viewer's: the browser sends its own IANA zone, so a sign-in at
 * 9 PM in Chicago counts on that evening's date, not the next day's as UTC would have it.
 */
export const ZAdminAnalyticsQuery = z.object({
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
});
export type AdminAnalyticsQuery = z.infer<typeof ZAdminAnalyticsQuery>;

export const ZAdminAnalytics = z.object({
  /** The zone the days below are counted in. */
  timeZone: z.string(),
  activeUsers: z.object({ last7Days: z.number(), last30Days: z.number() }),
  /** One entry per day in `timeZone`, oldest first, zero days included. */
  signInsPerDay: z.array(z.object({ date: z.string(), signIns: z.number(), failed: z.number() })),
  failedSignIns: z.object({ last7Days: z.number(), last30Days: z.number() }),
  /** Actions in the window per store, counted by family (the part before the dot: repair, sale). */
  activityByStore: z.array(
    z.object({
      storeId: z.string(),
      storeName: z.string(),
      total: z.number(),
      families: z.record(z.string(), z.number()),
    }),
  ),
  /** Devices whose last report held waiting or refused writes, latest report first. */
  devices: z.array(
    z.object({
      userId: z.string(),
      userName: z.string(),
      deviceId: z.string(),
      pending: z.number(),
      refused: z.number(),
      reportedAt: z.string(),
    }),
  ),
  outbox: z.array(
    z.object({ state: z.enum(MESSAGE_STATES), channel: z.string(), count: z.number() }),
  ),
});
export type AdminAnalytics = z.infer<typeof ZAdminAnalytics>;
