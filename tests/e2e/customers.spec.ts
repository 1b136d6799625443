import type { Page } from '@playwright/test';
import { imeiCheckDigit } from '../../src/shared/imei';
import { expectAccessible } from './axe';
import { signatureDataUrl } from './printing-support';
import { PHONE, DESKTOP, expectNoHorizontalScroll, photoFile, screenshot } from './support';
import { expect, test, type Chain } from './fixtures';

const run = Date.now().toString(36).slice(-5);
const COUNTER = {
  username: `plano.counter.${run}`,
  password: 'Plano-Desk-2026',
  firstName: 'Casey',
  lastName: 'Nguyen',
};
const MANAGER = {
  username: `plano.manager.${run}`,
  password: 'Plano-Boss-2026',
  firstName: 'Morgan',
  lastName: 'Hale',
};
const MANAGER_PIN = '482913';
const serial = String(Date.now()).slice(-8);
const imei = (typeCode: string) => `${typeCode}${serial}${imeiCheckDigit(`${typeCode}${serial}`)}`;

/** Maria Reyes came twice under two phones (two records), and bought a phone under the first. */
async function setUp(chain: Chain, page: Page) {
  await chain.store(
    {
      region: `Texas ${run}`,
      name: `Plano ${run}`,
      storeName: `Plano ${run}`,
      brand: 'Techy',
      companyName: 'TECHY',
    },
    [
      { person: COUNTER, role: 'store' },
      { person: MANAGER, role: 'store_manager' },
    ],
  );
  const manager = await chain.as(MANAGER);
  const pin = await manager.put('/api/me/approval-pin', {
    data: { pin: MANAGER_PIN, password: MANAGER.password },
  });
  expect(pin.ok(), await pin.text()).toBe(true);
  await manager.dispose();
  const clerk = await chain.as(COUNTER);
  const signature = await signatureDataUrl(page);
  const photo = await photoFile(page);
  const checkIn = async (phone: string, model: string, typeCode: string) => {
    const res = await clerk.post('/api/repair-waivers', {
      data: {
        customerName: 'Maria Reyes',
        customerPhone: phone,
        customerZip: '75024',
        deviceBrand: 'Apple',
        deviceModel: model,
        imeiSerial: imei(typeCode),
        problemDescription: 'Cracked screen, touch works.',
        repairType: 'Screen replacement',
        estimatedCost: 179.99,
        companyName: 'TECHY',
        beforePhoto: `data:image/png;base64,${photo.buffer.toString('base64')}`,
        dropoffSignature: signature,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await checkIn('972-555-0141', 'iPhone 13', '356938');
  await checkIn('469-555-0177', 'iPhone 12', '353288');
  const sale = await clerk.post('/api/device-sales', {
    multipart: {
      customerName: 'Maria Reyes',
      customerPhone: '972-555-0141',
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
  await clerk.dispose();
}

test.describe.serial('customer records', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain, browser }) => {
    const page = await browser.newPage();
    await setUp(chain, page);
    await page.close();
  });

  test('the counter finds a customer by name, sees their history, edits and merges a duplicate', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/dashboard?tab=customers');
    await expect(page.getByRole('heading', { name: 'Customers - Device Repairs' })).toBeVisible();
    // Surname first, as a clerk types what the customer says.
    await page.getByRole('searchbox', { name: 'Search repairs' }).fill('reyes maria');
    const records = page.getByRole('region', { name: 'Customer records' });
    await expect(records.getByRole('link', { name: "Open Maria Reyes's record" })).toHaveCount(2);
    await records.getByRole('link').filter({ hasText: '(972) 555-0141' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Maria Reyes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Repairs (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Devices bought (1)' })).toBeVisible();
    await expect(page.getByText('Samsung Galaxy S23')).toBeVisible();
    await expectNoHorizontalScroll(page);

    // A half-typed bad e-mail is refused beside its field; a good one is saved.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit customer' });
    await edit.getByLabel('E-mail').fill('maria@');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Valid email required')).toBeVisible();
    await edit.getByLabel('E-mail').fill('maria.reyes@example.com');
    await edit.getByLabel('Address').fill('1200 Legacy Dr, Plano TX 75024');
    await edit.getByLabel('Notes').fill('Prefers a text when ready');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('1200 Legacy Dr, Plano TX 75024')).toBeVisible();

    // The duplicate, found by its phone, is merged with the manager's PIN on this device.
    await page.getByRole('button', { name: 'Merge a duplicate' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge a duplicate' });
    await merge.getByRole('searchbox', { name: 'Find the duplicate' }).fill('469555');
    await merge.getByRole('radio', { name: /469\) 555-0177/ }).check();
    await expect(merge.getByText('This cannot be undone')).toBeVisible();
    await expectAccessible(page, '390 px: merging a duplicate customer');
    await merge.getByRole('button', { name: 'Merge' }).click();
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await expect(approval).toContainText('Merging customer records needs a manager');
    await approval.getByLabel("Manager's username").fill(MANAGER.username);
    await approval.getByLabel('Approval PIN').fill(MANAGER_PIN);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(merge).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Repairs (2)' })).toBeVisible();
    await expect(page.getByText('(972) 555-0141 · (469) 555-0177')).toBeVisible();
    await screenshot(page, 'customer-record-390');

    // The record's repair opens its status view, as it does on the Customers tab.
    await page.getByRole('button', { name: /iPhone 12/ }).click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The merged-away record is no longer offered.
    await page.getByRole('button', { name: 'Customers' }).click();
    await page.getByRole('searchbox', { name: 'Search repairs' }).fill('Maria Reyes');
    await expect(
      page
        .getByRole('region', { name: 'Customer records' })
        .getByRole('link', { name: "Open Maria Reyes's record" }),
    ).toHaveCount(1);
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('the record reads at 1280 px', async ({ signIn, page }) => {
      await signIn(COUNTER);
      await page.goto('/dashboard?tab=customers');
      await page.getByRole('searchbox', { name: 'Search repairs' }).fill('0141');
      await page.getByRole('link', { name: "Open Maria Reyes's record" }).click();
      await expect(page.getByRole('heading', { name: 'Devices bought (1)' })).toBeVisible();
      await expectAccessible(page, '1280 px: a customer record');
      await screenshot(page, 'customer-record-1280');
    });
  });
});
