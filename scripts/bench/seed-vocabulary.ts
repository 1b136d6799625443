// What the bench chain is made of: its regions, brands, names, devices, jobs and trade-ins, and the
// small helpers that turn a seeded random stream into ids and instants (the random stream itself
// and store-local days come from the app's own src/server/demo/random.ts and src/shared/time.ts).
import { randomBytes } from 'node:crypto';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const REGIONS: readonly { name: string; zone: string; area: readonly number[] }[] = [
  { name: 'Northeast', zone: 'America/New_York', area: [212, 617, 215, 202, 973] },
  { name: 'Midwest', zone: 'America/Chicago', area: [312, 214, 612, 816, 713] },
  { name: 'Mountain', zone: 'America/Denver', area: [303, 801, 505, 406, 307] },
  { name: 'Desert', zone: 'America/Phoenix', area: [602, 480, 520, 623, 928] },
  { name: 'West', zone: 'America/Los_Angeles', area: [213, 415, 206, 503, 619] },
  { name: 'Southeast', zone: 'America/New_York', area: [404, 305, 704, 615, 813] },
  { name: 'Alaska', zone: 'America/Anchorage', area: [907, 907, 907, 907, 907] },
];
/** Brand and company name a store trades under. */
export const BRANDS: readonly (readonly [string, string])[] = [
  ['Techy', 'TECHY'],
  ['Cellairis', 'CELLAIRIS'],
  ['DeviceZone', 'DEVICEZONE'],
  ['iFixAndRepair', 'IFIXANDREPAIR'],
  ['TekCell', 'TEKCELL'],
];
export const DEVICES: readonly (readonly [brand: string, model: string])[] = [
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
export const JOBS: readonly (readonly [
  type: string,
  problem: string,
  low: number,
  high: number,
])[] = [
  ['Screen replacement', 'Cracked screen after a drop, touch works', 129, 329],
  ['Battery replacement', 'Battery drains by early afternoon', 69, 109],
  ['Charging port', 'Only charges at an angle', 59, 99],
  ['Back glass', 'Back glass shattered', 79, 149],
  ['Camera', 'Rear camera blurry, lens cracked', 89, 179],
  ['Water damage', 'Dropped in water, will not turn on', 99, 199],
  ['Software / data', 'Stuck on the logo after an update', 49, 89],
];
/** Used devices bought back: brand, model, storage, payout range in dollars. */
export const TRADE_INS: readonly (readonly [
  brand: string,
  model: string,
  storage: string,
  low: number,
  high: number,
])[] = [
  ['Apple', 'iPhone 15 Pro', '256GB', 480, 620],
  ['Apple', 'iPhone 14', '128GB', 240, 330],
  ['Apple', 'iPhone 13', '128GB', 170, 250],
  ['Samsung', 'Galaxy S24 Ultra', '256GB', 450, 600],
  ['Samsung', 'Galaxy S23', '128GB', 200, 290],
  ['Google', 'Pixel 8', '128GB', 190, 260],
];
export const CONDITIONS = ['excellent', 'good', 'good', 'fair', 'poor'];
export const COLORS = ['Black', 'White', 'Blue', 'Midnight', 'Silver'];
/** The `i`th entry of a list the caller knows is long enough (an index past its end is a bug). */
export function nth<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`no entry ${i} in a list of ${list.length}`);
  return value;
}

/** Busier weekends, a quiet Sunday: Sunday first, as Date#getUTCDay counts. */
export const WEEKDAY = [0.6, 0.9, 0.95, 1, 1.05, 1.2, 1.4];

/** Random hex taken from a large buffer: a million ids would spend seconds in small randomBytes calls. */
function hexPool(): (length: number) => string {
  let pool = '';
  let at = 0;
  return (length: number) => {
    if (at + length > pool.length) {
      pool = randomBytes(1 << 20).toString('hex');
      at = 0;
    }
    at += length;
    return pool.slice(at - length, at);
  };
}
export const hex = hexPool();

/** A UUIDv7 for the instant `ms`, like src/shared/ids.ts makes: rows sort by time as the app's do. */
export function uuidv7(ms: number): string {
  const t = Math.floor(ms).toString(16).padStart(12, '0');
  const r = hex(19);
  const variant = (8 + (parseInt(r.charAt(3), 16) & 3)).toString(16);
  return `${t.slice(0, 8)}-${t.slice(8)}-7${r.slice(0, 3)}-${variant}${r.slice(4, 7)}-${r.slice(7)}`;
}

export const statusToken = (): string => Buffer.from(hex(36), 'hex').toString('base64url');
export const iso = (ms: number): string => new Date(ms).toISOString();

export { FIRST, LAST } from '../../src/server/demo/names';
