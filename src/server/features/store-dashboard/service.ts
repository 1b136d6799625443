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
import { dailySeries, type SeriesDay } from '../../db/store-days/read';
import type { LedgerFigures } from '../../db/revenue';
import { businessDaysWindow, type StoreWindow } from '../../db/windows';
import type { Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/http-error';
import { reconciledDays } from '../daily-reports/service';
import { findStore } from '../org/service';
import { lowStockSummary } from '../purchasing/service';
import * as repo from './repo';
import { deviceName } from '../../../shared/device-name';

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
 * The store's calendar: today and the 7 days of this week (ending today, oldest first), business
 * days of the store's own clock, with today's and the week's windows.
 */
function calendar(deps: Deps, store: Store) {
  const today = businessToday(deps.clock, store);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  return {
    today,
    days,
    todayWindow: window(store, today, addDays(today, 1)),
    week: window(store, days[0]!, addDays(today, 1)),
  };
}

/** A period's figures: money from the ledger (revenue.ts), repairs and buybacks counted. */
function figures(money: LedgerFigures, collected: number, bought: number): PeriodFigures {
  return {
    revenue: dollars(money.revenueCents),
    deviceSales: PAYMENT_METHODS.map((method) => ({
      method,
      count: money.deviceSalesByMethod[method].count,
      amount: dollars(money.deviceSalesByMethod[method].cents),
    })),
    repairsCollected: { count: collected, amount: dollars(money.repairRevenueCents) },
    accessories: { amount: dollars(money.accessoriesCents) },
    buybacks: { count: bought, spend: dollars(money.buybackPayoutCents) },
  };
}

/**
 * Each store's takings today, this week and day by day, and its weekly target: the average
 * revenue of its previous TARGET_WEEKS weeks (null when it had none, so no target is invented).
 * Today's and the week's money come from the ledger's day summaries, two windows a store; the
 * days' revenue and counts are the stores' day rows, one range read (decision 039).
 */
export async function storesTakings(deps: Deps, stores: Store[]) {
  if (stores.length === 0) return [];
  const calendars = stores.map((store) => calendar(deps, store));
  const todays = calendars.map((cal) => cal.today).sort();
  const [money, days, completed] = await Promise.all([
    repo.ledger(
      deps.db,
      calendars.flatMap((cal) => [cal.todayWindow, cal.week]),
    ),
    dailySeries(
      deps.db,
      stores.map((s) => s.id),
      addDays(todays[0]!, -6 - 7 * TARGET_WEEKS),
      addDays(todays.at(-1)!, 1),
    ),
    repo.completedWithin(
      deps.db,
      calendars.map((cal) => cal.week),
    ),
  ]);
  const dayOf = new Map(days.map((d) => [`${d.storeId}|${d.date}`, d]));
  return calendars.map((cal, s) => {
    const storeId = stores[s]!.id;
    const day = (date: string) => dayOf.get(`${storeId}|${date}`);
    const total = (dates: string[], f: (d: SeriesDay) => number) =>
      dates.reduce((a, date) => {
        const d = day(date);
        return a + (d ? f(d) : 0);
      }, 0);
    const pastCents = total(
      Array.from({ length: 7 * TARGET_WEEKS }, (_, k) => addDays(cal.today, -7 - k)),
      (d) => d.revenueCents,
    );
    return {
      date: cal.today,
      today: figures(
        money[2 * s]!,
        total([cal.today], (d) => d.repairsCollected),
        total([cal.today], (d) => d.buybacks),
      ),
      week: figures(
        money[2 * s + 1]!,
        total(cal.days, (d) => d.repairsCollected),
        total(cal.days, (d) => d.buybacks),
      ),
      weekByDay: cal.days.map((date) => ({
        date,
        revenue: dollars(total([date], (d) => d.revenueCents)),
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
      device: deviceName(r.device_brand, r.device_model),
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
