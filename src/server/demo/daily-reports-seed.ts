import { ZDailyReportInput } from '../../shared/daily-reports';
import type { Store } from '../../shared/org';
import { businessDayRange, businessToday, loginReopensAt } from '../../shared/business-day';
import { zonedTime } from '../../shared/time';
import type { Deps } from '../deps';
import { recordedTakings } from '../features/daily-reports/repo';
import { submitReport } from '../features/daily-reports/service';
import type { Actor } from '../lib/actor';
import { addDays } from '../features/insights/days';
import { random } from './random';

/** At most this many closed business days per store are reported. */
const REPORT_DAYS = 60;
/** The last days on which the first store's refunds run high: the AI reports panel flags it. */
const REFUND_SPREE_DAYS = 6;

/**
 * Each store's daily sales report for its last closed business days, filed at 8 PM store time
 * with the figures the system recorded (so the reconciliation matches), a card/cash split and
 * an occasional refund. A filed report blocks the counter until 8:00 AM the morning its day
 * ends, so the history stops at the last day whose block is over when the demo starts: every
 * printed account can sign in at any hour. Started between a day's end (5:00 AM) and 8:00 AM,
 * that day waits without a report, as it would for a counter that had not filed it; today stays
 * open for the counter to file, and filing it blocks them as in a real store.
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
      const recorded = await recordedTakings(
        deps.db,
        store.id,
        start.toISOString(),
        end.toISOString(),
      );
      const takings = recorded.repairRevenueCents + recorded.deviceSalesCents;
      const cash = Math.round(takings * (0.25 + rnd() * 0.2));
      const spree = index === 0 && back <= REFUND_SPREE_DAYS;
      const refund = spree
        ? 6000 + Math.round(rnd() * 9000)
        : rnd() < 0.3
          ? 1500 + Math.round(rnd() * 5000)
          : 0;
      const filedAt = zonedTime(date, store.timezone, 20);
      const clock = { now: () => filedAt };
      // Parsed as the route parses what the counter's form sends.
      const filing = ZDailyReportInput.parse({
        storeId: store.id,
        cashAmount: dollars(cash),
        cardAmount: dollars(takings - cash),
        repairRevenue: dollars(recorded.repairRevenueCents),
        deviceSales: dollars(recorded.deviceSalesCents),
        purchasesPayouts: dollars(recorded.buybackPayoutCents),
        refunds: dollars(refund),
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
