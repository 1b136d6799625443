// Each store's calendar: its local dates and the UTC instant each begins, and how busy each of its
// days is, which shares the chain's repairs, buybacks and sales out over the stores and days.
import type { SeedContext, SeedStore } from './seed-context';
import { addDays, zonedTime } from '../../src/shared/time';
import { DAY, HOUR, iso, nth, WEEKDAY } from './seed-vocabulary';

export interface Calendar {
  /** Every date (YYYY-MM-DD) from the first day of history to the day after today. */
  dates: string[];
  /** Index into `dates` of the store-local day holding instant `at`. */
  dayOf: (store: SeedStore, at: number) => number;
  /** How busy store `s` is on day `d` (0: closed, or before the history). */
  busy: (s: number, d: number) => number;
  /** Store `s`'s share of `target` things on day `d`, rounded at random so the sum stays true. */
  share: (target: number, s: number, d: number) => number;
  /** An instant within the store's opening hours (9 AM to 7 PM) on day `d`, not after now. */
  openHours: (store: SeedStore, d: number, from?: number, to?: number) => number;
  /** The takings the records of store-local day `d` hold so far. */
  recorded: (store: SeedStore, d: number) => SeedStore['recorded'][number];
}

/** Fills in each store's calendar and returns the chain's. */
export function seedCalendar(c: SeedContext, stores: SeedStore[]): Calendar {
  const { now, start, rnd, between } = c;
  const offsets = new Map<string, number[]>();
  const firstDate = iso(start).slice(0, 10);
  const dates: string[] = [];
  for (let d = firstDate; Date.parse(`${d}T00:00:00Z`) <= now + DAY; d = addDays(d, 1))
    dates.push(d);
  dates.push(addDays(nth(dates, dates.length - 1), 1));
  for (const store of stores) {
    let midnights = offsets.get(store.timezone);
    if (!midnights) {
      const zone = store.timezone;
      midnights = dates.map((d) => zonedTime(d, zone).getTime());
      offsets.set(store.timezone, midnights);
    }
    store.midnights = midnights;
    store.today = midnights.findLastIndex((m) => m <= now);
    store.recorded = dates.map(() => ({
      repair: 0,
      sale: 0,
      buyback: 0,
      cash: 0,
      card: 0,
      finance: 0,
    }));
  }
  const dayOf = (store: SeedStore, at: number) => {
    let lo = 0;
    let hi = store.midnights.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (at >= nth(store.midnights, mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  };

  // How busy each store-day is: the store's size, the weekday, and a chain growing over time.
  const lastDay = Math.max(...stores.map((s) => s.today));
  const demand = stores.map((store) =>
    dates.map((date, d) => {
      const midnight = nth(store.midnights, d);
      if (d > store.today || midnight < start) return 0;
      const weekday = nth(WEEKDAY, new Date(`${date}T12:00:00Z`).getUTCDay());
      const growth = 0.8 + 0.4 * (d / lastDay);
      // Today is only partly gone.
      const part = d === store.today ? Math.min(1, (now - midnight) / DAY) : 1;
      return store.weight * weekday * growth * part;
    }),
  );
  const totalDemand = demand.flat().reduce((a, v) => a + v, 0);
  const share = (target: number, s: number, d: number) =>
    Math.floor((target * nth(nth(demand, s), d)) / totalDemand + rnd());
  const openHours = (store: SeedStore, d: number, from = 9, to = 19) =>
    Math.min(now - 1000, nth(store.midnights, d) + between(from, to) * HOUR);
  const recorded = (store: SeedStore, d: number) => nth(store.recorded, d);

  return {
    dates,
    dayOf,
    busy: (s, d) => nth(nth(demand, s), d),
    share,
    openHours,
    recorded,
  };
}
