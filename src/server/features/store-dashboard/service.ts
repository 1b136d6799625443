import { PAYMENT_METHODS } from '../../../shared/devices';
import { storeOpenedOn, type Store } from '../../../shared/org';
import { REPAIR_STATUSES, type RepairStatus } from '../../../shared/repairs';
import {
  LOW_STOCK_LIMIT,
  OLDEST_OPEN_LIMIT,
  REPORT_DAYS,
  type PeriodFigures,
  type StoreDashboard,
  type StoreDashboardQuery,
} from '../../../shared/store-dashboard';
import { businessToday, type StoreDay } from '../../../shared/business-day';
import { reachIncludes, type Reach } from '../../db/scope';
import type { LedgerFigures } from '../../db/revenue';
import { businessDaysWindow, type StoreWindow } from '../../db/windows';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/http-error';
import { reconciledDays } from '../daily-reports/service';
import { findStore } from '../org/service';
import { lowStockSummary } from '../purchasing/service';
import * as repo from './repo';

const DAY_MS = 86_400_000;
/** Weeks before this one whose average is a store's target (no targets are stored). */
export const TARGET_WEEKS = 4;

const dollars = (cents: number) => cents / 100;

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The store's business days from `fromDate` up to, not including, `toDateExclusive`. */
function window(
  store: StoreDay & { id: string },
  fromDate: string,
  toDateExclusive: string,
): StoreWindow {
  return businessDaysWindow(store, fromDate, toDateExclusive);
}

/**
 * The store's calendar: today, the 7 days of this week (ending today, oldest first) and the
 * TARGET_WEEKS 7-day weeks before it, all business days of the store's own clock.
 */
function calendar(deps: Deps, store: Store) {
  const today = businessToday(deps.clock, store);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const dayWindows = days.map((d) => window(store, d, addDays(d, 1)));
  const pastWeeks = Array.from({ length: TARGET_WEEKS }, (_, k) =>
    window(store, addDays(today, -6 - 7 * (k + 1)), addDays(today, 1 - 7 * (k + 1))),
  );
  const week = window(store, days[0]!, addDays(today, 1));
  return { today, days, dayWindows, pastWeeks, week };
}

const sum = (values: number[], from: number, to: number) =>
  values.slice(from, to).reduce((a, v) => a + v, 0);

/** A period's figures: money from the ledger (revenue.ts), repairs and buybacks counted. */
function period(
  money: LedgerFigures[],
  collected: number[],
  bought: number[],
  from: number,
  to: number,
): { revenueCents: number; figures: PeriodFigures } {
  const days = money.slice(from, to);
  const cents = (f: (m: LedgerFigures) => number) => days.reduce((a, m) => a + f(m), 0);
  const revenueCents = cents((m) => m.revenueCents);
  return {
    revenueCents,
    figures: {
      revenue: dollars(revenueCents),
      deviceSales: PAYMENT_METHODS.map((method) => ({
        method,
        count: cents((m) => m.deviceSalesByMethod[method].count),
        amount: dollars(cents((m) => m.deviceSalesByMethod[method].cents)),
      })),
      repairsCollected: {
        count: sum(collected, from, to),
        amount: dollars(cents((m) => m.repairRevenueCents)),
      },
      buybacks: {
        count: sum(bought, from, to),
        spend: dollars(cents((m) => m.buybackPayoutCents)),
      },
    },
  };
}

/**
 * Each store's takings today, this week and day by day, and its weekly target: the average
 * revenue of its previous TARGET_WEEKS weeks (null when it had none, so no target is invented).
 * Every store's windows go to the database together: a handful of grouped queries, not a
 * handful per store.
 */
export async function storesTakings(deps: Deps, stores: Store[]) {
  if (stores.length === 0) return [];
  const calendars = stores.map((store) => calendar(deps, store));
  /** Each store's 11 windows (7 days, then TARGET_WEEKS past weeks) follow one another. */
  const perStore = 7 + TARGET_WEEKS;
  const windows = calendars.flatMap((cal) => [...cal.dayWindows, ...cal.pastWeeks]);
  const [money, repairs, bought, completed] = await Promise.all([
    repo.ledger(deps.db, windows),
    repo.repairsCollected(deps.db, windows),
    repo.buybacks(deps.db, windows),
    repo.completedWithin(
      deps.db,
      calendars.map((cal) => cal.week),
    ),
  ]);
  return calendars.map((cal, s) => {
    const own = <T>(values: T[]) => values.slice(s * perStore, (s + 1) * perStore);
    const at = (from: number, to: number) =>
      period(own(money), own(repairs), own(bought), from, to);
    const pastCents = cal.pastWeeks
      .map((_, k) => at(7 + k, 8 + k).revenueCents)
      .reduce((a, c) => a + c, 0);
    return {
      date: cal.today,
      today: at(6, 7).figures,
      week: at(0, 7).figures,
      weekByDay: cal.days.map((date, i) => ({
        date,
        revenue: at(i, i + 1).figures.revenue,
        partial: date === cal.today,
      })),
      weekTarget: pastCents > 0 ? dollars(Math.round(pastCents / TARGET_WEEKS)) : null,
      completedThisWeek: completed[s]!,
    };
  });
}

/** Each store's repairs not yet picked up by status; "completed" ones are the pickups waiting. */
export async function storesRepairs(deps: Deps, storeIds: string[]) {
  if (storeIds.length === 0) return new Map<string, never>();
  const open = await repo.openByStatus(deps.db, storeIds);
  return new Map(
    storeIds.map((id) => {
      const counts = open.get(id)!;
      const byStatus = Object.fromEntries(
        REPAIR_STATUSES.map((s) => [s, counts.get(s) ?? 0]),
      ) as Record<RepairStatus, number>;
      return [
        id,
        {
          byStatus,
          open: byStatus.received + byStatus.in_progress,
          pickupsWaiting: byStatus.completed,
        },
      ];
    }),
  );
}

/**
 * The store asked for, else the caller's own, else the only one in reach. A store outside the
 * caller's reach is not found, so its existence is not disclosed.
 */
async function resolveStore(deps: Deps, reach: Reach, own: string | null, storeId?: string) {
  const id =
    storeId ?? own ?? (!reach.all && reach.storeIds.length === 1 ? reach.storeIds[0] : undefined);
  if (!id) throw fieldError('storeId', 'Choose a store');
  const store = reachIncludes(reach, id) ? await findStore(deps, id) : null;
  if (!store) throw notFound('Store not found');
  return store;
}

/** Everything on the store dashboard, for one store within the caller's reach. */
export async function storeDashboard(
  deps: Deps,
  reach: Reach,
  ownStoreId: string | null,
  query: StoreDashboardQuery,
): Promise<StoreDashboard> {
  const store = await resolveStore(deps, reach, ownStoreId, query.storeId);
  const now = deps.clock.now();
  const today = businessToday(deps.clock, store);
  // A day before the store opened had no report to file, so it is not listed as one not submitted.
  const opened = storeOpenedOn(store);
  const reportDates = Array.from({ length: REPORT_DAYS }, (_, i) => addDays(today, -i)).filter(
    (day) => day >= opened,
  );
  const [[takings], repairMap, oldest, stock, reports, lowStock] = await Promise.all([
    storesTakings(deps, [store]),
    storesRepairs(deps, [store.id]),
    repo.oldestOpen(deps.db, store.id, OLDEST_OPEN_LIMIT),
    repo.stockOnHand(deps.db, store.id),
    reconciledDays(
      deps,
      reportDates.map((businessDate) => ({ store, businessDate })),
    ),
    lowStockSummary(deps.db, store.id, LOW_STOCK_LIMIT),
  ]);
  const repairs = repairMap.get(store.id)!;
  return {
    store: { id: store.id, name: store.name, timezone: store.timezone },
    today,
    todayFigures: takings!.today,
    weekFigures: takings!.week,
    weekByDay: takings!.weekByDay,
    repairsByStatus: repairs.byStatus,
    pickupsWaiting: repairs.pickupsWaiting,
    oldestOpen: oldest.map((r) => ({
      id: r.id,
      ticketNumber: r.ticket_number,
      customerName: r.customer_name,
      device: `${r.device_brand} ${r.device_model}`,
      status: r.status as RepairStatus,
      createdAt: r.created_at,
      ageDays: Math.floor((now.getTime() - new Date(r.created_at).getTime()) / DAY_MS),
    })),
    stockOnHand: stock,
    lowStock,
    reports: reports.map((day, i) => ({
      businessDate: reportDates[i]!,
      recorded: {
        // Beside the filed report, as the reconciliation compares them: money taken in.
        repairRevenue: dollars(day.recorded.received.repairCents),
        deviceSales: dollars(day.recorded.received.saleCents),
        buybacks: dollars(day.recorded.buybackPayoutCents),
      },
      report: day.report,
    })),
  };
}
