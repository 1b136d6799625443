import { ZBuybackFields } from '../../shared/buybacks';
import { imeiCheckDigit } from '../../shared/imei';
import { ZSaleFields } from '../../shared/sales';
import type { Store } from '../../shared/org';
import type { Deps } from '../deps';
import { createPurchase } from '../features/buybacks/service';
import { createSale } from '../features/sales/service';
import type { Actor } from '../lib/actor';
import { demoPhotoDataUrl, demoSignatureDataUrl } from './images';
import { random } from './random';

const DAY = 24 * 60 * 60 * 1000;

/** What a chain pays for used devices and what it sells them for, roughly, in 2026 dollars. */
const TRADE_INS: { brand: string; model: string; storage: string; pay: [number, number] }[] = [
  { brand: 'Apple', model: 'iPhone 15 Pro', storage: '256GB', pay: [480, 620] },
  { brand: 'Apple', model: 'iPhone 14', storage: '128GB', pay: [240, 330] },
  { brand: 'Apple', model: 'iPhone 13', storage: '128GB', pay: [170, 250] },
  { brand: 'Apple', model: 'iPhone 12', storage: '64GB', pay: [110, 170] },
  { brand: 'Samsung', model: 'Galaxy S24 Ultra', storage: '256GB', pay: [450, 600] },
  { brand: 'Samsung', model: 'Galaxy S23', storage: '128GB', pay: [200, 290] },
  { brand: 'Google', model: 'Pixel 8', storage: '128GB', pay: [190, 260] },
  { brand: 'Samsung', model: 'Galaxy A54 5G', storage: '128GB', pay: [80, 130] },
];
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

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

/**
 * A buyback or two a day per store over the same months as the repairs; most devices are sold
 * on at a margin within ten days, the rest are the stock a manager sees ageing.
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
        const pay = Math.round(device.pay[0] + rnd() * (device.pay[1] - device.pay[0]));
        const first14 = `35${String(Math.floor(rnd() * 1e12)).padStart(12, '0')}`;
        const form = {
          fields: {
            customerName: pick(NAMES),
            customerPhone: `(555) 010-${String(1000 + bought).slice(-4)}`,
            idType: 'drivers_license',
            idNumber: `D${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
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
        // Sold 2 to 10 days after purchase, if that day has come: sales run up to today, so the
        // takings (and their forecast) do not fall away over the last ten days.
        const soldAt = at + (2 + rnd() * 8) * DAY;
        if (soldAt <= now && rnd() < 0.75) {
          const fields = {
            stockItemId: purchase.stockItemId!,
            customerName: pick(NAMES),
            salePrice: String(Math.round(pay * (1.35 + rnd() * 0.4)) - 0.01),
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
