// The bench chain's parts and accessories (issue 19): a catalogue of 5,000 items, each store
// stocking a share of it, and a million movements (deliveries in, parts used, accessories sold,
// a few count adjustments) over the history. Each store's summary row is the fold of its
// movements by the app's own rules (src/shared/stock-rules.ts), as the app keeps it.
import {
  applyMovement,
  EMPTY_LEVEL,
  type MovementKind,
  type StockLevel,
} from '../../src/shared/stock-rules';
import type { SeedContext, SeedStore } from './seed-context';
import { DEVICES, iso, uuidv7 } from './seed-vocabulary';

export interface StockCounts {
  items: number;
  movements: number;
}

export const DEFAULT_STOCK: StockCounts = { items: 5_000, movements: 1_000_000 };

const PARTS = [
  'Screen (OLED)',
  'Screen (LCD)',
  'Battery',
  'Charging port',
  'Back glass',
  'Camera lens',
  'Speaker',
];
const ACCESSORIES = [
  'Clear case',
  'Rugged case',
  'Wallet case',
  'Glass protector',
  'Privacy protector',
  'USB-C cable',
  'Wall charger',
];

/** A valid EAN-13 from twelve digits (the check digit a scanner verifies). */
export function ean13(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** What the benchmark looks items up by: a barcode, a word of a name, and a store that has them. */
export interface StockSample {
  barcode: string;
  nameWord: string;
}

export function seedStock(c: SeedContext, stores: SeedStore[], counts: StockCounts): StockSample {
  const items: { id: string; cost: number; part: boolean }[] = [];
  const at = iso(c.start);
  for (let i = 0; i < counts.items; i += 1) {
    const part = i % 2 === 0;
    const [brand, model] = DEVICES[i % DEVICES.length]!;
    const word = (part ? PARTS : ACCESSORIES)[Math.floor(i / DEVICES.length) % 7]!;
    const name = `${model} ${word} ${String(i).padStart(4, '0')}`;
    const cost = Math.round(c.between(part ? 800 : 150, part ? 9000 : 1500));
    const id = uuidv7(c.start + i);
    c.insert('catalog_items', {
      id,
      sku: `SKU-${String(i).padStart(5, '0')}`,
      name,
      name_key: name.toLowerCase(),
      kind: part ? 'part' : 'accessory',
      barcode: ean13(`40${String(i).padStart(10, '0')}`),
      cost_cents: cost,
      price_cents: Math.round(cost * c.between(1.8, 3)),
      taxed: 1,
      active: 1,
      created_by: null,
      created_at: at,
      updated_at: at,
    });
    if (part)
      c.insert('catalog_item_fits', { item_id: id, device_brand: brand, device_model: model });
    items.push({ id, cost, part });
  }

  // Each store stocks about 40 % of the catalogue; the movements are shared out over its rows.
  const perStore = Math.round(counts.items * 0.4);
  const movesPerRow = Math.max(2, Math.round(counts.movements / (stores.length * perStore)));
  const span = c.now - c.start;
  let made = 0;
  for (const store of stores) {
    const offset = Math.floor(c.rnd() * items.length);
    for (let k = 0; k < perStore; k += 1) {
      const item = items[(offset + k * 7) % items.length]!;
      let level: StockLevel = EMPTY_LEVEL;
      let lastOut: string | null = null;
      for (let m = 0; m < movesPerRow; m += 1) {
        const when = c.start + Math.floor(((m + c.rnd()) / movesPerRow) * span);
        const incoming = level.onHand === 0 || m % 4 === 0;
        const kind: MovementKind = incoming
          ? 'received'
          : m % 9 === 0
            ? 'count'
            : item.part
              ? 'used'
              : 'sold';
        const quantity = incoming
          ? 2 + Math.floor(c.rnd() * 8)
          : -Math.min(level.onHand, 1 + Math.floor(c.rnd() * 2));
        const applied = applyMovement(
          level,
          { quantity, unitCostCents: incoming ? item.cost : undefined },
          item.cost,
        );
        if (!applied || quantity === 0) continue;
        level = applied.level;
        if (quantity < 0) lastOut = iso(when);
        c.insert('stock_movements', {
          id: uuidv7(when),
          store_id: store.id,
          item_id: item.id,
          kind,
          quantity,
          unit_cost_cents: applied.unitCostCents,
          value_cents: applied.valueCents,
          on_hand_after: level.onHand,
          reason: null,
          repair_id: null,
          counter_sale_id: null,
          purchase_order_id: null,
          transfer_id: null,
          count_id: null,
          batch_id: uuidv7(when),
          batch_part: 0,
          created_by: store.counter,
          created_at: iso(when),
        });
        made += 1;
      }
      c.insert('store_stock', {
        store_id: store.id,
        item_id: item.id,
        on_hand: level.onHand,
        reserved: 0,
        value_cents: level.valueCents,
        minimum: k % 5 === 0 ? 3 : 0,
        last_out_at: lastOut,
        updated_at: lastOut ?? at,
      });
    }
  }
  c.made.items = counts.items;
  c.made.stockMovements = made;
  const sample = items.length > 0 ? Math.floor(items.length / 2) : 0;
  return {
    barcode: ean13(`40${String(sample).padStart(10, '0')}`),
    nameWord: 'battery',
  };
}
