// The organisation: regions, their stores with a counter and a manager each, the stores' photo and
// signature files, the regional and area managers, the admin and the CEO.
import { DEFAULT_BUSINESS_DAY_END_HOUR } from '../../src/shared/business-day';
import { DEFAULT_LABEL_PRINTER, DEFAULT_RECEIPT_PRINTER } from '../../src/shared/printing';
import type { Role } from '../../src/shared/roles';
import type { SeedContext, SeedStore } from './seed-context';
import { BRANDS, DAY, hex, nth, REGIONS, uuidv7 } from './seed-vocabulary';
import { DEFAULT_STORE_MONEY_COLUMNS } from '../../src/server/features/org/store-money-columns';
import { DEFAULT_STORE_RULE_COLUMNS } from '../../src/server/features/org/store-rules-columns';

/** The usernames to sign in with, by role. */
export interface SeedLogins {
  admin: string;
  ceo: string;
  regional: string[];
  area: string[];
  manager: string[];
  store: string[];
}

export function seedOrganisation(
  c: SeedContext,
  passwordHash: string,
): { stores: SeedStore[]; logins: SeedLogins; adminId: string } {
  const { counts, start, createdAt, rnd, insert, made } = c;
  const logins: SeedLogins = {
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
        ...DEFAULT_STORE_MONEY_COLUMNS,
        ...DEFAULT_STORE_RULE_COLUMNS,
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
        // seed-calendar.ts fills in the calendar once every store exists.
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
  return { stores, logins, adminId };
}
