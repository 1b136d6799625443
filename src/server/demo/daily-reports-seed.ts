import { ZDailyReportInput } from '../../shared/daily-reports';
import type { Store } from '../../shared/org';
import { businessDayRange, businessToday, loginReopensAt } from '../../shared/business-day';
import { zonedTime } from '../../shared/time';
import type { Deps } from '../deps';
import { recordedTakingsIn } from '../features/daily-reports/repo';
import { submitReport } from '../features/daily-reports/service';
import type { Actor } from '../lib/actor';
import { addDays } from '../features/insights/days';
import { random } from './random';

/** At most this many closed business days per store are reported. */
const REPORT_DAYS = 60;
/** The second store's drawer comes up short on its last days: counted below expected. */
const SHORT_DAYS = 5;
/** The float each counter enters at the day's first sign-in (the rest is banked at close). */
const FLOAT_CENTS = 30_000;

/**
 * Each store's daily sales report for its last closed business days, filed at 8 PM store time
 * with the figures the ledger recorded field by field (so the reconciliation matches) and the
 * cash counted at close against the opening float entered that morning ($300, more before a day
 * of large cash payouts). One store's drawer is
 * short on its last days (cash counted and reported below what the ledger expects). A filed
 * report blocks the counter until 8:00 AM the morning its day ends, so the history stops at the
 * last day whose block is over when the demo starts: every printed account can sign in at any
 * hour. Started between a day's end (5:00 AM) and 8:00 AM, that day waits without a report, as it
 * would for a counter that had not filed it; today stays open for the counter to file (its float
 * is carried from the last count until someone enters one), and filing it blocks them as in a
 * real store.
 */
export async function seedDemoDailyReports(
  deps: Deps,
  stores: Store[],
  clerks: Map<string, Actor>,
  days: number,
): Promise<number> {
  const rnd = random(21112026);
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  let filed = 0;
  for (const [index, store] of stores.entries()) {
    const clerk = clerks.get(store.id)!;
    const reach = { all: false as const, storeIds: [store.id] };
    const today = businessToday(deps.clock, store);
    for (let back = Math.min(REPORT_DAYS, days); back >= 1; back -= 1) {
      const date = addDays(today, -back);
      if (loginReopensAt(date, store) > deps.clock.now()) continue;
      const { start, end } = businessDayRange(date, store);
      const [m] = await recordedTakingsIn(deps.db, [
        { storeId: store.id, start: start.toISOString(), end: end.toISOString() },
      ]);
      const { takenCents, paidOutCents, refundedCents } = m!.cash;
      // A day of large cash buybacks opens with more in the drawer, so it never runs dry.
      const float = Math.max(
        FLOAT_CENTS,
        Math.ceil((paidOutCents + refundedCents - takenCents + 10_000) / 10_000) * 10_000,
      );
      await deps.db
        .insertInto('cash_drawers')
        .values({
          store_id: store.id,
          business_date: date,
          opening_float_cents: float,
          float_set_by: clerk.user.id,
          float_set_at: zonedTime(date, store.timezone, 9).toISOString(),
        })
        .execute();
      const expected = float + takenCents - paidOutCents - refundedCents;
      // Missing cash the clerk cannot have taken in: never more than the day's cash takings.
      const short =
        index === 1 && back <= SHORT_DAYS
          ? Math.min(m!.received.byMethod.cash, 2000 + Math.round(rnd() * 6000))
          : 0;
      const filedAt = zonedTime(date, store.timezone, 20);
      const clock = { now: () => filedAt };
      // Parsed as the route parses what the counter's form sends.
      const filing = ZDailyReportInput.parse({
        storeId: store.id,
        cashAmount: dollars(m!.received.byMethod.cash - short),
        cardAmount: dollars(m!.received.byMethod.card),
        financeAmount: dollars(m!.received.byMethod.finance),
        repairRevenue: dollars(m!.received.repairCents),
        deviceSales: dollars(m!.received.saleCents),
        purchasesPayouts: dollars(m!.buybackPayoutCents),
        taxes: dollars(m!.taxCents),
        refunds: dollars(m!.refundCents),
        countedCash: dollars(expected - short),
        staffOnShift: clerk.user.firstName,
        googleReviews: String(Math.floor(rnd() * 3)),
        socialFollowers: String(Math.floor(rnd() * 5)),
      });
      await submitReport({ ...deps, clock }, clerk, reach, filing);
      filed += 1;
    }
  }
  return filed;
}
