// Fills an already-migrated, empty database with a large, realistic chain for benchmarks: regions
// of stores in their own time zones, their staff, customers, two years of repairs with their status
// history, buybacks with the stock they bring, device sales, daily reports, appointments and the
// activity log. Rows are written straight to the tables (prepared statements in big transactions on
// SQLite, multi-row INSERTs on PostgreSQL), not through the API, so a million repairs take minutes.
// The rows look like the app's own (see src/server/demo and the feature services): ISO-8601 UTC
// instants, 0/1 flags, integer cents, UUIDv7 ids, per-store ticket and receipt counters.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What seedChain makes unless told otherwise: the chain of issue 9's benchmark. */
export const DEFAULT_COUNTS = {
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

const REGIONS = [
  { name: 'Northeast', zone: 'America/New_York', area: [212, 617, 215, 202, 973] },
  { name: 'Midwest', zone: 'America/Chicago', area: [312, 214, 612, 816, 713] },
  { name: 'Mountain', zone: 'America/Denver', area: [303, 801, 505, 406, 307] },
  { name: 'Desert', zone: 'America/Phoenix', area: [602, 480, 520, 623, 928] },
  { name: 'West', zone: 'America/Los_Angeles', area: [213, 415, 206, 503, 619] },
  { name: 'Southeast', zone: 'America/New_York', area: [404, 305, 704, 615, 813] },
  { name: 'Alaska', zone: 'America/Anchorage', area: [907, 907, 907, 907, 907] },
];
const BRANDS = [
  ['Techy', 'TECHY'],
  ['Cellairis', 'CELLAIRIS'],
  ['DeviceZone', 'DEVICEZONE'],
  ['iFixAndRepair', 'IFIXANDREPAIR'],
  ['TekCell', 'TEKCELL'],
];
const FIRST = ['Ana', 'Ben', 'Chloe', 'Darius', 'Elena', 'Felix', 'Grace', 'Hector', 'Imani'];
const LAST = ['Alvarez', 'Brooks', 'Chen', 'Diaz', 'Edwards', 'Garcia', 'Kim', 'Patel', 'Smith'];
const DEVICES = [
  ['Apple', 'iPhone 15 Pro Max'],
  ['Apple', 'iPhone 15'],
  ['Apple', 'iPhone 14'],
  ['Apple', 'iPhone 13'],
  ['Apple', 'iPhone 12'],
  ['Samsung', 'Galaxy S24 Ultra'],
  ['Samsung', 'Galaxy S23'],
  ['Samsung', 'Galaxy A54 5G'],
  ['Google', 'Pixel 8'],
  ['Motorola', 'Moto G Power 5G (2024)'],
];
/** Repair types with their usual problem and price range in dollars. */
const JOBS = [
  ['Screen replacement', 'Cracked screen after a drop, touch works', 129, 329],
  ['Battery replacement', 'Battery drains by early afternoon', 69, 109],
  ['Charging port', 'Only charges at an angle', 59, 99],
  ['Back glass', 'Back glass shattered', 79, 149],
  ['Camera', 'Rear camera blurry, lens cracked', 89, 179],
  ['Water damage', 'Dropped in water, will not turn on', 99, 199],
  ['Software / data', 'Stuck on the logo after an update', 49, 89],
];
/** Used devices bought back: brand, model, storage, payout range in dollars. */
const TRADE_INS = [
  ['Apple', 'iPhone 15 Pro', '256GB', 480, 620],
  ['Apple', 'iPhone 14', '128GB', 240, 330],
  ['Apple', 'iPhone 13', '128GB', 170, 250],
  ['Samsung', 'Galaxy S24 Ultra', '256GB', 450, 600],
  ['Samsung', 'Galaxy S23', '128GB', 200, 290],
  ['Google', 'Pixel 8', '128GB', 190, 260],
];
const CONDITIONS = ['excellent', 'good', 'good', 'fair', 'poor'];
const COLORS = ['Black', 'White', 'Blue', 'Midnight', 'Silver'];
/** Busier weekends, a quiet Sunday: Sunday first, as Date#getUTCDay counts. */
const WEEKDAY = [0.6, 0.9, 0.95, 1, 1.05, 1.2, 1.4];

/** A small, fast seeded generator (mulberry32), so two runs seed the same chain. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random hex taken from a large buffer: a million ids would spend seconds in small randomBytes calls. */
function hexPool() {
  let pool = '';
  let at = 0;
  return (length) => {
    if (at + length > pool.length) {
      pool = randomBytes(1 << 20).toString('hex');
      at = 0;
    }
    at += length;
    return pool.slice(at - length, at);
  };
}
const hex = hexPool();

/** A UUIDv7 for the instant `ms`, like src/shared/ids.ts makes: rows sort by time as the app's do. */
function uuidv7(ms) {
  const t = Math.floor(ms).toString(16).padStart(12, '0');
  const r = hex(19);
  const variant = (8 + (parseInt(r[3], 16) & 3)).toString(16);
  return `${t.slice(0, 8)}-${t.slice(8)}-7${r.slice(0, 3)}-${variant}${r.slice(4, 7)}-${r.slice(7)}`;
}

const statusToken = () => Buffer.from(hex(36), 'hex').toString('base64url');
const iso = (ms) => new Date(ms).toISOString();

/** Milliseconds `zone` is ahead of UTC at `ms`. */
function zoneOffset(zone) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (ms) => {
    const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    return local - Math.floor(ms / 1000) * 1000;
  };
}

/** The UTC instant at which `date` (YYYY-MM-DD) begins in `zone`, as src/shared/time.ts finds it. */
function zoneMidnight(offsetOf, date) {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const first = guess - offsetOf(guess);
  return guess - offsetOf(first);
}

const addDays = (date, n) => iso(Date.parse(`${date}T00:00:00Z`) + n * DAY).slice(0, 10);

/** Writes rows to SQLite: one prepared statement per table, inside transactions of many rows. */
async function sqliteWriter(file) {
  const db = new SqliteDatabase(file);
  // A throw-away database: no journal and no fsync while it fills, WAL again once it is full.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('temp_store = MEMORY');
  const statements = new Map();
  let pending = 0;
  db.prepare('BEGIN').run();
  return {
    dialect: 'sqlite',
    all: async (text, params = []) => db.prepare(text).all(...params),
    exec: async (text) => void db.exec(text),
    insert(table, columns, values) {
      const key = `${table}(${columns})`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(key, statement);
      }
      statement.run(values);
      if ((pending += 1) >= 200_000) {
        db.prepare('COMMIT').run();
        db.prepare('BEGIN').run();
        pending = 0;
      }
    },
    async drain() {},
    async finish() {
      db.prepare('COMMIT').run();
    },
    async close() {
      if (db.inTransaction) db.prepare('ROLLBACK').run();
      db.pragma('journal_mode = WAL');
      db.close();
    },
  };
}

/** Writes rows to PostgreSQL as multi-row INSERTs of up to ~60,000 parameters, in one transaction. */
async function postgresWriter(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  // Tables are sent in batches, not in the order their rows were made (a store's users before
  // the store), and PostgreSQL checks each foreign key at its INSERT. The generator makes every
  // reference whole, so the checks are switched off for this transaction (a superuser's right,
  // as the postgres user of scripts/with-postgres.sh has).
  await client.query('SET LOCAL session_replication_role = replica');
  const buffers = new Map();
  const flush = async (buffer) => {
    if (buffer.rows.length === 0) return;
    const width = buffer.columns.length;
    const rows = buffer.rows;
    buffer.rows = [];
    const tuples = rows.map(
      (_, r) => `(${buffer.columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`,
    );
    await client.query(
      `INSERT INTO ${buffer.table} (${buffer.columns.join(', ')}) VALUES ${tuples.join(', ')}`,
      rows.flat(),
    );
  };
  return {
    dialect: 'postgres',
    all: async (text, params = []) => (await client.query(text, params)).rows,
    exec: async (text) => void (await client.query(text)),
    insert(table, columns, values) {
      const key = `${table}(${columns})`;
      let buffer = buffers.get(key);
      if (!buffer) {
        buffer = { table, columns, rows: [], limit: Math.floor(60_000 / columns.length) };
        buffers.set(key, buffer);
      }
      buffer.rows.push(values);
    },
    /** Sends every full batch; the generator calls this between days so memory stays small. */
    async drain() {
      for (const buffer of buffers.values()) {
        while (buffer.rows.length >= buffer.limit) {
          const rest = buffer.rows.splice(buffer.limit);
          await flush(buffer);
          buffer.rows = rest;
        }
      }
    },
    async finish() {
      await this.drain();
      for (const buffer of buffers.values()) await flush(buffer);
      await client.query('COMMIT');
    },
    async close() {
      await client.end();
    },
  };
}

const BULK_TABLES = [
  'customers',
  'repair_waivers',
  'repair_status_history',
  'device_purchases',
  'stock_items',
  'device_sales',
  'daily_reports',
  'activity_log',
  'appointments',
];

/**
 * The plain (non-unique, non-key) indexes of the bulk tables. They are dropped while the rows go
 * in and built again after: one sort per index instead of millions of scattered index updates.
 */
async function plainIndexes(w) {
  if (w.dialect === 'sqlite') {
    return w.all(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
         AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN (${BULK_TABLES.map(() => '?').join(', ')})`,
      BULK_TABLES,
    );
  }
  return w.all(
    `SELECT indexname AS name, indexdef AS sql FROM pg_indexes i
      WHERE schemaname = current_schema() AND tablename = ANY($1) AND indexdef NOT LIKE 'CREATE UNIQUE%'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
}

/**
 * Seeds the chain into the migrated, empty database at `databaseUrl` (sqlite:<file> or
 * postgres://…). Returns the stores and the accounts to sign in with (all share BENCH_PASSWORD),
 * the number of rows of each kind and how long the seed took.
 */
export async function seedChain(databaseUrl, options = {}) {
  const started = performance.now();
  const counts = { ...DEFAULT_COUNTS, ...options };
  const now = options.now ?? Date.now();
  const rnd = random(options.seed ?? 20261121);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const between = (lo, hi) => lo + rnd() * (hi - lo);
  const w = /^postgres(ql)?:\/\//.test(databaseUrl)
    ? await postgresWriter(databaseUrl)
    : await sqliteWriter(databaseUrl.replace(/^sqlite:/, ''));
  const made = {
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
    const [{ n: existing }] = await w.all('SELECT count(*) AS n FROM users');
    if (Number(existing) > 0) throw new Error('seedChain needs an empty, migrated database');
    const indexes = await plainIndexes(w);
    for (const index of indexes) await w.exec(`DROP INDEX ${index.name}`);

    const passwordHash = await argon2.hash(BENCH_PASSWORD);
    const start = now - counts.days * DAY;
    const createdAt = iso(start - 30 * DAY);
    const insert = (table, row) => w.insert(table, Object.keys(row), Object.values(row));
    const activity = (at, userId, storeId, action, entity, entityId) => {
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
    const logins = { admin: 'admin', ceo: 'ceo', regional: [], area: [], manager: [], store: [] };
    const user = (username, role, storeId, firstName, lastName) => {
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
    const stores = [];
    for (let r = 0; r < counts.regions; r += 1) {
      const region = REGIONS[r % REGIONS.length];
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
        const [brand, company] = BRANDS[n % BRANDS.length];
        const store = {
          id: uuidv7(start - 30 * DAY),
          name: `${brand} ${regionName} ${k + 1}`,
          storeName: `${regionName}${k + 1}`,
          company,
          regionId,
          timezone: region.zone,
          area: region.area[k % region.area.length],
          // Some stores are busier than others, and a few much busier.
          weight: 0.6 + rnd() * 0.8 + (k === 0 ? 0.6 : 0),
        };
        insert('stores', {
          id: store.id,
          name: store.name,
          store_name: store.storeName,
          brand,
          company_name: company,
          region_id: regionId,
          timezone: store.timezone,
          created_at: createdAt,
        });
        store.counter = user(`${key}.counter`, 'store', store.id, 'Casey', store.storeName);
        store.manager = user(
          `${key}.manager`,
          'store_manager',
          store.id,
          'Morgan',
          store.storeName,
        );
        logins.store.push(`${key}.counter`);
        logins.manager.push(`${key}.manager`);
        // Each store's photo and signature files; every record points at one of them.
        store.photo = uuidv7(start);
        store.signature = uuidv7(start);
        for (const [id, kind, type] of [
          [store.photo, 'beforePhoto', 'image/png'],
          [store.signature, 'dropoffSignature', 'image/svg+xml'],
        ]) {
          insert('blobs', {
            id,
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
    const offsets = new Map();
    const firstDate = iso(start).slice(0, 10);
    const dates = [];
    for (let d = firstDate; Date.parse(`${d}T00:00:00Z`) <= now + DAY; d = addDays(d, 1))
      dates.push(d);
    dates.push(addDays(dates[dates.length - 1], 1));
    for (const store of stores) {
      if (!offsets.has(store.timezone)) {
        const offsetOf = zoneOffset(store.timezone);
        offsets.set(
          store.timezone,
          dates.map((d) => zoneMidnight(offsetOf, d)),
        );
      }
      store.midnights = offsets.get(store.timezone);
      store.today = store.midnights.findLastIndex((m) => m <= now);
      store.recorded = dates.map(() => ({ repair: 0, sale: 0, buyback: 0 }));
      store.customers = [];
      store.ticket = 1000;
      store.receipt = 1000;
      store.salesDue = new Map();
    }
    /** Index into `dates` of the store-local day holding instant `at`. */
    const dayOf = (store, at) => {
      let lo = 0;
      let hi = store.midnights.length - 1;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (at >= store.midnights[mid]) lo = mid;
        else hi = mid;
      }
      return lo;
    };

    // How busy each store-day is: the store's size, the weekday, and a chain growing over time.
    const lastDay = Math.max(...stores.map((s) => s.today));
    const demand = stores.map((store) =>
      dates.map((date, d) => {
        if (d > store.today || store.midnights[d] < start) return 0;
        const weekday = WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()];
        const growth = 0.8 + 0.4 * (d / lastDay);
        // Today is only partly gone.
        const part = d === store.today ? Math.min(1, (now - store.midnights[d]) / DAY) : 1;
        return store.weight * weekday * growth * part;
      }),
    );
    const totalDemand = demand.flat().reduce((a, v) => a + v, 0);
    const share = (target, s, d) => Math.floor((target * demand[s][d]) / totalDemand + rnd());
    const walkInSales = Math.round(counts.sales - counts.buybacks * 0.75);
    const newCustomerChance = Math.min(1, counts.customers / counts.repairs);
    /** An instant within the store's opening hours (9 AM to 7 PM) on day `d`, not after now. */
    const openHours = (store, d, from = 9, to = 19) =>
      Math.min(now - 1000, store.midnights[d] + between(from, to) * HOUR);

    const sale = (store, at, fields) => {
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
        created_by: store.counter,
        created_at: iso(at),
        ...fields,
      });
      store.recorded[dayOf(store, at)].sale += fields.price_cents;
      activity(at, store.counter, store.id, 'sale.create', 'device_sale', id);
      made.sales += 1;
      return id;
    };

    for (let d = 0; d < dates.length; d += 1) {
      for (const [s, store] of stores.entries()) {
        if (d > store.today) continue;
        // Sign-ins of the day: the counter twice, the manager once, now and then a typo.
        if (demand[s][d] > 0) {
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
          let customer = store.customers.length ? pick(store.customers) : null;
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
          let steps = [
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
            pickup_signature_id: status === 'picked_up' ? store.signature : null,
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
          let from = null;
          for (const [to, when] of [['received', at], ...steps]) {
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
            store.recorded[dayOf(store, collected)].repair += cents;
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
            id_photo_id: null,
            created_by: store.counter,
            created_at: iso(at),
          });
          store.recorded[d].buyback += cents;
          activity(at, store.counter, store.id, 'buyback.create', 'device_purchase', id);
          made.buybacks += 1;
          // Most devices sell on within ten days at a margin; the rest is the ageing stock.
          const soldAt = at + between(2, 10) * DAY;
          const willSell = rnd() < 0.75 && soldAt < now;
          const item = {
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
            if (!store.salesDue.has(due)) store.salesDue.set(due, []);
            store.salesDue.get(due).push({ item, at: soldAt });
          }
        }

        // Sales of the day: the stock items that sell today, then walk-in sales of new devices.
        const today = [];
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
    const signsInAnyHour = (s) => s === 0 || s === stores.length - 1;
    for (const [s, store] of stores.entries()) {
      for (let d = 0; d < store.today; d += 1) {
        if (demand[s][d] === 0 || rnd() < 0.04 || (signsInAnyHour(s) && d === store.today - 1))
          continue;
        const rec = store.recorded[d];
        const typo = rnd() < 0.05 ? 100 * Math.round(between(-50, 50)) : 0;
        const takings = rec.repair + rec.sale;
        const cash = Math.round(takings * between(0.25, 0.45));
        const late = rnd() < 0.06;
        const submitted = late
          ? store.midnights[d + 1] + between(9, 12) * HOUR
          : store.midnights[d] + between(19.5, 21.5) * HOUR;
        const blockedUntil = store.midnights[d + 1] + 8 * HOUR;
        const id = uuidv7(submitted);
        insert('daily_reports', {
          id,
          store_id: store.id,
          business_date: dates[d],
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
          report_date: dates[d],
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
        const date = addDays(dates[store.today], back);
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
