import {
  ACTIVITY_WINDOW_DAYS,
  SIGN_IN_CHART_DAYS,
  ZDeviceSyncReport,
  type AdminAnalytics,
  type DeviceSyncReport,
} from '../../../shared/analytics';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { outboxCounts } from '../notifications/service';
import * as repo from './repo';

const DAY_MS = 86_400_000;

/** The start of the UTC day `days - 1` days before now, so a window of 1 day is today. */
function daysAgo(now: Date, days: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS).toISOString();
}

/** The office's view of how the app is used, chain-wide. */
export async function adminAnalytics(deps: Deps): Promise<AdminAnalytics> {
  const now = deps.clock.now();
  const week = daysAgo(now, 7);
  const month = daysAgo(now, ACTIVITY_WINDOW_DAYS);
  const chartStart = daysAgo(now, SIGN_IN_CHART_DAYS);
  const [active7, active30, failed7, failed30, byDay, byStore, devices, outbox] = await Promise.all(
    [
      repo.activeUsersSince(deps.db, week),
      repo.activeUsersSince(deps.db, month),
      repo.failedSince(deps.db, week),
      repo.failedSince(deps.db, month),
      repo.signInsByDay(deps.db, chartStart),
      repo.actionsByStore(deps.db, month),
      repo.devicesWithWork(deps.db),
      outboxCounts(deps),
    ],
  );

  const signInsPerDay = Array.from({ length: SIGN_IN_CHART_DAYS }, (_, i) => {
    const date = new Date(Date.parse(chartStart) + i * DAY_MS).toISOString().slice(0, 10);
    const count = (action: string) =>
      Number(byDay.find((r) => r.day === date && r.action === action)?.n ?? 0);
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
  raw: DeviceSyncReport,
): Promise<void> {
  const report = ZDeviceSyncReport.parse(raw);
  await repo.saveDeviceReport(deps.db, {
    user_id: actor.user.id,
    device_id: report.deviceId,
    pending: report.pending,
    refused: report.refused,
    reported_at: isoNow(deps.clock),
  });
}
