import { newId } from '../../shared/ids';
import type { Deps } from '../deps';

/** A demo catalogue line: costs and prices in dollars, the models a part fits. */
export type DemoItem = {
  sku: string;
  name: string;
  kind: 'part' | 'accessory';
  cost: number;
  price: number;
  fits: [brand: string, model: string][];
  barcode?: string;
};

/** The GS1 check digit that completes 12 digits into an EAN-13 barcode. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const PHONES: [brand: string, model: string, code: string, screen: number][] = [
  ['Apple', 'iPhone 12', 'IP12', 62],
  ['Apple', 'iPhone 13', 'IP13', 78],
  ['Apple', 'iPhone 14', 'IP14', 92],
  ['Apple', 'iPhone 15', 'IP15', 118],
  ['Samsung', 'Galaxy S22', 'GS22', 96],
  ['Samsung', 'Galaxy S23', 'GS23', 124],
  ['Samsung', 'Galaxy S24', 'GS24', 148],
  ['Google', 'Pixel 7', 'PX7', 74],
  ['Google', 'Pixel 8', 'PX8', 88],
];

/** A screen, a battery and a charging port for each popular model: what a bench goes through. */
const PARTS: DemoItem[] = PHONES.flatMap(([brand, model, code, screen]) => [
  {
    sku: `SCR-${code}`,
    name: `${model} screen (OLED)`,
    kind: 'part' as const,
    cost: screen,
    price: Math.round(screen * 1.9) - 0.01,
    fits: [[brand, model]],
  },
  {
    sku: `BAT-${code}`,
    name: `${model} battery`,
    kind: 'part' as const,
    cost: Math.round(screen * 0.22),
    price: Math.round(screen * 0.22 * 2.6) - 0.01,
    fits: [[brand, model]],
  },
  {
    sku: `PORT-${code}`,
    name: `${model} charging port`,
    kind: 'part' as const,
    cost: Math.round(screen * 0.12),
    price: Math.round(screen * 0.12 * 3) - 0.01,
    fits: [[brand, model]],
  },
]);

const iphones = (...models: string[]) => models.map((m): [string, string] => ['Apple', m]);

/** What the counter sells beside repairs, each with the barcode the scanner reads. */
const ACCESSORIES: Omit<DemoItem, 'barcode' | 'kind'>[] = [
  { sku: 'CBL-USBC-1M', name: 'USB-C to USB-C cable, 1 m', cost: 3.2, price: 14.99, fits: [] },
  { sku: 'CBL-USBC-2M', name: 'USB-C to USB-C cable, 2 m', cost: 4.1, price: 19.99, fits: [] },
  { sku: 'CBL-LTG-1M', name: 'USB-C to Lightning cable, 1 m', cost: 4.5, price: 19.99, fits: [] },
  { sku: 'CHG-20W', name: '20 W USB-C wall charger', cost: 6.5, price: 24.99, fits: [] },
  { sku: 'CHG-45W', name: '45 W USB-C fast charger', cost: 11.8, price: 39.99, fits: [] },
  { sku: 'CHG-CAR', name: 'Dual USB car charger', cost: 5.2, price: 19.99, fits: [] },
  {
    sku: 'CASE-IP15',
    name: 'iPhone 15 clear case',
    cost: 4.4,
    price: 24.99,
    fits: iphones('iPhone 15'),
  },
  {
    sku: 'CASE-IP14',
    name: 'iPhone 14 clear case',
    cost: 4.4,
    price: 24.99,
    fits: iphones('iPhone 14'),
  },
  {
    sku: 'CASE-IP13',
    name: 'iPhone 13 rugged case',
    cost: 5.9,
    price: 29.99,
    fits: iphones('iPhone 13'),
  },
  {
    sku: 'CASE-GS24',
    name: 'Galaxy S24 clear case',
    cost: 4.4,
    price: 24.99,
    fits: [['Samsung', 'Galaxy S24']],
  },
  {
    sku: 'GLS-IP15',
    name: 'iPhone 15 tempered glass protector',
    cost: 1.6,
    price: 19.99,
    fits: iphones('iPhone 15'),
  },
  {
    sku: 'GLS-IP14',
    name: 'iPhone 14 tempered glass protector',
    cost: 1.6,
    price: 19.99,
    fits: iphones('iPhone 14'),
  },
  {
    sku: 'GLS-IP13',
    name: 'iPhone 13 tempered glass protector',
    cost: 1.5,
    price: 17.99,
    fits: iphones('iPhone 13'),
  },
  {
    sku: 'GLS-GS24',
    name: 'Galaxy S24 screen protector',
    cost: 1.9,
    price: 19.99,
    fits: [['Samsung', 'Galaxy S24']],
  },
];

/** About forty items: 27 parts for nine models and 14 accessories with EAN-13 barcodes. */
export const DEMO_CATALOGUE: DemoItem[] = [
  ...PARTS,
  ...ACCESSORIES.map((a, i) => ({
    ...a,
    kind: 'accessory' as const,
    barcode: ean13(`08412345${String(100 + i).padStart(4, '0')}`),
  })),
];

/** Writes the catalogue as the office would have imported it; answers each SKU's item id. */
export async function seedDemoCatalogue(deps: Deps): Promise<Map<string, string>> {
  const at = deps.clock.now().toISOString();
  const ids = new Map<string, string>();
  for (const item of DEMO_CATALOGUE) {
    const id = newId();
    ids.set(item.sku, id);
    await deps.db
      .insertInto('catalog_items')
      .values({
        id,
        sku: item.sku,
        name: item.name,
        name_key: item.name.toLowerCase(),
        kind: item.kind,
        barcode: item.barcode ?? null,
        cost_cents: Math.round(item.cost * 100),
        price_cents: Math.round(item.price * 100),
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (item.fits.length) {
      await deps.db
        .insertInto('catalog_item_fits')
        .values(
          item.fits.map(([brand, model]) => ({
            item_id: id,
            device_brand: brand,
            device_model: model,
          })),
        )
        .execute();
    }
  }
  return ids;
}
