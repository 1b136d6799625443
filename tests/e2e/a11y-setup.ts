import type { PlaywrightWorkerArgs } from '@playwright/test';
import type { Region } from '../../src/shared/org';
import { imeiCheckDigit } from '../../src/shared/imei';
import { receiptPdf } from './devices-support';
import { signatureDataUrl } from './printing-support';
import { SELLER_IDENTITY, photoFile } from './support';
import { expect, type Chain } from './fixtures';

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * The accessibility and keyboard specs' own store, people and records, made through the API. A
 * worker that starts over (after a failure) sets up anew under names and IMEIs of its own.
 */
const person = (username: string, firstName: string, lastName: string) => ({
  username,
  password: 'Reach-Every-2026',
  firstName,
  lastName,
});

/** A spec's own names: `tag` and the moment make them its own, whichever worker runs it. */
export function accessNames(tag: string) {
  const run = `${tag}${Date.now().toString(36)}`;
  return {
    run,
    COUNTER: person(`counter.${run}`, 'Rosa', 'Diaz'),
    MANAGER: person(`manager.${run}`, 'Ken', 'Ito'),
    AREA: person(`area.${run}`, 'Ines', 'Moreau'),
    REGIONAL: person(`regional.${run}`, 'Omar', 'Farouk'),
    CEO: person(`ceo.${run}`, 'Dana', 'Whitfield'),
    STORE: `Techy Access ${run}`,
    REGION: `Access Row ${run}`,
    /** Eight digits of its own after an IMEI's six-digit type code. */
    serial: String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8),
  };
}
export type AccessNames = ReturnType<typeof accessNames>;
export const CUSTOMER = 'Priya Natarajan';
export const SELLER = 'Tomás Herrera';

export type AccessRecords = {
  repairId: string;
  customerId: string;
  statusUrl: string;
  saleId: string;
  buybackId: string;
};

/** The store with its counter, manager, area and regional managers, and a CEO. */
async function createPeople(chain: Chain, n: AccessNames) {
  const storeId = await chain.store(
    {
      region: n.REGION,
      name: n.STORE,
      storeName: n.run,
      brand: 'Techy',
      companyName: 'TECHY',
    },
    [
      { person: n.COUNTER, role: 'store' },
      { person: n.MANAGER, role: 'store_manager' },
    ],
  );
  const regions = (await (await chain.api.get('/api/regions')).json()) as Region[];
  const regionId = regions.find((r) => r.name === n.REGION)!.id;
  await chain.user(n.AREA, 'areamanager', { storeIds: [storeId] });
  await chain.user(n.REGIONAL, 'regionalmanager', { regionIds: [regionId] });
  await chain.user(n.CEO, 'ceo');
}

/** The counter's records: a finished repair waiting for pickup, a sale and a buyback. */
export async function setUpAccessStore(
  playwright: Playwright,
  chain: Chain,
  n: AccessNames,
): Promise<AccessRecords> {
  await createPeople(chain, n);
  const imei = (typeCode: string) =>
    `${typeCode}${n.serial}${imeiCheckDigit(`${typeCode}${n.serial}`)}`;
  const clerk = await chain.as(n.COUNTER);
  const browser = await playwright.chromium.launch();
  const page = await browser.newPage();
  const signature = await signatureDataUrl(page);
  const photo = await photoFile(page);
  await browser.close();
  const repair = await clerk.post('/api/repair-waivers', {
    data: {
      customerName: CUSTOMER,
      customerPhone: '404-555-0177',
      customerZip: '30303',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 14',
      imeiSerial: imei('356938'),
      problemDescription: 'Screen cracked in the corner; touch still works.',
      repairType: 'Screen replacement',
      estimatedCost: 189,
      companyName: 'TECHY',
      beforePhoto: `data:image/png;base64,${photo.buffer.toString('base64')}`,
      dropoffSignature: signature,
    },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  const {
    id: repairId,
    customerId,
    statusUrl,
  } = (await repair.json()) as { id: string; customerId: string; statusUrl: string };
  const done = await clerk.put(`/api/repair-waivers/${repairId}/status`, {
    data: { status: 'completed' },
  });
  expect(done.status(), await done.text()).toBe(200);
  const sale = await clerk.post('/api/device-sales', {
    multipart: {
      customerName: CUSTOMER,
      customerPhone: '404-555-0177',
      deviceBrand: 'Samsung',
      deviceModel: 'Galaxy S23',
      imei: imei('352099'),
      condition: 'good',
      salePrice: '429.99',
      paymentMethod: 'card',
      customerSignature: signature,
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const saleId = ((await sale.json()) as { id: string }).id;
  const buyback = await clerk.post('/api/device-purchases', {
    multipart: {
      customerName: SELLER,
      customerPhone: '404-555-0188',
      idType: 'drivers_license',
      idNumber: 'GA55507777',
      ...SELLER_IDENTITY,
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 13 Pro',
      imei: imei('353288'),
      storage: '256GB',
      condition: 'good',
      finalAmount: '315.00',
      paymentMethod: 'cash',
      customerSignature: signature,
      deviceImages: photo,
      paymentReceipts: receiptPdf,
    },
  });
  expect(buyback.status(), await buyback.text()).toBe(201);
  const buybackId = ((await buyback.json()) as { id: string }).id;
  await clerk.dispose();
  return { repairId, customerId, statusUrl, saleId, buybackId };
}
