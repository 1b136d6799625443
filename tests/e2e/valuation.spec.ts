import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  expectNoHorizontalScroll,
  expectTouchTargets,
  photoFile,
  pickOption,
  screenshot,
  SELLER_IDENTITY,
} from './support';
import { expect, test } from './fixtures';
import { imeiCheckDigit } from '../../src/shared/imei';
import { choose, dismissToasts, receiptPdf } from './devices-support';
import { signatureDataUrl } from './printing-support';

/** The counter of an Apple-only store of its own: the dialog fixes both store and brand. */
const ORCHARD = {
  username: 'orchard.counter',
  password: 'Orchard-Desk-2026',
  firstName: 'Morgan',
  lastName: 'Hale',
};
const STORE_NAME = 'Orchard';

/** A dollar figure shown under its label in the result panel. */
async function figure(panel: Locator, label: string): Promise<number> {
  const text = await panel
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .innerText();
  return Number(text.replace(/[$,]/g, ''));
}

async function valueAnIphone(page: Page, width: number) {
  await page.goto('/');
  await page.getByRole('button', { name: /Smart Valuation/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Smart Valuation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Store')).toHaveValue(STORE_NAME);
  await expect(dialog.getByRole('combobox', { name: 'Brand' })).toHaveValue('Apple');

  await dialog.getByRole('button', { name: 'Get valuation' }).click();
  await expect(dialog.getByText('Model is required')).toBeVisible();
  await expect(dialog.getByText('Condition is required')).toBeVisible();

  await pickOption(
    page,
    dialog.getByRole('combobox', { name: 'Model', exact: true }),
    '12',
    'iPhone 12',
  );
  await expect(dialog.getByLabel('Year released')).toHaveValue('2020');
  await choose(page, dialog.getByRole('combobox', { name: 'Condition', exact: true }), 'Good');
  await choose(page, dialog.getByRole('combobox', { name: 'Storage' }), '128GB');
  await choose(page, dialog.getByRole('combobox', { name: 'Screen condition' }), 'Minor scratches');
  // Out of range is refused with the reason, never silently changed to something in range.
  await dialog.getByLabel('Battery health').fill('150');
  await dialog.getByLabel('Year released').fill('1800');
  await dialog.getByRole('button', { name: 'Get valuation' }).click();
  await expect(dialog.getByText('Battery health is a percentage from 0 to 100')).toBeVisible();
  await expect(dialog.getByText('Year must be 2010 or later')).toBeVisible();
  await expect(dialog.getByLabel('Battery health')).toHaveValue('150%');
  await dialog.getByLabel('Year released').fill('2020');
  await dialog.getByLabel('Battery health').fill('86');
  await dialog.getByRole('switch', { name: 'Original box' }).click();
  await expect(dialog.getByRole('switch', { name: 'Original box' })).toBeChecked();
  await dialog.getByText('Speaker faulty').click();
  await expectTouchTargets(dialog);
  await screenshot(page, `valuation-form-${width}`);

  await dialog.getByRole('button', { name: 'Get valuation' }).click();
  await expect(page.getByText('Valuation Complete')).toBeVisible();
  await expect(page.getByText('AI-powered device valuation generated successfully')).toBeVisible();
  const panel = dialog.getByRole('region', { name: 'Valuation result' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/(High|Medium|Low) confidence/)).toBeVisible();
  await expect(panel.getByText('Confirm with Area Manager')).toBeVisible();
  // The advice is one the clerk can follow: the recommended offer is within their limit.
  expect(await figure(panel, 'Recommended')).toBeLessThanOrEqual(
    await figure(panel, 'Maximum offer'),
  );
  await expect(
    panel.getByText(/^Offer \$\d+\. You may go up to \$\d+ without approval/),
  ).toBeVisible();
  const aiSuggested = await figure(panel, 'AI-suggested');
  expect(aiSuggested).toBeGreaterThan(50);
  expect(await figure(panel, 'Maximum offer')).toBe(aiSuggested - 50);
  expect(await figure(panel, 'Potential profit')).toBe(
    (await figure(panel, 'Target')) - (await figure(panel, 'Recommended')),
  );
  const factors = panel.getByRole('table', { name: 'Valuation factors' });
  await expect(factors).toContainText('Used resale, good, 128GB');
  await expect(factors).toContainText('Speaker replacement');
  await expect(factors).toContainText('Chain sales (2)');
  await expect(panel.getByText('Market trends')).toBeVisible();
  await expect(panel.getByText('Sales tips')).toBeVisible();
  await expect(panel.getByText('Recommendation')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await screenshot(page, `valuation-result-${width}`);

  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(panel).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Battery health')).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Brand' })).toHaveValue('Apple');
}

test.describe.serial('Smart Valuation', () => {
  test.beforeAll(async ({ chain, browser }) => {
    await chain.store(
      {
        region: 'Orchard Valley',
        name: 'Apple Orchard',
        storeName: STORE_NAME,
        brand: 'Apple',
        companyName: 'TECHY',
        timezone: 'America/New_York',
      },
      [{ person: ORCHARD, role: 'store' }],
    );
    // Two recent buybacks of a model no other browser test buys, sold on: the chain's
    // comparables, which count every store's buybacks and sales of the same model and storage, so
    // another spec's iPhone 12 would change them.
    const page = await browser.newPage();
    const signature = await signatureDataUrl(page);
    const photo = await photoFile(page);
    await page.close();
    const clerk = await chain.as(ORCHARD);
    const serial = String(Date.now() % 1e8).padStart(8, '0');
    for (const [i, price] of ['380', '400'].entries()) {
      const body = `35${serial}${i}000`;
      const buyback = await clerk.post('/api/device-purchases', {
        multipart: {
          customerName: 'Rowan Price',
          customerPhone: '404-555-0166',
          idType: 'drivers_license',
          idNumber: `GA${serial}${i}`,
          ...SELLER_IDENTITY,
          deviceBrand: 'Apple',
          deviceModel: 'iPhone 12',
          imei: `${body}${imeiCheckDigit(body)}`,
          storage: '128GB',
          condition: 'good',
          finalAmount: '250.00',
          paymentMethod: 'cash',
          customerSignature: signature,
          deviceImages: photo,
          paymentReceipts: receiptPdf,
        },
      });
      expect(buyback.status(), await buyback.text()).toBe(201);
      const { stockItemId } = (await buyback.json()) as { stockItemId: string };
      const sale = await clerk.post('/api/device-sales', {
        multipart: {
          stockItemId,
          customerName: 'Rowan Price',
          condition: 'good',
          salePrice: price,
          paymentMethod: 'card',
        },
      });
      expect(sale.status(), await sale.text()).toBe(201);
    }
    await clerk.dispose();
  });

  test('a store user values a device on a phone', async ({ signIn, page }) => {
    await page.setViewportSize(PHONE);
    await signIn(ORCHARD);
    await valueAnIphone(page, 390);
  });

  test('and on a desktop', async ({ signIn, page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(ORCHARD);
    await valueAnIphone(page, 1280);
  });
});
