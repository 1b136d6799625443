// After the days: each store's daily reports and appointments, its ticket and receipt counters,
// the devices still in stock, and the admin's sign-in of an hour ago.
import { addDays } from '../../src/shared/time';
import type { Calendar } from './seed-calendar';
import type { SeedContext, SeedStore } from './seed-context';
import { DAY, DEVICES, FIRST, HOUR, iso, JOBS, LAST, nth, uuidv7 } from './seed-vocabulary';

export function seedClosing(
  c: SeedContext,
  cal: Calendar,
  stores: SeedStore[],
  adminId: string,
): void {
  const { counts, now, rnd, pick, between, insert, activity, made } = c;
  const { dates, busy, recorded } = cal;
  // Daily reports for most closed business days, filed at closing with the ledger's figures;
  // a few differ (a mistyped amount), a few are late (after sign-in reopened), some are missing.
  // The first store (the bench's reads) and the last (its check-ins) have not filed yesterday's
  // report, so their counters can sign in at any hour.
  const signsInAnyHour = (s: number) => s === 0 || s === stores.length - 1;
  for (const [s, store] of stores.entries()) {
    for (let d = 0; d < store.today; d += 1) {
      if (busy(s, d) === 0 || rnd() < 0.04 || (signsInAnyHour(s) && d === store.today - 1))
        continue;
      const rec = recorded(store, d);
      const date = nth(dates, d);
      const midnight = nth(store.midnights, d);
      const nextMidnight = nth(store.midnights, d + 1);
      const typo = rnd() < 0.05 ? 100 * Math.round(between(-50, 50)) : 0;
      const late = rnd() < 0.06;
      const submitted = late
        ? nextMidnight + between(9, 12) * HOUR
        : midnight + between(19.5, 21.5) * HOUR;
      const blockedUntil = nextMidnight + 8 * HOUR;
      const id = uuidv7(submitted);
      insert('daily_reports', {
        id,
        store_id: store.id,
        business_date: date,
        card_cents: rec.card,
        cash_cents: rec.cash,
        finance_cents: rec.finance,
        repair_revenue_cents: rec.repair + typo,
        device_sales_cents: rec.sale,
        accessories_cents: 0,
        waiver_buyback_cents: 0,
        purchases_payouts_cents: rec.buyback,
        devices_cost_cents: 0,
        taxes_cents: 0,
        tips_cents: 0,
        refunds_cents: 0,
        google_reviews: Math.floor(rnd() * 3),
        social_followers: Math.floor(rnd() * 5),
        staff_on_shift: 'Casey',
        notes: null,
        report_date: date,
        report_time: '20:00',
        login_blocked_until: iso(blockedUntil),
        submitted_by: store.counter,
        submitted_at: iso(Math.min(submitted, now - 1000)),
      });
      activity(
        Math.min(submitted, now - 1000),
        store.counter,
        store.id,
        'daily_report.submit',
        'daily_report',
        id,
      );
      made.dailyReports += 1;
    }
    // Appointments from two months back to a month ahead: past ones arrived or did not.
    for (let back = -60; back <= 30; back += 1) {
      const date = addDays(nth(dates, store.today), back);
      for (let n = 0; n < counts.appointmentsPerDay; n += 1) {
        const [brand, model] = pick(DEVICES);
        const status =
          back >= 0 ? 'booked' : pick(['arrived', 'arrived', 'arrived', 'no_show', 'cancelled']);
        const at = now - between(1, 14) * DAY;
        insert('appointments', {
          id: uuidv7(at),
          store_id: store.id,
          customer_name: `${pick(FIRST)} ${pick(LAST)}`,
          customer_phone: `(${store.area}) 555-${String(1000 + Math.floor(rnd() * 9000))}`,
          customer_email: null,
          date,
          time: `${String(9 + Math.floor(rnd() * 9)).padStart(2, '0')}:${rnd() < 0.5 ? '00' : '30'}`,
          device_brand: brand,
          device_model: model,
          problem: pick(JOBS)[1],
          status,
          repair_id: null,
          created_by: store.counter,
          created_at: iso(at),
          updated_at: iso(at),
        });
        made.appointments += 1;
      }
    }
    insert('store_counters', { store_id: store.id, name: 'ticket', value: store.ticket });
    insert('store_counters', { store_id: store.id, name: 'sale', value: store.receipt });
  }
  // Devices still due to sell after now stay in stock.
  for (const store of stores)
    for (const due of store.salesDue.values())
      for (const { item } of due) insert('stock_items', item);
  activity(now - HOUR, adminId, null, 'auth.login', null, null);
}
