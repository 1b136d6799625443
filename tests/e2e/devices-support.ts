import type { Locator, Page } from '@playwright/test';
import { imeiCheckDigit } from '../../src/shared/imei';
import { photoFile, pickOption } from './support';
import { expect, type Chain } from './fixtures';

/** The seller of every buyback in the device tests. */
export const SELLER = { name: 'Casey Morgan', phone: '(212) 555-0187', id: 'D1234-5678-90' };

/** A store of its own, with a counter account and its manager. */
export const COUNTER = {
  username: 'midtown.counter',
  password: 'Midtown-Desk-2026',
  firstName: 'Avery',
  lastName: 'Brooks',
};
export const MANAGER = {
  username: 'midtown.manager',
  password: 'Midtown-Boss-2026',
  firstName: 'Priya',
  lastName: 'Natarajan',
};

/** A valid IMEI (right Luhn digit) from 14 digits. */
const imei = (first14: string) => `${first14}${imeiCheckDigit(first14)}`;
export const BOUGHT_IMEI = imei('35209900176148');
export const FLAGGED_IMEI = imei('35328811094527');

export const BUYER = 'Jamie Rivera';

/** The tests' own region and store, with a counter account and its manager. */
export async function createMidtown(chain: Chain): Promise<void> {
  await chain.store(
    {
      region: 'Bayside',
      name: 'TekCell Midtown',
      storeName: 'Midtown',
      brand: 'TekCell',
      companyName: 'TEKCELL',
      timezone: 'America/New_York',
    },
    [
      { person: COUNTER, role: 'store' },
      { person: MANAGER, role: 'store_manager' },
    ],
  );
}

/** A one-page PDF, as a card terminal's e-mailed slip would be. */
export const receiptPdf = {
  name: 'card-slip.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

export async function openTab(page: Page, name: 'Sales' | 'Buyback', phone: boolean) {
  if (phone) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).click();
  } else {
    await page.getByRole('tab', { name }).click();
  }
}

/** Closes the toasts, so a screenshot shows the screen beneath them. */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  // A toast may close by itself between being found and being clicked: start over until none is
  // left, rather than wait for a close button that went with it.
  await expect(async () => {
    const close = toasts.first().locator('.mantine-Notification-closeButton');
    if ((await toasts.count()) > 0) await close.click({ timeout: 2000 });
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

export async function choose(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills every field of the buyback form; the photos, receipt and signature are left to the test. */
export async function fillBuyback(
  page: Page,
  form: Locator,
  device: { imei: string; amount: string },
) {
  await form.getByLabel('Seller name').fill(SELLER.name);
  await form.getByLabel('Phone number').fill(SELLER.phone);
  await form.getByLabel(/^ID number/).fill(SELLER.id);
  await fillSellerIdentity(form);
  await pickOption(page, form.getByRole('combobox', { name: 'Brand' }), 'appl', 'Apple');
  await pickOption(
    page,
    form.getByRole('combobox', { name: 'Model', exact: true }),
    '14 pro',
    'iPhone 14 Pro',
  );
  await form.getByLabel('IMEI or serial number').fill(device.imei);
  await choose(page, form.getByRole('combobox', { name: 'Storage' }), '128GB');
  await choose(page, form.getByRole('combobox', { name: 'Condition' }), 'Good');
  await form.getByLabel('Agreed amount').fill(device.amount);
  await choose(page, form.getByRole('combobox', { name: 'Owned the device for' }), '1 to 2 years');
  await form.getByRole('checkbox', { name: /makes this declaration/ }).check();
}

/** The seller's birth date, address, and the ID's issuer and expiry, as the clerk types them. */
export async function fillSellerIdentity(form: Locator) {
  await form.getByLabel(/^Date of birth/).fill('1988-07-14');
  await form.getByLabel(/^Address/).fill('410 Peachtree St NE, Atlanta, GA 30308');
  await form.getByLabel(/^ID issued by/).fill('GA');
  await form.getByLabel(/^ID expires/).fill('2034-07-14');
}

export async function addEvidence(page: Page, form: Locator) {
  await form
    .getByLabel('Device photos: choose files')
    .setInputFiles([
      await photoFile(page, { name: 'front.png' }),
      await photoFile(page, { name: 'back.jpg', type: 'image/jpeg', color: '#7a1c3d' }),
    ]);
  await expect(form.getByRole('img', { name: /^Device photos \d$/ })).toHaveCount(2);
  await form.getByLabel('Payment receipt: choose files').setInputFiles(receiptPdf);
  await expect(form.getByText('card-slip.pdf')).toBeVisible();
}
