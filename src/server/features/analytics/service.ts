import {
  ACTIVITY_WINDOW_DAYS,
  SIGN_IN_CHART_DAYS,
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  type DeviceSyncReport,
} from '../../../shared/analytics';
import { addDays, localDate, zonedTime } from '../../../shared/time';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { outboxCounts } from '../notifications/service';
import * as repo from './repo';

/** The `days` dates in `timeZone` ending today, oldest first: a window of 1 day is today. */
function lastDays(now: Date, timeZone: string, days: number): string[] {
  const today = localDate(now, timeZone);
  return Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
}

/**
 * The zone the office's days are counted in: the viewer's own when the browser said it, else
 * the zone most of the chain's stores keep, so a day is never UTC's unless the chain's is.
 */
async function zoneOf(deps: Deps, query: AdminAnalyticsQuery): Promise<string> {
  return query.timeZone ?? (await repo.commonStoreZone(deps.db)) ?? 'UTC';
}

/** The office's view of how the app is used, chain-wide, by the days of `query.timeZone`. */
export async function adminAnalytics(
  deps: Deps,
  query: AdminAnalyticsQuery = {},
): Promise<AdminAnalytics> {
  const now = deps.clock.now();
  const timeZone = await zoneOf(deps, query);
  const startOf = (date: string) => zonedTime(date, timeZone).toISOString();
  const week = startOf(lastDays(now, timeZone, 7)[0]!);
  const month = startOf(lastDays(now, timeZone, ACTIVITY_WINDOW_DAYS)[0]!);
  const chartDays = lastDays(now, timeZone, SIGN_IN_CHART_DAYS);
  const windows = chartDays.map((date) => ({
    start: startOf(date),
    end: startOf(addDays(date, 1)),
  }));
  const [active7, active30, failed7, failed30, byDay, byStore, devices, outbox] = await Promise.all(
    [
      repo.activeUsersSince(deps.db, week),
      repo.activeUsersSince(deps.db, month),
      repo.failedSince(deps.db, week),
      repo.failedSince(deps.db, month),
      repo.signInsByDay(deps.db, windows),
      repo.actionsByStore(deps.db, month),
      repo.devicesWithWork(deps.db),
      outboxCounts(deps),
    ],
  );

  const signInsPerDay = chartDays.map((date, i) => {
    const count = (action: string) =>
      Number(byDay.find((r) => Number(r.i) === i && r.action === action)?.n ?? 0);
    return { date, signIns: count('auth.login'), failed: count('auth.login_failed') };
  });

  const stores = new Map<string, AdminAnalytics['activityByStore'][number]>();
  for (const row of byStore) {
    const store = stores.get(row.store_id) ?? {
      storeId: row.store_id,
      storeName: row.store_name,
      total: 0,
      families: {},
    };
    const family = row.action.split('.')[0]!;
    const n = Number(row.n);
    store.families[family] = (store.families[family] ?? 0) + n;
    store.total += n;
    stores.set(row.store_id, store);
  }

  return {
    timeZone,
    activeUsers: { last7Days: Number(active7.n), last30Days: Number(active30.n) },
    signInsPerDay,
    failedSignIns: { last7Days: Number(failed7.n), last30Days: Number(failed30.n) },
    activityByStore: [...stores.values()].sort(
      (a, b) => b.total - a.total || a.storeName.localeCompare(b.storeName),
    ),
    devices: devices.map((d) => ({
      userId: d.user_id,
      userName: d.user_name,
      deviceId: d.device_id,
      pending: Number(d.pending),
      refused: Number(d.refused),
      reportedAt: d.reported_at,
    })),
    outbox,
  };
}

/** Keeps the device's latest word on its offline queue; each report replaces the one before. */
export async function reportDeviceSync(
  deps: Deps,
  actor: Actor,
  report: DeviceSyncReport,
): Promise<void> {
  await repo.saveDeviceReport(deps.db, {
    user_id: actor.user.id,
    device_id: report.deviceId,
    pending: report.pending,
    refused: report.refused,
    reported_at: isoNow(deps.clock),
  });
}
