import { HOLD_MESSAGES } from '../../src/shared/buyback-rules';
import { imeiCheckDigit } from '../../src/shared/imei';
import { expectAccessible } from './axe';
import { dismissToasts, openTab, receiptPdf } from './devices-support';
import { expect, test } from './fixtures';
import { signatureDataUrl } from './printing-support';
import {
  ADMIN,
  PHONE,
  expectNoHorizontalScroll,
  expectTouchTargets,
  photoFile,
  screenshot,
  SELLER_IDENTITY,
} from './support';

/** The counter of a store whose city holds bought devices for 10 days (issue 26). */
const COUNTER = {
  username: 'harbor.holds',
  password: 'Harbor-Holds-2026',
  firstName: 'Avery',
  lastName: 'Quinn',
};
const MODEL = 'Pixel 7 Pro';

test.describe.serial('buyback holds', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain, browser }) => {
    await chain.store(
      {
        region: 'Harbor Holds',
        name: 'Techy Harbor Holds',
        storeName: 'HarborHolds',
        brand: 'Techy',
        companyName: 'TECHY',
        timezone: 'America/New_York',
        rules: { buybackHoldDays: 10 },
      },
      [{ person: COUNTER, role: 'store' }],
    );
    const page = await browser.newPage();
    const signature = await signatureDataUrl(page);
    const photo = await photoFile(page);
    await page.close();
    const clerk = await chain.as(COUNTER);
    const body = `35${String(Date.now() % 1e12).padStart(12, '0')}`;
    const bought = await clerk.post('/api/device-purchases', {
      multipart: {
        customerName: 'Robin Seller',
        customerPhone: '404-555-0170',
        idType: 'drivers_license',
        idNumber: 'GA77001234',
        ...SELLER_IDENTITY,
        deviceBrand: 'Google',
        deviceModel: MODEL,
        imei: `${body}${imeiCheckDigit(body)}`,
        storage: '128GB',
        condition: 'good',
        finalAmount: '120.00',
        paymentMethod: 'cash',
        customerSignature: signature,
        deviceImages: photo,
        paymentReceipts: receiptPdf,
      },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    await clerk.dispose();
  });

  test('the counter sees the device on hold and cannot sell it', async ({ signIn, page }) => {
    await signIn(COUNTER);
    await page.goto('/');
    await openTab(page, 'Sales', true);
    const stock = page.getByRole('region', { name: 'Stock' });
    await expect(stock).toContainText(`Google ${MODEL}`);
    await expect(stock.getByText(/^On hold until \d+\/\d+\/\d{4}$/)).toBeVisible();
    await expect(stock.getByRole('button', { name: /^Sell / })).toHaveCount(0);
    await expect(stock.getByRole('button', { name: /^End hold/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await stock.scrollIntoViewIfNeeded();
    await screenshot(page, 'stock-on-hold-390', false);
    await expectAccessible(page, 'Stock with a device on hold');
  });

  test('the office ends the hold with a reason, and the counter can sell it', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await page.goto('/?tab=sales');
    const stock = page.getByRole('region', { name: 'Stock' });
    await stock.getByRole('searchbox', { name: 'Search stock' }).fill(MODEL);
    await stock.getByRole('button', { name: new RegExp(`^End hold of Google ${MODEL}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'End a buyback hold early' });
    await dialog.getByRole('button', { name: 'End hold' }).click();
    await expect(dialog.getByText(HOLD_MESSAGES.releaseReason)).toBeVisible();
    await dialog.getByLabel(/Why the hold ends early/).fill('The police cleared it, case 26-1187.');
    await expectTouchTargets(dialog);
    await expectAccessible(page, 'Ending a buyback hold');
    await dialog.getByRole('button', { name: 'End hold' }).click();
    await expect(page.getByText('Hold ended')).toBeVisible();
    await expect(dialog).toBeHidden();
    await dismissToasts(page);

    await signIn(COUNTER);
    await page.goto('/?tab=sales');
    await expect(
      page.getByRole('region', { name: 'Stock' }).getByRole('button', {
        name: new RegExp(`^Sell Google ${MODEL}`),
      }),
    ).toBeVisible();
  });
});
