import { BRANDS, type Brand } from './brands';
import type { Storage } from '../devices';
import type { DeviceModel } from './types';
import { appleModels } from './models/apple';
import { samsungModels } from './models/samsung';
import { googleModels } from './models/google';
import { oneplusModels } from './models/oneplus';
import { xiaomiModels } from './models/xiaomi';
import { sonyModels } from './models/sony';
import { lgModels } from './models/lg';
import { huaweiModels } from './models/huawei';
import { motorolaModels } from './models/motorola';
import { nokiaModels } from './models/nokia';
import { nothingModels } from './models/nothing';
import { fairphoneModels } from './models/fairphone';
import { asusModels } from './models/asus';
import { tclModels } from './models/tcl';
import { honorModels } from './models/honor';
import { oppoModels } from './models/oppo';
import { vivoModels } from './models/vivo';
import { realmeModels } from './models/realme';
import { alcatelModels } from './models/alcatel';
import { blackberryModels } from './models/blackberry';
import { htcModels } from './models/htc';
import { lenovoModels } from './models/lenovo';
import { zteModels } from './models/zte';
import { catModels } from './models/cat';
import { kyoceraModels } from './models/kyocera';
import { sonimModels } from './models/sonim';
import { garminModels } from './models/garmin';
import { unihertzModels } from './models/unihertz';
import { agmModels } from './models/agm';

export { BRANDS, type Brand } from './brands';
export type { DeviceKind, DeviceModel } from './types';

/** Typed as a Record so that adding a brand to BRANDS without its list fails to compile. */
const MODELS: Record<Brand, readonly DeviceModel[]> = {
  Apple: appleModels,
  Samsung: samsungModels,
  Google: googleModels,
  OnePlus: oneplusModels,
  Xiaomi: xiaomiModels,
  Sony: sonyModels,
  LG: lgModels,
  Huawei: huaweiModels,
  Motorola: motorolaModels,
  Nokia: nokiaModels,
  Nothing: nothingModels,
  Fairphone: fairphoneModels,
  Asus: asusModels,
  TCL: tclModels,
  Honor: honorModels,
  Oppo: oppoModels,
  Vivo: vivoModels,
  Realme: realmeModels,
  Alcatel: alcatelModels,
  BlackBerry: blackberryModels,
  HTC: htcModels,
  Lenovo: lenovoModels,
  ZTE: zteModels,
  Cat: catModels,
  Kyocera: kyoceraModels,
  Sonim: sonimModels,
  Garmin: garminModels,
  Unihertz: unihertzModels,
  AGM: agmModels,
};

/**
 * Drops accents so "fenix" finds "fēnix", and spells "+" out so "S25+" stays distinct from "S25"
 * once punctuation is ignored, yet "s25 plus" still finds it.
 */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\+/g, ' plus ');
}

/**
 * Query words split on spaces only: punctuation inside a word is dropped rather than splitting
 * it, so "8.3" means "83" and does not match every name with an 8 and a 3 somewhere.
 */
function queryWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word !== '');
}

function compact(text: string): string {
  return fold(text).replace(/[^a-z0-9]/g, '');
}

type Searchable = { compact: string; tokens: string[] };

function searchable(name: string): Searchable {
  const tokens = fold(name)
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== '');
  return { compact: tokens.join(''), tokens };
}

/**
 * True when `word` is a run of prefixes of consecutive tokens starting at `token`, which is how
 * people abbreviate model names: "s24u" is S24 + U(ltra), "16pm" is 16 + P(ro) + M(ax). Numbers
 * are never abbreviated, so a token cut short before a digit cannot be followed by the next one;
 * otherwise "a15" would find the A17 5G as A1(7) + 5(G).
 */
function spansPrefixes(word: string, tokens: readonly string[], token: number): boolean {
  if (word === '') return true;
  const current = tokens[token];
  if (current === undefined) return false;
  let shared = 0;
  while (shared < word.length && shared < current.length && word[shared] === current[shared]) {
    shared += 1;
  }
  if (shared === word.length) return true;
  for (let take = shared; take > 0; take -= 1) {
    if (/\d/.test(current.slice(take))) continue;
    if (spansPrefixes(word.slice(take), tokens, token + 1)) return true;
  }
  return false;
}

function matchesWord(target: Searchable, word: string): boolean {
  if (target.compact.includes(word)) return true;
  return target.tokens.some((_, start) => spansPrefixes(word, target.tokens, start));
}

function matchesAll(target: Searchable, query: readonly string[]): boolean {
  return query.every((word) => matchesWord(target, word));
}

/** Built lazily: most sessions search one or two brands, not all 800-odd names. */
const searchIndex = new Map<Brand, readonly Searchable[]>();

function indexOf(brand: Brand): readonly Searchable[] {
  let entries = searchIndex.get(brand);
  if (!entries) {
    entries = MODELS[brand].map((model) => searchable(model.name));
    searchIndex.set(brand, entries);
  }
  return entries;
}

const brandsByKey = new Map<string, Brand>(BRANDS.map((brand) => [compact(brand), brand]));

/**
 * Tolerates case and spacing ("oneplus", "One Plus") because brands also arrive from imports and
 * older records, not only from the picker.
 */
function resolveBrand(name: string): Brand | undefined {
  return brandsByKey.get(compact(name));
}

/** Exact spelling only: it narrows the type, so anything it accepts must already be canonical. */
export function isKnownBrand(name: string): name is Brand {
  return (BRANDS as readonly string[]).includes(name);
}

/** The brand's models, newest first and ending with 'Other'; empty for an unknown brand. */
export function modelsOf(brand: string): readonly DeviceModel[] {
  const known = resolveBrand(brand);
  return known ? MODELS[known] : [];
}

/** Each brand's models by their compacted name, built on first use (valuations look up many). */
const byCompactName = new Map<Brand, ReadonlyMap<string, DeviceModel>>();

/** Looks a model up ignoring case, spacing and punctuation, so "iphone 16 pro max" finds it. */
export function findModel(brand: string, model: string): DeviceModel | undefined {
  const key = compact(model);
  const known = resolveBrand(brand);
  if (key === '' || !known) return undefined;
  let names = byCompactName.get(known);
  if (!names) {
    // The first of two names that compact alike wins, as a search through the list would find it.
    names = new Map([...MODELS[known]].reverse().map((m) => [compact(m.name), m]));
    byCompactName.set(known, names);
  }
  return names.get(key);
}

/**
 * The storage sizes the model shipped with, smallest first; null when the catalogue does not know
 * the model or its sizes, in which case any size is plausible.
 */
export function shippedStorages(brand: string, model: string): readonly Storage[] | null {
  return findModel(brand, model)?.storages ?? null;
}

function spokenList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * Why `storage` is refused for the model ("The Galaxy S24 Ultra was not sold with 64GB: choose
 * 256GB, 512GB or 1TB"), or null when the model shipped with it or its sizes are unknown.
 */
export function unshippedStorageMessage(
  brand: string,
  model: string,
  storage: string,
): string | null {
  const known = findModel(brand, model);
  const storages = known?.storages;
  if (!known || !storages || (storages as readonly string[]).includes(storage)) return null;
  return `The ${known.name} was not sold with ${storage}: choose ${spokenList(storages)}`;
}

/**
 * Models of `brand` matching every word of `query`, in catalogue order (newest first) rather than
 * by score, so the picker barely reshuffles as the user types; only a model the query names
 * whole ("15 pro" names the iPhone 15 Pro, not the 15 Pro Max) comes first, so the top entry
 * (what Enter picks) is the one typed. An empty query lists everything.
 */
export function searchModels(
  brand: string,
  query: string,
  limit: number = Number.POSITIVE_INFINITY,
): DeviceModel[] {
  const known = resolveBrand(brand);
  if (!known || limit <= 0) return [];
  const wanted = queryWords(query);
  const whole = wanted.join('');
  const entries = indexOf(known);
  const named: DeviceModel[] = [];
  const others: DeviceModel[] = [];
  MODELS[known].forEach((model, i) => {
    const entry = entries[i];
    if (!entry || !matchesAll(entry, wanted)) return;
    (whole !== '' && namesWhole(entry, whole) ? named : others).push(model);
  });
  return [...named, ...others].slice(0, limit);
}

/** True when the query, run together, is the model's name from one of its words to the end. */
function namesWhole(entry: Searchable, whole: string): boolean {
  return entry.tokens.some((_, i) => entry.tokens.slice(i).join('') === whole);
}

/** Brands matching every word of `query`, in their fixed order (docs/product.md, Fields). */
export function searchBrands(query: string): Brand[] {
  const wanted = queryWords(query);
  return BRANDS.filter((brand) => matchesAll(searchable(brand), wanted));
}
