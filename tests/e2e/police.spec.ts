import { readFileSync } from 'node:fs';
import { imeiCheckDigit } from '../../src/shared/imei';
import { POLICE_MESSAGES } from '../../src/shared/police';
import { expectAccessible } from './axe';
import { dismissToasts, receiptPdf } from './devices-support';
import { expect, test } from './fixtures';
import { signatureDataUrl } from './printing-support';
import {
  PHONE,
  SELLER_IDENTITY,
  expectNoHorizontalScroll,
  expectTouchTargets,
  photoFile,
  screenshot,
} from './support';

/** A store whose manager the police ask to keep a phone, and who hands them the day (issue 26). */
const MANAGER = {
  username: 'harbor.police.mgr',
  password: 'Harbor-Police-2026',
  firstName: 'Dana',
  lastName: 'Reyes',
};
const COUNTER = {
  username: 'harbor.police',
  password: 'Harbor-Police-Counter-2026',
  firstName: 'Sam',
  lastName: 'Ortiz',
};
const STORE = 'Techy Harbor Police';
const MODEL = 'Pixel 8';
const body = `35${String(Date.now() % 1e12).padStart(12, '0')}`;
const IMEI = `${body}${imeiCheckDigit(body)}`;
let stockItemId = '';

test.describe.serial('police holds and the police report', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain, browser }) => {
    await chain.store(
      {
        region: 'Harbor Police',
        name: STORE,
        storeName: 'HarborPolice',
        brand: 'Techy',
        companyName: 'TECHY',
        timezone: 'America/Chicago',
      },
      [
        { person: MANAGER, role: 'store_manager' },
        { person: COUNTER, role: 'store' },
      ],
    );
    const page = await browser.newPage();
    const signature = await signatureDataUrl(page);
    const photo = await photoFile(page);
    await page.close();
    const clerk = await chain.as(COUNTER);
    const bought = await clerk.post('/api/device-purchases', {
      multipart: {
        customerName: 'Jordan Seller',
        customerPhone: '312-555-0188',
        idType: 'drivers_license',
        idNumber: 'IL99004567',
        ...SELLER_IDENTITY,
        deviceBrand: 'Google',
        deviceModel: MODEL,
        imei: IMEI,
        storage: '128GB',
        condition: 'good',
        finalAmount: '150.00',
        paymentMethod: 'cash',
        customerSignature: signature,
        deviceImages: photo,
        paymentReceipts: receiptPdf,
      },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    stockItemId = ((await bought.json()) as { stockItemId: string }).stockItemId;
    await clerk.dispose();
  });

  test('the manager puts the device on police hold, and its sale is refused', async ({
    signIn,
    page,
    chain,
  }) => {
    await signIn(MANAGER);
    await page.goto('/?tab=sales');
    const stock = page.getByRole('region', { name: 'Stock' });
    await stock.getByRole('searchbox', { name: 'Search stock' }).fill(MODEL);
    await stock.getByRole('button', { name: new RegExp(`^Police hold: Google ${MODEL}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Put a device on police hold' });
    await dialog.getByRole('button', { name: 'Place police hold' }).click();
    await expect(dialog.getByText(POLICE_MESSAGES.officer)).toBeVisible();
    await dialog.getByLabel(/Officer's name/).fill('Det. Ruiz');
    await dialog.getByLabel(/Agency/).fill('Chicago PD');
    await dialog.getByLabel(/Case number/).fill('26-4411');
    await expectTouchTargets(dialog);
    await expectAccessible(page, 'Placing a police hold');
    await dialog.getByRole('button', { name: 'Place police hold' }).click();
    await expect(dialog).toBeHidden();
    await dismissToasts(page);
    await expect(stock.getByText('Police hold — case 26-4411')).toBeVisible();
    await expect(
      stock.getByRole('button', { name: new RegExp(`^Sell Google ${MODEL}`) }),
    ).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'stock-police-hold-390', false);

    // The counter cannot sell it, from stock or by typing its IMEI.
    const clerk = await chain.as(COUNTER);
    const devices: Record<string, string>[] = [
      { stockItemId },
      { deviceBrand: 'Google', deviceModel: MODEL, imei: IMEI },
    ];
    for (const device of devices) {
      const sale = await clerk.post('/api/device-sales', {
        multipart: {
          customerName: 'Bea Buyer',
          salePrice: '299.00',
          paymentMethod: 'card',
          ...device,
        },
      });
      expect(sale.status()).toBe(400);
      expect(await sale.text()).toContain('police hold (case 26-4411)');
    }
    await clerk.dispose();
  });

  test("the manager exports the day's police report as CSV", async ({ signIn, page }) => {
    await signIn(MANAGER);
    await page.goto('/police-reports');
    await expect(page.getByRole('heading', { name: 'Police reports', level: 1 })).toBeVisible();
    const today = page.getByRole('listitem').filter({ hasText: 'Today so far' });
    await expect(today).toContainText('1 purchase');
    await expectAccessible(page, 'Police reports');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'police-reports-390');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      today.getByRole('button', { name: /^Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^police-report-Techy Harbor Police-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [header, ...rows] = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(header).toMatch(
      /^Date and time,Seller name,Seller address,Seller birth date,Seller phone,/,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Jordan Seller');
    expect(rows[0]).toContain('IL99004567');
    expect(rows[0]).toContain(IMEI);
    expect(rows[0]).toContain(SELLER_IDENTITY.sellerAddress);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Exported by Dana Reyes' }),
    ).toBeVisible();
  });
});
