import { CONSENT_VERSION } from '../../shared/marketing-consent';
import type { Store } from '../../shared/org';
import {
  ZRepairWaiverInput,
  ZStatusChangeInput,
  type REPAIR_TYPES,
  type RepairStatus,
} from '../../shared/repairs';
import type { Deps } from '../deps';
import { changeStatus, createRepair } from '../features/repairs/service';
import type { Actor } from '../lib/actor';
import { demoPhotoDataUrl, demoSignatureDataUrl } from './images';
import type { DemoTill } from './ledger-seed';
import { FIRST, LAST } from './names';
import { random } from './random';

const DAY = 24 * 60 * 60 * 1000;

/** Devices a US counter sees most, with the repairs they come in for and what those cost. */
export const DEVICES: [string, string][] = [
  ['Apple', 'iPhone 15 Pro Max'],
  ['Apple', 'iPhone 15'],
  ['Apple', 'iPhone 14'],
  ['Apple', 'iPhone 13'],
  ['Apple', 'iPhone 12'],
  ['Apple', 'iPhone 11'],
  ['Apple', 'iPhone 16 Pro'],
  ['Apple', 'iPad (10th generation)'],
  ['Samsung', 'Galaxy S24 Ultra'],
  ['Samsung', 'Galaxy S23'],
  ['Samsung', 'Galaxy A54 5G'],
  ['Samsung', 'Galaxy Z Flip5'],
  ['Google', 'Pixel 8'],
  ['Google', 'Pixel 7a'],
  ['Motorola', 'Moto G Power 5G (2024)'],
  ['OnePlus', 'OnePlus 12'],
];
export const JOBS: {
  type: (typeof REPAIR_TYPES)[number];
  problem: string;
  price: [number, number];
}[] = [
  {
    type: 'Screen replacement',
    problem: 'Cracked screen after a drop, touch works',
    price: [129, 329],
  },
  {
    type: 'Screen replacement',
    problem: 'Display shows green lines and flickers',
    price: [149, 349],
  },
  { type: 'Battery replacement', problem: 'Battery drains by early afternoon', price: [69, 109] },
  { type: 'Charging port', problem: 'Only charges at an angle', price: [59, 99] },
  { type: 'Back glass', problem: 'Back glass shattered', price: [79, 149] },
  { type: 'Camera', problem: 'Rear camera blurry, lens cracked', price: [89, 179] },
  { type: 'Water damage', problem: 'Dropped in water, will not turn on', price: [99, 199] },
  { type: 'Speaker / microphone', problem: 'Callers cannot hear me', price: [59, 99] },
  { type: 'Software / data', problem: 'Stuck on the logo after an update', price: [49, 89] },
];
const COLORS = ['Black', 'White', 'Blue', 'Midnight', 'Starlight', 'Purple', 'Silver'];

/**
 * About three months of check-ins for each store: older repairs went all the way to pickup,
 * recent ones are spread over the bench, the shelf and the counter.
 */
export async function seedDemoRepairs(
  deps: Deps,
  stores: Store[],
  clerks: Map<string, Actor>,
  till: DemoTill,
  days = 90,
) {
  const rnd = random(20261121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = deps.clock.now().getTime();
  // Seeding must never e-mail anyone, whatever SMTP_URL says.
  const quiet = { ...deps, config: { ...deps.config, smtpUrl: undefined } };
  let made = 0;
  for (const store of stores) {
    const clerk = clerks.get(store.id)!;
    const reach = { all: false as const, storeIds: [store.id] };
    const customers = Array.from({ length: 120 }, (_, i) => ({
      name: `${pick(FIRST)} ${pick(LAST)}`,
      // Two customers in three agreed to offers at the counter (by the index: the random
      // sequence, and so the rest of the demo, stays as it was).
      agrees: i % 3 !== 2,
      phone: `(${store.timezone.includes('Chicago') ? 214 : 404}) 555-${String(1000 + ((i * 37) % 9000)).slice(-4)}`,
    }));
    for (let day = days; day >= 0; day -= 1) {
      const count = 2 + Math.floor(rnd() * 5);
      for (let n = 0; n < count; n += 1) {
        const at = new Date(now - day * DAY - (9 + rnd() * 9) * 60 * 60 * 1000);
        if (at.getTime() > now) continue;
        const clock = { now: () => new Date(at) };
        const customer = pick(customers);
        const [brand, model] = pick(DEVICES);
        const job = pick(JOBS);
        const cost = Math.round(job.price[0] + rnd() * (job.price[1] - job.price[0])) - 0.01;
        const email =
          rnd() < 0.6 ? `${customer.name.toLowerCase().replace(/\W+/g, '.')}@example.com` : '';
        // Parsed as the route parses the counter's check-in.
        const checkIn = ZRepairWaiverInput.parse({
          customerName: customer.name,
          customerPhone: customer.phone,
          customerEmail: email,
          marketingSms: customer.agrees,
          marketingEmail: customer.agrees && email !== '',
          marketingConsentVersion: CONSENT_VERSION,
          customerZip: store.timezone.includes('Chicago') ? '75201' : '30305',
          deviceBrand: brand,
          deviceModel: model,
          deviceColor: pick(COLORS),
          imeiSerial: `35${String(Math.floor(rnd() * 1e13)).padStart(13, '0')}`,
          problemDescription: job.problem,
          estimatedCost: cost,
          repairType: job.type,
          companyName: store.companyName,
          beforePhoto: demoPhotoDataUrl(made),
          dropoffSignature: demoSignatureDataUrl(made),
        });
        const { waiver } = await createRepair({ ...quiet, clock }, clerk, reach, checkIn);
        made += 1;
        for (const [status, hours] of journey(day, rnd)) {
          const when = new Date(at.getTime() + hours * 60 * 60 * 1000);
          if (when.getTime() > now) break;
          const change = ZStatusChangeInput.parse({
            status,
            ...(status === 'picked_up' ? { pickupSignature: demoSignatureDataUrl(made + 7) } : {}),
          });
          // A pickup takes what is owed first, as the counter does (issue 18).
          if (status === 'picked_up') {
            await till.takeAtPickup({
              id: waiver.id,
              store_id: store.id,
              created_at: at.toISOString(),
              picked_up_at: when.toISOString(),
              estimated_cost_cents: Math.round(cost * 100),
              estimate_tax_cents: Math.round(waiver.estimateTax * 100),
            });
          }
          await changeStatus(
            { ...quiet, clock: { now: () => when } },
            clerk,
            reach,
            waiver.id,
            change,
          );
        }
      }
    }
  }
  return made;
}

/** How far a repair checked in `daysAgo` days ago has come, with hours after check-in. */
function journey(daysAgo: number, rnd: () => number): [RepairStatus, number][] {
  const bench = 1 + rnd() * 8;
  const done = bench + 2 + rnd() * 30;
  const collected = done + 2 + rnd() * 70;
  const steps: [RepairStatus, number][] = [
    ['in_progress', bench],
    ['completed', done],
    ['picked_up', collected],
  ];
  // Old repairs are nearly all collected; a few finished devices still wait on the shelf.
  if (daysAgo > 5) return rnd() < 0.97 ? steps : steps.slice(0, 2);
  // Recent ones mostly run their course up to now (the seed stops each at the present), so the
  // takings of the last days, counted at pickup, do not fall away; a few wait at every stage.
  return rnd() < 0.8 ? steps : steps.slice(0, Math.floor(rnd() * 3));
}
