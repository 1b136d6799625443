import { BRANDS, findModel } from './index';

/**
 * US launch prices of common models: [storage of the base model in GB, launch price in USD].
 * Sources are the makers' own launch announcements as remembered; carrier deals are ignored.
 * Models not listed here are valued from a brand estimate with a lower confidence.
 */
type LaunchPrice = readonly [baseGb: number, usd: number];

const APPLE: Record<string, LaunchPrice> = {
  'iPhone 17 Pro Max': [256, 1199],
  'iPhone 17 Pro': [256, 1099],
  'iPhone Air': [256, 999],
  'iPhone 17': [256, 799],
  'iPhone 16e': [128, 599],
  'iPhone 16 Pro Max': [256, 1199],
  'iPhone 16 Pro': [128, 999],
  'iPhone 16 Plus': [128, 899],
  'iPhone 16': [128, 799],
  'iPhone 15 Pro Max': [256, 1199],
  'iPhone 15 Pro': [128, 999],
  'iPhone 15 Plus': [128, 899],
  'iPhone 15': [128, 799],
  'iPhone 14 Pro Max': [128, 1099],
  'iPhone 14 Pro': [128, 999],
  'iPhone 14 Plus': [128, 899],
  'iPhone 14': [128, 799],
  'iPhone SE (3rd generation)': [64, 429],
  'iPhone 13 Pro Max': [128, 1099],
  'iPhone 13 Pro': [128, 999],
  'iPhone 13': [128, 799],
  'iPhone 13 mini': [128, 699],
  'iPhone 12 Pro Max': [128, 1099],
  'iPhone 12 Pro': [128, 999],
  'iPhone 12': [64, 799],
  'iPhone 12 mini': [64, 699],
  'iPhone SE (2nd generation)': [64, 399],
  'iPhone 11 Pro Max': [64, 1099],
  'iPhone 11 Pro': [64, 999],
  'iPhone 11': [64, 699],
  'iPhone XS Max': [64, 1099],
  'iPhone XS': [64, 999],
  'iPhone XR': [64, 749],
  'iPhone X': [64, 999],
  'iPhone 8 Plus': [64, 799],
  'iPhone 8': [64, 699],
};

const SAMSUNG: Record<string, LaunchPrice> = {
  'Galaxy Z Fold7': [256, 1999],
  'Galaxy Z Flip7': [256, 1099],
  'Galaxy Z Flip7 FE': [128, 899],
  'Galaxy S25 Ultra': [256, 1299],
  'Galaxy S25 Edge': [256, 1099],
  'Galaxy S25+': [256, 999],
  'Galaxy S25': [128, 799],
  'Galaxy S25 FE': [128, 649],
  'Galaxy A56 5G': [128, 499],
  'Galaxy A36 5G': [128, 399],
  'Galaxy A26 5G': [128, 299],
  'Galaxy A17 5G': [128, 199],
  'Galaxy Z Fold6': [256, 1899],
  'Galaxy Z Flip6': [256, 1099],
  'Galaxy S24 Ultra': [256, 1299],
  'Galaxy S24+': [256, 999],
  'Galaxy S24': [128, 799],
  'Galaxy S24 FE': [128, 649],
  'Galaxy A35 5G': [128, 399],
  'Galaxy A16 5G': [128, 199],
  'Galaxy Z Fold5': [256, 1799],
  'Galaxy Z Flip5': [256, 999],
  'Galaxy S23 Ultra': [256, 1199],
  'Galaxy S23+': [256, 999],
  'Galaxy S23': [128, 799],
  'Galaxy S23 FE': [128, 599],
  'Galaxy A54 5G': [128, 449],
  'Galaxy A25 5G': [128, 299],
  'Galaxy A15 5G': [128, 199],
  'Galaxy A14 5G': [64, 199],
  'Galaxy Z Fold4': [256, 1799],
  'Galaxy Z Flip4': [128, 999],
  'Galaxy S22 Ultra': [128, 1199],
  'Galaxy S22+': [128, 999],
  'Galaxy S22': [128, 799],
  'Galaxy S21 FE 5G': [128, 699],
  'Galaxy A53 5G': [128, 449],
  'Galaxy Z Fold3 5G': [256, 1799],
  'Galaxy Z Flip3 5G': [128, 999],
  'Galaxy S21 Ultra 5G': [128, 1199],
  'Galaxy S21+ 5G': [128, 999],
  'Galaxy S21 5G': [128, 799],
  'Galaxy Note20 Ultra 5G': [128, 1299],
  'Galaxy Note20 5G': [128, 999],
  'Galaxy S20 Ultra 5G': [128, 1399],
  'Galaxy S20+ 5G': [128, 1199],
  'Galaxy S20 5G': [128, 999],
  'Galaxy S20 FE 5G': [128, 699],
};

const GOOGLE: Record<string, LaunchPrice> = {
  'Pixel 10 Pro Fold': [256, 1799],
  'Pixel 10 Pro XL': [256, 1199],
  'Pixel 10 Pro': [128, 999],
  'Pixel 10': [128, 799],
  'Pixel 9a': [128, 499],
  'Pixel 9 Pro Fold': [256, 1799],
  'Pixel 9 Pro XL': [128, 1099],
  'Pixel 9 Pro': [128, 999],
  'Pixel 9': [128, 799],
  'Pixel 8a': [128, 499],
  'Pixel Fold': [256, 1799],
  'Pixel 8 Pro': [128, 999],
  'Pixel 8': [128, 699],
  'Pixel 7a': [128, 499],
  'Pixel 7 Pro': [128, 899],
  'Pixel 7': [128, 599],
  'Pixel 6a': [128, 449],
  'Pixel 6 Pro': [128, 899],
  'Pixel 6': [128, 599],
};

const ONEPLUS: Record<string, LaunchPrice> = {
  'OnePlus 15': [256, 899],
  'OnePlus 13R': [256, 599],
  'OnePlus 13': [256, 899],
  'OnePlus 12R': [128, 499],
  'OnePlus 12': [256, 799],
  'OnePlus Open': [512, 1699],
  'OnePlus 11': [128, 699],
  'Nord N30 5G': [128, 299],
  'OnePlus 10T': [128, 649],
  'OnePlus 10 Pro': [128, 899],
  'OnePlus 9 Pro': [256, 1069],
  'OnePlus 9': [128, 729],
};

const MOTOROLA: Record<string, LaunchPrice> = {
  'Razr Ultra (2025)': [512, 1299],
  'Razr+ (2025)': [256, 999],
  'Razr (2025)': [256, 699],
  'Edge (2025)': [256, 549],
  'Moto G Stylus (2025)': [128, 399],
  'Moto G Power (2025)': [128, 299],
  'Moto G (2025)': [128, 199],
  'Razr+ (2024)': [256, 999],
  'Razr (2024)': [128, 699],
  'Edge (2024)': [256, 549],
  'Moto G Stylus 5G (2024)': [128, 399],
  'Moto G Power 5G (2024)': [128, 299],
  'Razr+ (2023)': [256, 999],
  'Razr (2023)': [128, 699],
  'Edge+ (2023)': [512, 799],
};

const NOTHING: Record<string, LaunchPrice> = {
  'Phone (3)': [256, 799],
  'Phone (3a) Pro': [256, 459],
  'Phone (3a)': [128, 379],
  'Phone (2a)': [128, 349],
  'Phone (2)': [128, 599],
};

/**
 * Maps, because brand and model names arrive typed by people: looked up in a plain object,
 * "constructor" or "toString" would find an inherited function and price the device at NaN.
 */
const PRICES = new Map<string, ReadonlyMap<string, LaunchPrice>>(
  Object.entries({
    Apple: APPLE,
    Samsung: SAMSUNG,
    Google: GOOGLE,
    OnePlus: ONEPLUS,
    Motorola: MOTOROLA,
    Nothing: NOTHING,
  }).map(([brand, models]) => [brand, new Map(Object.entries(models))]),
);

/** A typical launch price for a brand's phones, for models the table does not list. */
const BRAND_ESTIMATES = new Map<string, number>(
  Object.entries({
    Apple: 799,
    Samsung: 599,
    Google: 599,
    OnePlus: 599,
    Xiaomi: 449,
    Sony: 699,
    Huawei: 599,
    Nothing: 449,
    Fairphone: 599,
    Asus: 699,
    Honor: 499,
    Oppo: 499,
    Vivo: 449,
    Motorola: 299,
    LG: 399,
    Nokia: 199,
    Realme: 299,
    TCL: 199,
    Alcatel: 129,
    Lenovo: 249,
    ZTE: 199,
  }),
);
const UNKNOWN_BRAND_ESTIMATE = 299;

const gbOf = (storage: string): number | null => {
  const m = /^(\d+)(GB|TB)$/.exec(storage);
  return m ? Number(m[1]) * (m[2] === 'TB' ? 1024 : 1) : null;
};

/**
 * Launch price for a storage size other than the base one. Makers charge about $100 for the
 * first step up and $200 for each step beyond 256GB; a smaller size than the base sold for less.
 */
export function priceForStorage([baseGb, usd]: LaunchPrice, storage: string | undefined): number {
  const gb = storage ? gbOf(storage) : null;
  if (!gb || gb === baseGb) return usd;
  let price = usd;
  if (gb > baseGb) {
    for (let size = baseGb * 2; size <= gb; size *= 2) price += size <= 256 ? 100 : 200;
  } else {
    for (let size = baseGb / 2; size >= gb; size /= 2) price -= 50;
  }
  return price;
}

export type CataloguePrice = {
  /** Launch price in USD for the storage asked (or the base storage when none was given). */
  launchPrice: number;
  /** True when the model is in the price table; false for a brand estimate. */
  listed: boolean;
  /** Release year from the device catalogue, when it knows the model. */
  releaseYear: number | null;
};

/** What the device cost new, from the price table or, failing that, a brand estimate. */
export function cataloguePrice(brand: string, model: string, storage?: string): CataloguePrice {
  const known = findModel(brand, model);
  const releaseYear = known?.releaseYear ?? null;
  const brandName = BRANDS.find((b) => b.toLowerCase() === brand.trim().toLowerCase()) ?? brand;
  const entry = known ? PRICES.get(brandName)?.get(known.name) : undefined;
  if (entry) return { launchPrice: priceForStorage(entry, storage), listed: true, releaseYear };
  return {
    launchPrice: BRAND_ESTIMATES.get(brandName) ?? UNKNOWN_BRAND_ESTIMATE,
    listed: false,
    releaseYear,
  };
}

/**
 * Every priced model with its base storage in GB, for the tests that keep the table in step with
 * the catalogue's models and the storage sizes they shipped with.
 */
export const PRICED_MODELS: readonly { brand: string; model: string; baseGb: number }[] = [
  ...PRICES.entries(),
].flatMap(([brand, models]) =>
  [...models.entries()].map(([model, [baseGb]]) => ({ brand, model, baseGb })),
);
