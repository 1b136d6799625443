// What every part of the seed shares: the counts, the instants the history spans, the seeded random
// stream, the rows made so far, and insert(), which takes only rows the app's schema allows.
import type { Insertable } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { random } from '../../src/server/demo/random';
import { DAY, iso, nth, uuidv7 } from './seed-vocabulary';
import type { Table, Writer } from './seed-writers';

/** How big a chain seedChain makes. */
export interface SeedCounts {
  regions: number;
  storesPerRegion: number;
  /** An area manager oversees this many stores. */
  storesPerArea: number;
  customers: number;
  repairs: number;
  buybacks: number;
  /** Device sales in all; about three in four sell a bought-back device from stock. */
  sales: number;
  /** Days of history up to today. */
  days: number;
  /** Appointments per store and day, from 60 days back to 30 days ahead. */
  appointmentsPerDay: number;
  /** Parts and accessories in the catalogue, and stock movements over all stores (issue 19). */
  items: number;
  stockMovements: number;
}

/** Rows seedChain wrote, by kind. */
export interface SeedMade {
  stores: number;
  users: number;
  customers: number;
  repairs: number;
  statusChanges: number;
  buybacks: number;
  sales: number;
  dailyReports: number;
  appointments: number;
  activity: number;
  items: number;
  stockMovements: number;
}

/** A row of `table` as the app's schema says it is inserted. */
export type Row<T extends Table> = Insertable<Database[T]>;

/** A seeded store, with what the generator keeps of it while the days go by. */
export interface SeedStore {
  id: string;
  name: string;
  storeName: string;
  company: string;
  regionId: string;
  timezone: string;
  /** The telephone area code of its customers. */
  area: number;
  /** How busy it is beside the others. */
  weight: number;
  /** Its counter's and its manager's user ids. */
  counter: string;
  manager: string;
  /** The photo and signature files every record of the store points at. */
  photo: string;
  signature: string;
  /** The UTC instant each date of the calendar begins in the store's zone. */
  midnights: number[];
  /** Index of the store's local today in the calendar. */
  today: number;
  /** Each day's money as its ledger rows say, for its daily report. */
  recorded: {
    repair: number;
    sale: number;
    buyback: number;
    cash: number;
    card: number;
    finance: number;
  }[];
  customers: SeedCustomer[];
  ticket: number;
  receipt: number;
  /** Bought-back devices that sell on a later day, by that day's index. */
  salesDue: Map<number, { item: Row<'stock_items'>; at: number }[]>;
}

export interface SeedCustomer {
  id: string;
  name: string;
  phone: string;
  digits: string;
  email: string | null;
  zip: string;
}

export interface SeedContext {
  counts: SeedCounts;
  /** The instant the history ends. */
  now: number;
  /** The instant it begins, and when the organisation was created (a month before). */
  start: number;
  createdAt: string;
  rnd: () => number;
  pick: <T>(list: readonly T[]) => T;
  between: (lo: number, hi: number) => number;
  insert: <T extends Table>(table: T, row: Row<T>) => void;
  /** One activity-log entry. */
  activity: (
    at: number,
    userId: string,
    storeId: string | null,
    action: string,
    entity: string | null,
    entityId: string | null,
  ) => void;
  made: SeedMade;
}

export function seedContext(w: Writer, counts: SeedCounts, now: number, seed: number): SeedContext {
  const rnd = random(seed);
  const start = now - counts.days * DAY;
  const made: SeedMade = {
    stores: 0,
    users: 0,
    customers: 0,
    repairs: 0,
    statusChanges: 0,
    buybacks: 0,
    sales: 0,
    dailyReports: 0,
    appointments: 0,
    activity: 0,
    items: 0,
    stockMovements: 0,
  };
  const insert = <T extends Table>(table: T, row: Row<T>) =>
    w.insert(table, Object.keys(row), Object.values(row));
  return {
    counts,
    now,
    start,
    createdAt: iso(start - 30 * DAY),
    rnd,
    pick: (list) => nth(list, Math.floor(rnd() * list.length)),
    between: (lo, hi) => lo + rnd() * (hi - lo),
    insert,
    activity(at, userId, storeId, action, entity, entityId) {
      insert('activity_log', {
        id: uuidv7(at),
        user_id: userId,
        store_id: storeId,
        action,
        entity,
        entity_id: entityId,
        details: null,
        ip: '10.0.0.1',
        created_at: iso(at),
      });
      made.activity += 1;
    },
    made,
  };
}
