import type { Locator, Page } from '@playwright/test';
import { BUYBACK_REQUIRED, BUYBACK_TOASTS } from '../../src/shared/buybacks';
import { imeiCheckDigit } from '../../src/shared/imei';
import { SALE_TOASTS } from '../../src/shared/sales';
import {
  ADMIN,
  expect,
  expectNoHorizontalScroll,
  expectTouchTargets,
  photoFile,
  pickOption,
  screenshot,
  sign,
  signInByApi,
  test,
} from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A store of its own, with a counter account and its manager. */
const COUNTER = {
  username: 'midtown.counter',
  password: 'Midtown-Desk-2026',
  firstName: 'Avery',
  lastName: 'Brooks',
};
const MANAGER = {
  username: 'midtown.manager',
  password: 'Midtown-Boss-2026',
  firstName: 'Priya',
  lastName: 'Natarajan',
};

/** A valid IMEI (right Luhn digit) from 14 digits. */
const imei = (first14: string) => `${first14}${imeiCheckDigit(first14)}`;
const BOUGHT_IMEI = imei('35209900176148');
const FLAGGED_IMEI = imei('35328811094527');

const SELLER = { name: 'Casey Morgan', phone: '(212) 555-0187', id: 'D1234-5678-90' };
const BUYER = 'Jamie Rivera';

/** A one-page PDF, as a card terminal's e-mailed slip would be. */
const receiptPdf = {
  name: 'card-slip.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

async function openTab(page: Page, name: 'Sales' | 'Buyback', phone: boolean) {
  if (phone) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).click();
  } else {
    await page.getByRole('tab', { name }).click();
  }
}

/** Closes the toasts, so a screenshot shows the screen beneath them. */
async function dismissToasts(page: Page) {
  for (const close of await page.locator('.mantine-Notification-root button').all()) {
    await close.click();
  }
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

async function choose(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills every field of the buyback form; the photos, receipt and signature are left to the test. */
async function fillBuyback(page: Page, form: Locator, device: { imei: string; amount: string }) {
  await form.getByLabel('Seller name').fill(SELLER.name);
  await form.getByLabel('Phone number').fill(SELLER.phone);
  await form.getByLabel('ID number').fill(SELLER.id);
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
}

async function addEvidence(page: Page, form: Locator) {
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

test.describe.serial('buyback, sales, stock and IMEI checks', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInByApi(admin, ADMIN);
    const region = await admin.post('/api/regions', { data: { name: 'Bayside' } });
    expect(region.status(), await region.text()).toBe(201);
    const store = await admin.post('/api/stores', {
      data: {
        name: 'TekCell Midtown',
        storeName: 'Midtown',
        brand: 'TekCell',
        companyName: 'TEKCELL',
        regionId: (await region.json()).id,
        timezone: 'America/New_York',
      },
    });
    expect(store.status(), await store.text()).toBe(201);
    const storeId = (await store.json()).id;
    for (const [user, role] of [
      [COUNTER, 'store'],
      [MANAGER, 'store_manager'],
    ] as const) {
      const created = await admin.post('/api/admin/users', {
        data: { ...user, role, storeId },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await admin.dispose();
  });

  test('a store user buys a device with photos, a receipt and a signature', async ({ page }) => {
    await signInByApi(page.request, COUNTER);
    await page.goto('/');
    await openTab(page, 'Buyback', true);
    await expect(page.getByRole('heading', { name: 'Device Buyback', level: 1 })).toBeVisible();
    await expect(page.getByText('No buyback transactions yet.')).toBeVisible();

    await page.getByRole('button', { name: 'DEVICE BUYBACK' }).click();
    const form = page.getByRole('dialog', { name: 'Device Buyback' });
    await expect(form).toBeVisible();
    const width = await form.evaluate((el) => el.getBoundingClientRect().width);
    expect(width, 'the form is full screen on a phone').toBe(PHONE.width);

    await fillBuyback(page, form, { imei: BOUGHT_IMEI, amount: '250' });
    await expect(form.getByLabel('IMEI check')).toContainText('No history in the chain');
    await screenshot(page, 'buyback-form-390-top', false);
    await addEvidence(page, form);

    // Everything but the signature: the client refuses before sending anything.
    await form.getByRole('button', { name: 'Record Buyback' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast.getByText(BUYBACK_REQUIRED.signature.title)).toBeVisible();
    await expect(toast.getByText(BUYBACK_REQUIRED.signature.message)).toBeVisible();
    await expect(form.getByText(BUYBACK_REQUIRED.signature.message)).toBeVisible();

    await sign(page, form.getByRole('img', { name: 'Customer signature' }));
    await expect(form.getByText(BUYBACK_REQUIRED.signature.message)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(form);
    await screenshot(page, 'buyback-form-390-bottom', false);

    await form.getByRole('button', { name: 'Record Buyback' }).click();
    await expect(toast.getByText(BUYBACK_TOASTS.created)).toBeVisible();
    await expect(form).toBeHidden();

    const row = page.getByRole('button', { name: new RegExp(`buyback from ${SELLER.name}`) });
    await expect(row).toContainText('$250.00');
    await expect(row).toContainText('Apple iPhone 14 Pro');
    await expectNoHorizontalScroll(page);
    await dismissToasts(page);
    await screenshot(page, 'buyback-list-390', false);

    await row.click();
    const record = page.getByRole('dialog', { name: `Buyback from ${SELLER.name}` });
    await expect(record.getByText(SELLER.id)).toBeVisible();
    await expect(record.getByRole('img', { name: 'Device photo 2' })).toBeVisible();
    await expect(record.getByRole('link', { name: 'Open Payment receipt 1 (PDF)' })).toBeVisible();
    await expect(record.getByRole('img', { name: 'Customer signature' })).toBeVisible();
    await screenshot(page, 'buyback-record-390', false);
    await record
      .getByRole('link', { name: 'Open Payment receipt 1 (PDF)' })
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'buyback-record-390-files', false);
    await record.getByRole('button', { name: 'Close' }).click();

    const checker = page.getByRole('region', { name: 'IMEI Checker' });
    await checker.getByLabel('IMEI', { exact: true }).fill(BOUGHT_IMEI.slice(0, 14) + '0');
    await expect(checker.getByText(/check digit is wrong/)).toBeVisible();
    await checker.getByLabel('IMEI', { exact: true }).fill(BOUGHT_IMEI);
    const report = checker.getByRole('region', { name: 'IMEI report' });
    await expect(report.getByText('Valid IMEI')).toBeVisible();
    await expect(report.getByText('In stock', { exact: true })).toBeVisible();
    await expect(report.getByText(/^Already in stock at .*Midtown\.$/)).toBeVisible();
    await expect(report.getByText(/^Buyback · .*Midtown/)).toBeVisible();
    await expect(report.getByText(new RegExp(SELLER.name))).toBeVisible();
    await expect(report.getByRole('button', { name: 'Flag this device' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await checker.scrollIntoViewIfNeeded();
    await screenshot(page, 'imei-checker-390', false);
  });

  test('the device is sold from stock with its profit, and leaves stock', async ({ page }) => {
    await signInByApi(page.request, COUNTER);
    await page.goto('/?tab=sales');
    await expect(page.getByRole('heading', { name: 'Sales & Reports' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Daily Sales Report — coming soon' }),
    ).toBeVisible();
    const stock = page.getByRole('region', { name: 'Stock' });
    await expect(stock).toContainText('Apple iPhone 14 Pro');
    await expect(stock).toContainText('$250.00');
    await expect(stock).toContainText('0 days');
    await expectNoHorizontalScroll(page);
    await stock.scrollIntoViewIfNeeded();
    await screenshot(page, 'stock-list-390', false);

    await stock.getByRole('button', { name: /^Sell Apple iPhone 14 Pro/ }).click();
    const form = page.getByRole('dialog', { name: 'Device Sale' });
    await expect(form.getByRole('radio', { name: /iPhone 14 Pro/ })).toBeChecked();
    await form.getByLabel('Customer name').fill(BUYER);
    await form.getByLabel('Sale price').fill('399');
    await expect(form.getByText('Expected profit $149.00')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(form);
    await screenshot(page, 'sale-form-390', false);

    await form.getByRole('button', { name: 'Record Sale' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast.getByText(SALE_TOASTS.created)).toBeVisible();
    await expect(toast.getByText(/S-\d+ · Profit \$149\.00/)).toBeVisible();
    await expect(form).toBeHidden();

    await expect(stock.getByText(/No devices in stock/)).toBeVisible();
    await stock.getByRole('combobox', { name: 'Filter stock by status' }).click();
    await page.getByRole('option', { name: 'Sold', exact: true }).click();
    await expect(stock).toContainText('Sold');
    await expect(stock.getByRole('button', { name: /^Sell / })).toHaveCount(0);

    await page.getByRole('button', { name: new RegExp(`receipt S-\\d+ for ${BUYER}`) }).click();
    await expect(page).toHaveURL(/\/sales\/[^/]+\/receipt$/);
    const receipt = page.getByRole('article', { name: 'Sale receipt' });
    await expect(receipt).toContainText(BUYER);
    await expect(receipt).toContainText(BOUGHT_IMEI);
    await expect(receipt).toContainText('$399.00');
    await expect(receipt).toContainText('Midtown');
    await expect(receipt.getByText(/^S-\d+$/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await dismissToasts(page);
    await screenshot(page, 'receipt-390');
  });

  test('a flagged IMEI blocks a store user; a manager overrides it', async ({ page }) => {
    await signInByApi(page.request, MANAGER);
    await page.goto('/?tab=buyback');
    const checker = page.getByRole('region', { name: 'IMEI Checker' });
    await checker.getByLabel('IMEI', { exact: true }).fill(FLAGGED_IMEI);
    const report = checker.getByRole('region', { name: 'IMEI report' });
    await expect(report.getByText('No history in the chain.')).toBeVisible();
    await report.getByRole('button', { name: 'Flag this device' }).click();
    await report.getByText('Stolen', { exact: true }).click();
    await report.getByLabel('Reason').fill('Reported stolen from the owner, police report 24-1187');
    await report.getByRole('button', { name: 'Flag device' }).click();
    await expect(report.getByText('Flagged stolen')).toBeVisible();
    await expect(report.getByText(/police report 24-1187/)).toBeVisible();
    await expect(report.getByRole('button', { name: 'Clear flag' })).toBeVisible();
    await dismissToasts(page);
    await screenshot(page, 'imei-flagged-390', false);

    await page.request.post('/api/logout');
    await signInByApi(page.request, COUNTER);
    await page.goto('/');
    await page.getByRole('button', { name: /Device Buyback/ }).click();
    const form = page.getByRole('dialog', { name: 'Device Buyback' });
    await fillBuyback(page, form, { imei: FLAGGED_IMEI, amount: '180' });
    await expect(form.getByLabel('IMEI check')).toContainText('Flagged stolen');
    await addEvidence(page, form);
    await sign(page, form.getByRole('img', { name: 'Customer signature' }));
    await form.getByRole('button', { name: 'Record Buyback' }).click();
    const blocked = form.getByRole('alert').filter({ hasText: 'This device cannot be bought' });
    await expect(blocked).toContainText('A store manager must approve this purchase');
    await expect(blocked.getByLabel('Override')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Record Buyback' })).toBeDisabled();
    await expect(
      page.locator('.mantine-Notification-root').getByText(BUYBACK_TOASTS.failedTitle),
    ).toBeVisible();
    await screenshot(page, 'buyback-blocked-390', false);

    await page.request.post('/api/logout');
    await signInByApi(page.request, MANAGER);
    await page.goto('/?tab=buyback');
    await page.getByRole('button', { name: 'DEVICE BUYBACK' }).click();
    await fillBuyback(page, form, { imei: FLAGGED_IMEI, amount: '180' });
    await addEvidence(page, form);
    await sign(page, form.getByRole('img', { name: 'Customer signature' }));
    await form.getByRole('button', { name: 'Record Buyback' }).click();
    await expect(blocked).toBeVisible();
    await form.getByRole('button', { name: 'Override and record buyback' }).click();
    await expect(blocked.getByText('Say why you override the block')).toBeVisible();
    await blocked
      .getByLabel('Override')
      .fill('Owner came in with the police: flag is being cleared');
    await form.getByRole('button', { name: 'Override and record buyback' }).click();
    await expect(
      page.locator('.mantine-Notification-root').getByText(BUYBACK_TOASTS.created),
    ).toBeVisible();
    await expect(form).toBeHidden();
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('the buyback, IMEI, sale, stock and receipt screens at 1280 px', async ({ page }) => {
      await signInByApi(page.request, MANAGER);
      await page.goto('/');
      await openTab(page, 'Buyback', false);
      const row = page.getByRole('row', { name: new RegExp(`buyback from ${SELLER.name}`) });
      await expect(row.first()).toBeVisible();
      const checker = page.getByRole('region', { name: 'IMEI Checker' });
      await checker.getByLabel('IMEI', { exact: true }).fill(FLAGGED_IMEI);
      await expect(checker.getByText('Flagged stolen')).toBeVisible();
      await expect(checker.getByText('In stock', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'buyback-tab-1280');

      // The owner's claim is settled: the manager clears the flag, saying why.
      await checker.getByRole('button', { name: 'Clear flag' }).click();
      await checker.getByLabel('Why is the flag cleared?').fill('Owner withdrew the report');
      await checker.getByRole('button', { name: 'Clear flag' }).click();
      await expect(checker.getByText(/^Stolen flag cleared/)).toBeVisible();
      await expect(checker.getByText('Flagged stolen')).toHaveCount(0);

      await row.first().click();
      const record = page.getByRole('dialog', { name: `Buyback from ${SELLER.name}` });
      await expect(record.getByRole('img', { name: 'Device photo 1' }).first()).toBeVisible();
      await screenshot(page, 'buyback-record-1280', false);
      await record.getByRole('img', { name: 'Customer signature' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'buyback-record-1280-files', false);
      await record.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'DEVICE BUYBACK' }).click();
      const form = page.getByRole('dialog', { name: 'Device Buyback' });
      await fillBuyback(page, form, { imei: BOUGHT_IMEI, amount: '240' });
      await expect(form.getByLabel('IMEI check')).toContainText(/Sale · .*Midtown/);
      await form.getByLabel('Seller name').scrollIntoViewIfNeeded();
      await screenshot(page, 'buyback-form-1280', false);
      await form.getByRole('button', { name: 'Close' }).click();

      await openTab(page, 'Sales', false);
      const stock = page.getByRole('region', { name: 'Stock' });
      await expect(stock.getByRole('row', { name: /iPhone 14 Pro/ })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'sales-tab-1280');

      await page.getByRole('button', { name: 'New Device Sale' }).click();
      const sale = page.getByRole('dialog', { name: 'Device Sale' });
      await sale.getByRole('radio', { name: /iPhone 14 Pro/ }).click();
      await sale.getByLabel('Sale price').fill('150');
      await expect(sale.getByText('Expected profit -$30.00')).toBeVisible();
      await sale.getByText('Expected profit -$30.00').scrollIntoViewIfNeeded();
      await screenshot(page, 'sale-form-1280', false);
      await sale.getByText('New device', { exact: true }).click();
      await expect(sale.getByRole('combobox', { name: 'Brand' })).toBeVisible();
      await sale.getByRole('button', { name: 'Close' }).click();

      // The flagged device goes to the police instead: a manager records the return.
      await stock.getByRole('button', { name: 'Return' }).click();
      const giveBack = page.getByRole('dialog', { name: 'Return a device from stock' });
      await giveBack.getByLabel('Why').fill('Handed to the police with the owner present');
      await giveBack.getByRole('button', { name: 'Mark returned' }).click();
      await expect(page.getByText('Apple iPhone 14 Pro is marked returned.')).toBeVisible();
      await expect(stock.getByText(/No devices in stock/)).toBeVisible();

      await page.getByRole('row', { name: new RegExp(`receipt S-\\d+ for ${BUYER}`) }).click();
      const receipt = page.getByRole('article', { name: 'Sale receipt' });
      await expect(receipt).toContainText(BUYER);
      await screenshot(page, 'receipt-1280');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await screenshot(page, 'receipt-1280-paper');
      await page.emulateMedia({ media: 'screen' });
    });
  });
});
