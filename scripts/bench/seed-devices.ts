// A store's device trade of one day: buybacks, each bringing a device into stock that most often
// sells on within ten days, and the day's sales, of those devices and of new ones.
import type { Calendar } from './seed-calendar';
import type { Row, SeedContext, SeedStore } from './seed-context';
import { seedMoney } from './seed-ledger';
import {
  COLORS,
  CONDITIONS,
  DAY,
  DEVICES,
  FIRST,
  iso,
  LAST,
  TRADE_INS,
  uuidv7,
} from './seed-vocabulary';

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

/** One device sale, on the store's next receipt number. */
function sale(c: SeedContext, cal: Calendar, store: SeedStore, at: number, fields: SaleFields) {
  const { pick, insert, activity, made } = c;
  store.receipt += 1;
  const id = uuidv7(at);
  const method = pick(['card', 'card', 'cash', 'finance']);
  insert('device_sales', {
    id,
    store_id: store.id,
    receipt_number: store.receipt,
    customer_name: `${pick(FIRST)} ${pick(LAST)}`,
    customer_phone: null,
    customer_email: null,
    payment_method: method,
    notes: null,
    tax_cents: 0,
    signature_id: store.signature,
    signature_method: 'drawn',
    created_by: store.counter,
    created_at: iso(at),
    ...fields,
  });
  seedMoney(c, cal, store, { purpose: 'sale', method, cents: fields.price_cents, at, of: id });
  activity(at, store.counter, store.id, 'sale.create', 'device_sale', id);
  made.sales += 1;
  return id;
}

/** The day's buybacks; the devices that will sell wait in the store's salesDue. */
export function seedBuybacks(
  c: SeedContext,
  cal: Calendar,
  store: SeedStore,
  s: number,
  d: number,
): void {
  const { counts, now, rnd, pick, between, insert, activity, made } = c;
  const { dayOf, openHours } = cal;
  for (let n = cal.share(counts.buybacks, s, d); n > 0; n -= 1) {
    const at = openHours(store, d, 10, 18);
    const [brand, model, storage, low, high] = pick(TRADE_INS);
    const cents = Math.round(between(low, high)) * 100;
    const imei = `35${String(Math.floor(rnd() * 1e13)).padStart(13, '0')}`;
    const condition = pick(CONDITIONS);
    const id = uuidv7(at);
    const method = rnd() < 0.7 ? 'cash' : 'card';
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
      payment_method: method,
      notes: null,
      override_reason: null,
      signature_id: store.signature,
      signature_method: 'drawn',
      id_photo_id: null,
      created_by: store.counter,
      created_at: iso(at),
    });
    seedMoney(c, cal, store, { purpose: 'buyback', method, cents, at, of: id });
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
}

/** The day's sales: the stock items that sell today, then walk-in sales of new devices. */
export function seedSales(
  c: SeedContext,
  cal: Calendar,
  store: SeedStore,
  s: number,
  d: number,
): void {
  const { counts, pick, between, insert } = c;
  const { openHours } = cal;
  const walkInSales = Math.round(counts.sales - counts.buybacks * 0.75);
  const today: { item: Row<'stock_items'> | null; at: number }[] = [];
  for (const { item, at } of store.salesDue.get(d) ?? []) today.push({ item, at });
  store.salesDue.delete(d);
  for (let n = cal.share(walkInSales, s, d); n > 0; n -= 1)
    today.push({ item: null, at: openHours(store, d, 10, 19) });
  today.sort((a, b) => a.at - b.at);
  for (const { item, at } of today) {
    if (item) {
      const price = Math.round((item.cost_cents * between(1.35, 1.75)) / 100) * 100 - 1;
      const saleId = sale(c, cal, store, at, {
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
      sale(c, cal, store, at, {
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
