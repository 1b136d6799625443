import { ZBuybackFields } from '../../shared/buybacks';
import { imeiCheckDigit } from '../../shared/imei';
import { ZSaleFields } from '../../shared/sales';
import type { Store } from '../../shared/org';
import type { Deps } from '../deps';
import { createPurchase } from '../features/buybacks/service';
import { createSale } from '../features/sales/service';
import { shippedMarketPrice } from '../features/valuation/service';
import { DEFAULT_STORE_MONEY } from '../../shared/store-money';
import type { Actor } from '../lib/actor';
import { demoPhotoDataUrl, demoSignatureDataUrl } from './images';
import { random } from './random';

const DAY = 24 * 60 * 60 * 1000;

/** The devices a chain buys most; their prices come from the market table (issue 25). */
const TRADE_INS: { brand: string; model: string; storage: string }[] = [
  { brand: 'Apple', model: 'iPhone 16 Pro Max', storage: '256GB' },
  { brand: 'Apple', model: 'iPhone 16', storage: '128GB' },
  { brand: 'Apple', model: 'iPhone 15 Pro', storage: '256GB' },
  { brand: 'Apple', model: 'iPhone 15', storage: '128GB' },
  { brand: 'Apple', model: 'iPhone 13 Pro', storage: '128GB' },
  { brand: 'Apple', model: 'iPhone 11', storage: '64GB' },
  { brand: 'Apple', model: 'iPhone 14', storage: '128GB' },
  { brand: 'Apple', model: 'iPhone 13', storage: '128GB' },
  { brand: 'Apple', model: 'iPhone 12', storage: '64GB' },
  { brand: 'Samsung', model: 'Galaxy S24 Ultra', storage: '256GB' },
  { brand: 'Samsung', model: 'Galaxy S23 Ultra', storage: '256GB' },
  { brand: 'Samsung', model: 'Galaxy S23', storage: '128GB' },
  { brand: 'Samsung', model: 'Galaxy S22', storage: '128GB' },
  { brand: 'Google', model: 'Pixel 8', storage: '128GB' },
  { brand: 'Google', model: 'Pixel 7', storage: '128GB' },
  { brand: 'Google', model: 'Pixel 7 Pro', storage: '128GB' },
  { brand: 'Samsung', model: 'Galaxy A54 5G', storage: '128GB' },
];
/** A store pays about this share of the market's cash offer (the default buyback setting). */
const OFFER_SHARE = DEFAULT_STORE_MONEY.buybackOfferPercent / 100;
/** Clerks and buyers haggle: each price lands within this share either side of its anchor. */
const HAGGLE = 0.08;
const CONDITIONS = ['excellent', 'good', 'good', 'fair', 'poor'] as const;
const NAMES = [
  'Alex Kim',
  'Bri Lopez',
  'Cam Patel',
  'Dee Nguyen',
  'Eli Brooks',
  'Fay Turner',
  'Gus Reyes',
  'Hana Chen',
];
const PDF_RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const STREETS = ['Peachtree St NE', 'Main St', 'Oak Ave', 'Elm St', 'Commerce St', 'Lamar Blvd'];
const OWNED = ['1_to_6_months', '6_to_12_months', '1_to_2_years', 'over_2_years'] as const;

/**
 * An adult seller from the store's state with an ID good for years after the purchase, and a
 * passport as the second ID where the store's rules ask for one.
 */
function demoSellerIdentity(rnd: () => number, store: Store, at: number) {
  const year = new Date(at).getUTCFullYear();
  const born = `${year - 20 - Math.floor(rnd() * 40)}-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)}`;
  const state = store.state ?? 'GA';
  return {
    sellerBirthDate: born,
    sellerAddress: `${100 + Math.floor(rnd() * 9800)} ${STREETS[Math.floor(rnd() * STREETS.length)]}, ${store.city ?? 'Atlanta'}, ${state} ${store.zip ?? '30303'}`,
    idIssuer: state,
    idExpiry: `${year + 1 + Math.floor(rnd() * 6)}-06-30`,
    ownedFor: OWNED[Math.floor(rnd() * OWNED.length)]!,
    declaration: 'true',
    ...(store.buybackSecondId
      ? {
          secondIdType: 'passport',
          secondIdNumber: `P${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
          secondIdIssuer: 'United States',
          secondIdExpiry: `${year + 2 + Math.floor(rnd() * 6)}-03-31`,
        }
      : {}),
  };
}

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

/**
 * A buyback or two a day per store over the same months as the repairs; most devices are sold
 * on at a margin within ten days, the rest are the stock a manager sees ageing. Prices are drawn
 * around the market table's figures for the day, so the chain's history agrees with the market.
 */
export async function seedDemoDevices(
  deps: Deps,
  stores: Store[],
  clerks: Map<string, Actor>,
  days: number,
) {
  const rnd = random(11212026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = deps.clock.now().getTime();
  let bought = 0;
  let sold = 0;
  for (const store of stores) {
    const clerk = clerks.get(store.id)!;
    const reach = { all: false as const, storeIds: [store.id] };
    for (let day = days; day >= 0; day -= 1) {
      const count = Math.floor(rnd() * 3);
      for (let n = 0; n < count; n += 1) {
        const at = now - day * DAY - (10 + rnd() * 8) * 60 * 60 * 1000;
        if (at > now) continue;
        const device = pick(TRADE_INS);
        const condition = pick(CONDITIONS);
        const haggle = () => 1 + (rnd() * 2 - 1) * HAGGLE;
        const market = shippedMarketPrice('trade_in', device, condition, new Date(at));
        const pay = Math.max(5, Math.round(market * OFFER_SHARE * haggle()));
        const first14 = `35${String(Math.floor(rnd() * 1e12)).padStart(12, '0')}`;
        const form = {
          fields: {
            customerName: pick(NAMES),
            customerPhone: `(555) 010-${String(1000 + bought).slice(-4)}`,
            idType: 'drivers_license',
            idNumber: `D${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
            ...demoSellerIdentity(rnd, store, at),
            deviceBrand: device.brand,
            deviceModel: device.model,
            imei: `${first14}${imeiCheckDigit(first14)}`,
            storage: device.storage,
            condition,
            finalAmount: String(pay),
            paymentMethod: rnd() < 0.7 ? 'cash' : 'card',
          },
          files: {
            customerSignature: [bytesOf(demoSignatureDataUrl(bought))],
            deviceImages: [bytesOf(demoPhotoDataUrl(bought + 3))],
            paymentReceipts: [PDF_RECEIPT],
          },
        };
        // Parsed as the route parses the counter's form.
        const { purchase } = await createPurchase(
          { ...deps, clock: { now: () => new Date(at) } },
          clerk,
          reach,
          ZBuybackFields.parse(form.fields),
          form,
        );
        bought += 1;
        // Sold 2 to 10 days after purchase, and never before the store's buyback hold ends (a
        // day past it, in any zone), if that day has come: sales run up to today, so the takings
        // (and their forecast) do not fall away over the last ten days.
        const soldAt =
          at + (store.buybackHoldDays > 0 ? store.buybackHoldDays + 1 : 2) * DAY + rnd() * 8 * DAY;
        if (soldAt <= now && rnd() < 0.75) {
          const fields = {
            stockItemId: purchase.stockItemId!,
            customerName: pick(NAMES),
            salePrice: String(
              Math.round(
                shippedMarketPrice('resale', device, condition, new Date(soldAt)) * haggle(),
              ) - 0.01,
            ),
            paymentMethod: pick(['card', 'card', 'cash', 'finance'] as const),
          };
          const atSale = { ...deps, clock: { now: () => new Date(soldAt) } };
          await createSale(atSale, clerk, reach, ZSaleFields.parse(fields), { fields, files: {} });
          sold += 1;
        }
      }
    }
  }
  return { bought, sold };
}
