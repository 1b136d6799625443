// Fills an already-migrated, empty database with a large, realistic chain for benchmarks: regions
// of stores in their own time zones, their staff, customers, two years of repairs with their status
// history, buybacks with the stock they bring, device sales, daily reports, appointments and the
// activity log. Rows are written straight to the tables (seed-writers.ts), not through the API, so
// a million repairs take minutes. The rows look like the app's own (see src/server/demo and the
// feature services): ISO-8601 UTC instants, 0/1 flags, integer cents, UUIDv7 ids, per-store ticket
// and receipt counters. Every row is typed by the app's schema (src/server/db/schema.ts), so a
// migration that renames, drops or adds a required column fails `npm run typecheck` here too.
import argon2 from 'argon2';
import type { Insertable } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { DEFAULT_BUSINESS_DAY_END_HOUR } from '../../src/shared/business-day';
import { DEFAULT_LABEL_PRINTER, DEFAULT_RECEIPT_PRINTER } from '../../src/shared/printing';
import type { Role } from '../../src/shared/roles';
import {
  addDays,
  BRANDS,
  COLORS,
  CONDITIONS,
  DAY,
  DEVICES,
  FIRST,
  hex,
  HOUR,
  iso,
  JOBS,
  LAST,
  nth,
  random,
  REGIONS,
  statusToken,
  TRADE_INS,
  uuidv7,
  WEEKDAY,
  zoneMidnight,
  zoneOffset,
} from './seed-vocabulary';
import { openWriter, plainIndexes, type Table } from './seed-writers';

/** How big a chain seedChain makes. */
export interface SeedCounts {
  regions: number;
  storesPerRegion: number;
  storesPerArea: number;
  customers: number;
  repairs: number;
  buybacks: number;
  sales: number;
  days: number;
  appointmentsPerDay: number;
}

/** The counts to change, the instant the chain's history ends and the random stream's seed. */
export type SeedOptions = Partial<SeedCounts> & { now?: number; seed?: number };

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
}

/** What a benchmark needs of the seeded chain; chain-server.mjs keeps it as JSON beside the file. */
export interface SeedResult {
  stores: { id: string; name: string; timezone: string; regionId: string }[];
  logins: {
    admin: string;
    ceo: string;
    regional: string[];
    area: string[];
    manager: string[];
    store: string[];
  };
  password: string;
  made: SeedMade;
  ms: number;
}

/** A row of `table` as the app's schema says it is inserted. */
type Row<T extends Table> = Insertable<Database[T]>;

/** A seeded store, with what the generator keeps of it while the days go by. */
interface SeedStore {
  id: string;
  name: string;
  storeName: string;
  company: string;
  regionId: string;
  timezone: string;
  area: number;
  weight: number;
  counter: string;
  manager: string;
  photo: string;
  signature: string;
  /** The UTC instant each date of the calendar begins in the store's zone. */
  midnights: number[];
  /** Index of the store's local today in the calendar. */
  today: number;
  /** Takings of each day as the records say, for its daily report. */
  recorded: { repair: number; sale: number; buyback: number }[];
  customers: SeedCustomer[];
  ticket: number;
  receipt: number;
  /** Bought-back devices that sell on a later day, by that day's index. */
  salesDue: Map<number, { item: Row<'stock_items'>; at: number }[]>;
}

interface SeedCustomer {
  id: string;
  name: string;
  phone: string;
  digits: string;
  email: string | null;
  zip: string;
}

/** What seedChain makes unless told otherwise: the chain of issue 9's benchmark. */
export const DEFAULT_COUNTS: SeedCounts = {
  regions: 5,
  storesPerRegion: 10,
  /** An area manager oversees this many stores. */
  storesPerArea: 5,
  customers: 300_000,
  repairs: 1_000_000,
  buybacks: 100_000,
  /** Device sales in all; about three in four sell a bought-back device from stock. */
  sales: 100_000,
  /** Days of history up to today. */
  days: 730,
  /** Appointments per store and day, from 60 days back to 30 days ahead. */
  appointmentsPerDay: 3,
};

/** The one password of every seeded account. */
export const BENCH_PASSWORD = 'bench-password-1';

/**
 * Seeds the chain into the migrated, empty database at `databaseUrl` (sqlite:<file> or
 * postgres://…). Returns the stores and the accounts to sign in with (all share BENCH_PASSWORD),
 * the number of rows of each kind and how long the seed took.
 */
export async function seedChain(
  databaseUrl: string,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now();
  const counts = { ...DEFAULT_COUNTS, ...options };
  const now = options.now ?? Date.now();
  const rnd = random(options.seed ?? 20261121);
  const pick = <T>(list: readonly T[]): T => nth(list, Math.floor(rnd() * list.length));
  const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);
  const w = await openWriter(databaseUrl);
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
  };
  try {
    const [users] = await w.all<{ n: number | string }>('SELECT count(*) AS n FROM users');
    if (Number(users?.n) > 0) throw new Error('seedChain needs an empty, migrated database');
    const indexes = await plainIndexes(w);
    for (const index of indexes) await w.exec(`DROP INDEX ${index.name}`);

    const passwordHash = await argon2.hash(BENCH_PASSWORD);
    const start = now - counts.days * DAY;
    const createdAt = iso(start - 30 * DAY);
    const insert = <T extends Table>(table: T, row: Row<T>) =>
      w.insert(table, Object.keys(row), Object.values(row));
    const activity = (
      at: number,
      userId: string,
      storeId: string | null,
      action: string,
      entity: string | null,
      entityId: string | null,
    ) => {
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
    };

    // The organisation: regions, stores, staff and who oversees which stores.
    const logins: SeedResult['logins'] = {
      admin: 'admin',
      ceo: 'ceo',
      regional: [],
      area: [],
      manager: [],
      store: [],
    };
    const user = (
      username: string,
      role: Role,
      storeId: string | null,
      firstName: string,
      lastName: string,
    ) => {
      const id = uuidv7(start - 30 * DAY);
      insert('users', {
        id,
        username,
        username_key: username.toLowerCase(),
        first_name: firstName,
        last_name: lastName,
        email: null,
        role,
        store_id: storeId,
        password_hash: passwordHash,
        disabled: 0,
        created_at: createdAt,
        updated_at: createdAt,
        last_login_at: null,
        deleted_at: null,
      });
      made.users += 1;
      return id;
    };
    const adminId = user('admin', 'admin', null, 'Adam', 'Price');
    user('ceo', 'ceo', null, 'Carla', 'Mendes');
    const stores: SeedStore[] = [];
    for (let r = 0; r < counts.regions; r += 1) {
      const region = nth(REGIONS, r % REGIONS.length);
      const regionId = uuidv7(start - 30 * DAY);
      const regionName = r < REGIONS.length ? region.name : `${region.name} ${r + 1}`;
      insert('regions', { id: regionId, name: regionName, created_at: createdAt });
      const rm = `rm${r + 1}`;
      insert('user_regions', {
        user_id: user(rm, 'regionalmanager', null, 'Riley', regionName),
        region_id: regionId,
      });
      logins.regional.push(rm);
      for (let k = 0; k < counts.storesPerRegion; k += 1) {
        const n = stores.length + 1;
        const key = `s${String(n).padStart(2, '0')}`;
        const [brand, company] = nth(BRANDS, n % BRANDS.length);
        const id = uuidv7(start - 30 * DAY);
        const name = `${brand} ${regionName} ${k + 1}`;
        const storeName = `${regionName}${k + 1}`;
        // Some stores are busier than others, and a few much busier.
        const weight = 0.6 + rnd() * 0.8 + (k === 0 ? 0.6 : 0);
        insert('stores', {
          id,
          name,
          store_name: storeName,
          brand,
          company_name: company,
          region_id: regionId,
          timezone: region.zone,
          business_day_end_hour: DEFAULT_BUSINESS_DAY_END_HOUR,
          receipt_printer: DEFAULT_RECEIPT_PRINTER,
          label_printer: DEFAULT_LABEL_PRINTER,
          created_at: createdAt,
        });
        const store: SeedStore = {
          id,
          name,
          storeName,
          company,
          regionId,
          timezone: region.zone,
          area: nth(region.area, k % region.area.length),
          weight,
          counter: user(`${key}.counter`, 'store', id, 'Casey', storeName),
          manager: user(`${key}.manager`, 'store_manager', id, 'Morgan', storeName),
          // Each store's photo and signature files; every record points at one of them.
          photo: uuidv7(start),
          signature: uuidv7(start),
          // The calendar and the counters are filled in once every store exists.
          midnights: [],
          today: 0,
          recorded: [],
          customers: [],
          ticket: 1000,
          receipt: 1000,
          salesDue: new Map(),
        };
        logins.store.push(`${key}.counter`);
        logins.manager.push(`${key}.manager`);
        const files: [id: string, kind: string, type: string][] = [
          [store.photo, 'beforePhoto', 'image/png'],
          [store.signature, 'dropoffSignature', 'image/svg+xml'],
        ];
        for (const [fileId, kind, type] of files) {
          insert('blobs', {
            id: fileId,
            store_id: store.id,
            kind,
            content_type: type,
            size: 2048,
            sha256: hex(64),
            created_by: store.counter,
            created_at: createdAt,
          });
        }
        stores.push(store);
        made.stores += 1;
      }
    }
    for (let a = 0; a * counts.storesPerArea < stores.length; a += 1) {
      const am = `am${a + 1}`;
      const amId = user(am, 'areamanager', null, 'Alex', `Area ${a + 1}`);
      for (const store of stores.slice(a * counts.storesPerArea, (a + 1) * counts.storesPerArea))
        insert('user_stores', { user_id: amId, store_id: store.id });
      logins.area.push(am);
    }

    // Each store's calendar: its local dates and the UTC instant each begins.
    const offsets = new Map<string, number[]>();
    const firstDate = iso(start).slice(0, 10);
    const dates: string[] = [];
    for (let d = firstDate; Date.parse(`${d}T00:00:00Z`) <= now + DAY; d = addDays(d, 1))
      dates.push(d);
    dates.push(addDays(nth(dates, dates.length - 1), 1));
    for (const store of stores) {
      let midnights = offsets.get(store.timezone);
      if (!midnights) {
        const offsetOf = zoneOffset(store.timezone);
        midnights = dates.map((d) => zoneMidnight(offsetOf, d));
        offsets.set(store.timezone, midnights);
      }
      store.midnights = midnights;
      store.today = midnights.findLastIndex((m) => m <= now);
      store.recorded = dates.map(() => ({ repair: 0, sale: 0, buyback: 0 }));
    }
    /** Index into `dates` of the store-local day holding instant `at`. */
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
    const walkInSales = Math.round(counts.sales - counts.buybacks * 0.75);
    const newCustomerChance = Math.min(1, counts.customers / counts.repairs);
    /** An instant within the store's opening hours (9 AM to 7 PM) on day `d`, not after now. */
    const openHours = (store: SeedStore, d: number, from = 9, to = 19) =>
      Math.min(now - 1000, nth(store.midnights, d) + between(from, to) * HOUR);
    /** The takings the records of store-local day `d` hold so far. */
    const recorded = (store: SeedStore, d: number) => nth(store.recorded, d);

    type SaleFields = Pick<
      Row<'device_sales'>,
      | 'stock_item_id'
      | 'device_brand'
      | 'device_model'
      | 'imei'
      | 'condition'
      | 'price_cents'
      | 'cost_cents'
    >;
    const sale = (store: SeedStore, at: number, fields: SaleFields) => {
      store.receipt += 1;
      const id = uuidv7(at);
      insert('device_sales', {
        id,
        store_id: store.id,
        receipt_number: store.receipt,
        customer_name: `${pick(FIRST)} ${pick(LAST)}`,
        customer_phone: null,
        customer_email: null,
        payment_method: pick(['card', 'card', 'cash', 'finance']),
        notes: null,
        signature_id: store.signature,
        signature_method: 'drawn',
        created_by: store.counter,
        created_at: iso(at),
        ...fields,
      });
      recorded(store, dayOf(store, at)).sale += fields.price_cents;
      activity(at, store.counter, store.id, 'sale.create', 'device_sale', id);
      made.sales += 1;
      return id;
    };

    for (let d = 0; d < dates.length; d += 1) {
      for (const [s, store] of stores.entries()) {
        if (d > store.today) continue;
        // Sign-ins of the day: the counter twice, the manager once, now and then a typo.
        if (nth(nth(demand, s), d) > 0) {
          activity(openHours(store, d, 8, 9), store.counter, store.id, 'auth.login', null, null);
          activity(openHours(store, d, 13, 14), store.counter, store.id, 'auth.login', null, null);
          activity(openHours(store, d, 9, 11), store.manager, store.id, 'auth.login', null, null);
          if (rnd() < 0.1)
            activity(
              openHours(store, d, 8, 9),
              store.counter,
              null,
              'auth.login_failed',
              null,
              null,
            );
        }

        for (let n = share(counts.repairs, s, d); n > 0; n -= 1) {
          const at = openHours(store, d);
          let customer: SeedCustomer | null = store.customers.length ? pick(store.customers) : null;
          if (!customer || rnd() < newCustomerChance) {
            const number = 1_000_000 + store.customers.length;
            const phone = `(${store.area}) ${String(number).slice(1, 4)}-${String(number).slice(4)}`;
            const name = `${pick(FIRST)} ${pick(LAST)}`;
            customer = {
              id: uuidv7(at),
              name,
              phone,
              digits: phone.replace(/\D/g, ''),
              email: rnd() < 0.6 ? `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` : null,
              zip: String(10000 + Math.floor(rnd() * 89999)),
            };
            insert('customers', {
              id: customer.id,
              store_id: store.id,
              name: customer.name,
              phone: customer.phone,
              phone_digits: customer.digits,
              email: customer.email,
              zip: customer.zip,
              notify_opt_out: rnd() < 0.05 ? 1 : 0,
              created_at: iso(at),
              updated_at: iso(at),
            });
            store.customers.push(customer);
            made.customers += 1;
          }
          const [brand, model] = pick(DEVICES);
          const [type, problem, low, high] = pick(JOBS);
          const cents = Math.round(between(low, high)) * 100 - 1;
          // The repair's journey, as the demo's: older ones nearly all collected, recent ones
          // spread over the bench, the shelf and the counter; nothing happens after now.
          const bench = at + between(1, 9) * HOUR;
          const done = bench + between(2, 32) * HOUR;
          const collected = done + between(2, 72) * HOUR;
          let steps: [status: string, when: number][] = [
            ['in_progress', bench],
            ['completed', done],
            ['picked_up', collected],
          ];
          if (now - at > 5 * DAY) steps = rnd() < 0.97 ? steps : steps.slice(0, 2);
          else if (rnd() >= 0.8) steps = steps.slice(0, Math.floor(rnd() * 3));
          steps = steps.filter(([, when]) => when < now);
          const last = steps[steps.length - 1];
          const status = last ? last[0] : 'received';
          const id = uuidv7(at);
          store.ticket += 1;
          insert('repair_waivers', {
            id,
            store_id: store.id,
            ticket_number: store.ticket,
            customer_id: customer.id,
            customer_name: customer.name,
            customer_phone: customer.phone,
            phone_digits: customer.digits,
            customer_email: customer.email,
            customer_zip: customer.zip,
            device_brand: brand,
            device_model: model,
            device_color: pick(COLORS),
            imei_serial: `35${String(Math.floor(rnd() * 1e13)).padStart(13, '0')}`,
            device_password: null,
            problem_description: problem,
            issue_description: null,
            estimated_cost_cents: cents,
            repair_type: type,
            additional_notes: null,
            company_name: store.company,
            before_photo_id: store.photo,
            after_photo_id: null,
            dropoff_signature_id: store.signature,
            dropoff_signature_method: 'drawn',
            pickup_signature_id: status === 'picked_up' ? store.signature : null,
            pickup_signature_method: status === 'picked_up' ? 'drawn' : null,
            status,
            status_token: statusToken(),
            created_by: store.counter,
            created_at: iso(at),
            updated_at: iso(last ? last[1] : at),
            completed_at: steps[1] ? iso(steps[1][1]) : null,
            picked_up_at: steps[2] ? iso(steps[2][1]) : null,
          });
          made.repairs += 1;
          activity(at, store.counter, store.id, 'repair.create', 'repair', id);
          let from: string | null = null;
          const journey: [status: string, when: number][] = [['received', at], ...steps];
          for (const [to, when] of journey) {
            insert('repair_status_history', {
              id: uuidv7(when),
              repair_id: id,
              store_id: store.id,
              from_status: from,
              to_status: to,
              notes: from ? null : 'Checked in',
              changed_by: store.counter,
              changed_at: iso(when),
            });
            made.statusChanges += 1;
            from = to;
          }
          if (steps[2]) {
            recorded(store, dayOf(store, collected)).repair += cents;
            activity(collected, store.counter, store.id, 'repair.pickup', 'repair', id);
          }
        }

        for (let n = share(counts.buybacks, s, d); n > 0; n -= 1) {
          const at = openHours(store, d, 10, 18);
          const [brand, model, storage, low, high] = pick(TRADE_INS);
          const cents = Math.round(between(low, high)) * 100;
          const imei = `35${String(Math.floor(rnd() * 1e13)).padStart(13, '0')}`;
          const condition = pick(CONDITIONS);
          const id = uuidv7(at);
          insert('device_purchases', {
            id,
            store_id: store.id,
            customer_name: `${pick(FIRST)} ${pick(LAST)}`,
            customer_phone: `(${store.area}) 010-${String(made.buybacks % 10000).padStart(4, '0')}`,
            phone_digits: `${store.area}010${String(made.buybacks % 10000).padStart(4, '0')}`,
            customer_email: null,
            id_type: 'drivers_license',
            id_number: `D${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
            device_brand: brand,
            device_model: model,
            imei,
            storage,
            color: pick(COLORS),
            carrier: null,
            condition,
            amount_cents: cents,
            payment_method: rnd() < 0.7 ? 'cash' : 'card',
            notes: null,
            override_reason: null,
            signature_id: store.signature,
            signature_method: 'drawn',
            id_photo_id: null,
            created_by: store.counter,
            created_at: iso(at),
          });
          recorded(store, d).buyback += cents;
          activity(at, store.counter, store.id, 'buyback.create', 'device_purchase', id);
          made.buybacks += 1;
          // Most devices sell on within ten days at a margin; the rest is the ageing stock.
          const soldAt = at + between(2, 10) * DAY;
          const willSell = rnd() < 0.75 && soldAt < now;
          const item: Row<'stock_items'> = {
            id: uuidv7(at),
            store_id: store.id,
            purchase_id: id,
            imei,
            device_brand: brand,
            device_model: model,
            storage,
            color: null,
            condition,
            cost_cents: cents,
            status: 'in_stock',
            sale_id: null,
            sale_price_cents: null,
            notes: null,
            created_at: iso(at),
            sold_at: null,
            updated_at: iso(at),
          };
          if (!willSell) insert('stock_items', item);
          else {
            const due = dayOf(store, soldAt);
            const selling = store.salesDue.get(due) ?? [];
            selling.push({ item, at: soldAt });
            store.salesDue.set(due, selling);
          }
        }

        // Sales of the day: the stock items that sell today, then walk-in sales of new devices.
        const today: { item: Row<'stock_items'> | null; at: number }[] = [];
        for (const { item, at } of store.salesDue.get(d) ?? []) today.push({ item, at });
        store.salesDue.delete(d);
        for (let n = share(walkInSales, s, d); n > 0; n -= 1)
          today.push({ item: null, at: openHours(store, d, 10, 19) });
        today.sort((a, b) => a.at - b.at);
        for (const { item, at } of today) {
          if (item) {
            const price = Math.round((item.cost_cents * between(1.35, 1.75)) / 100) * 100 - 1;
            const saleId = sale(store, at, {
              stock_item_id: item.id,
              device_brand: item.device_brand,
              device_model: item.device_model,
              imei: item.imei,
              condition: item.condition,
              price_cents: price,
              cost_cents: item.cost_cents,
            });
            insert('stock_items', {
              ...item,
              status: 'sold',
              sale_id: saleId,
              sale_price_cents: price,
              sold_at: iso(at),
              updated_at: iso(at),
            });
          } else {
            const [brand, model] = pick(DEVICES);
            sale(store, at, {
              stock_item_id: null,
              device_brand: brand,
              device_model: model,
              imei: null,
              condition: null,
              price_cents: Math.round(between(199, 999)) * 100 - 1,
              cost_cents: null,
            });
          }
        }
      }
      await w.drain();
    }

    // Daily reports for most closed business days, filed at closing with the recorded figures;
    // a few differ (a mistyped amount), a few are late (after sign-in reopened), some are missing.
    // The first store (the bench's reads) and the last (its check-ins) have not filed yesterday's
    // report, so their counters can sign in at any hour.
    const signsInAnyHour = (s: number) => s === 0 || s === stores.length - 1;
    for (const [s, store] of stores.entries()) {
      for (let d = 0; d < store.today; d += 1) {
        if (
          nth(nth(demand, s), d) === 0 ||
          rnd() < 0.04 ||
          (signsInAnyHour(s) && d === store.today - 1)
        )
          continue;
        const rec = recorded(store, d);
        const date = nth(dates, d);
        const midnight = nth(store.midnights, d);
        const nextMidnight = nth(store.midnights, d + 1);
        const typo = rnd() < 0.05 ? 100 * Math.round(between(-50, 50)) : 0;
        const takings = rec.repair + rec.sale;
        const cash = Math.round(takings * between(0.25, 0.45));
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
          card_cents: takings - cash,
          cash_cents: cash,
          finance_cents: 0,
          repair_revenue_cents: rec.repair + typo,
          device_sales_cents: rec.sale,
          accessories_cents: 0,
          waiver_buyback_cents: 0,
          purchases_payouts_cents: rec.buyback,
          devices_cost_cents: 0,
          taxes_cents: 0,
          tips_cents: 0,
          refunds_cents: rnd() < 0.3 ? 100 * Math.round(between(15, 65)) : 0,
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

    await w.finish();
    for (const index of indexes) await w.exec(index.sql);
    // PostgreSQL's autovacuum would vacuum (so index-only scans skip the table) and analyse
    // tables this size on its own; SQLite is left as the app leaves it (it never runs ANALYZE),
    // so its plans are the ones a real shop gets.
    if (w.dialect === 'postgres') await w.exec('VACUUM ANALYZE');
    return {
      stores: stores.map((s) => ({
        id: s.id,
        name: s.name,
        timezone: s.timezone,
        regionId: s.regionId,
      })),
      logins,
      password: BENCH_PASSWORD,
      made,
      ms: performance.now() - started,
    };
  } finally {
    await w.close();
  }
}
