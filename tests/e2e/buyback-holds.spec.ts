import { HOLD_MESSAGES } from '../../src/shared/buyback-rules';
import { imeiCheckDigit } from '../../src/shared/imei';
import { expectAccessible } from './axe';
import { BUYBACK_TOASTS } from '../../src/shared/buybacks';
import { SELLER_MESSAGES } from '../../src/shared/buyback-seller';
import {
  SELLER,
  addEvidence,
  choose,
  dismissToasts,
  fillBuyback,
  openTab,
} from './devices-support';
import { expect, test } from './fixtures';
import {
  ADMIN,
  PHONE,
  expectNoHorizontalScroll,
  expectTouchTargets,
  screenshot,
  sign,
} from './support';

/** The counter of a store whose city holds bought devices for 10 days (issue 26). */
const COUNTER = {
  username: 'harbor.holds',
  password: 'Harbor-Holds-2026',
  firstName: 'Avery',
  lastName: 'Quinn',
};
const MODEL = 'iPhone 14 Pro';
const BODY = `35${String(Date.now() % 1e12).padStart(12, '0')}`;
const IMEI = `${BODY}${imeiCheckDigit(BODY)}`;

test.describe.serial('buyback holds', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain }) => {
    // A city that holds bought devices 10 days and asks for two IDs (New Jersey's bill).
    await chain.store(
      {
        region: 'Harbor Holds',
        name: 'Techy Harbor Holds',
        storeName: 'HarborHolds',
        brand: 'Techy',
        companyName: 'TECHY',
        timezone: 'America/New_York',
        rules: { buybackHoldDays: 10, buybackSecondId: true },
      },
      [{ person: COUNTER, role: 'store' }],
    );
  });

  test('the counter buys with two IDs and prints the bill of sale with the declaration', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/');
    await openTab(page, 'Buyback', true);
    await page.getByRole('button', { name: 'DEVICE BUYBACK' }).click();
    const form = page.getByRole('dialog', { name: 'Device Buyback' });
    await expect(form.getByText("Required by this store's rules")).toBeVisible();
    await fillBuyback(page, form, { imei: IMEI, amount: '120' });
    await addEvidence(page, form);
    await sign(page, form.getByRole('img', { name: 'Customer signature' }));
    // One ID only: the store's rules refuse it before anything is sent.
    await form.getByRole('button', { name: 'Record Buyback' }).click();
    await expect(form.getByText(SELLER_MESSAGES.secondIdRequired)).toBeVisible();
    await choose(page, form.getByRole('combobox', { name: 'Second ID type' }), 'Passport');
    await form.getByLabel(/^Second ID number/).fill('X55501234');
    await form.getByLabel(/^Second ID issued by/).fill('United States');
    await form.getByLabel(/^Second ID expires/).fill('2033-01-31');
    await expectTouchTargets(form);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'buyback-two-ids-390', false);
    await form.getByRole('button', { name: 'Record Buyback' }).click();
    await expect(page.getByText(BUYBACK_TOASTS.created)).toBeVisible();
    await expect(form).toBeHidden();
    await dismissToasts(page);

    await page.getByRole('button', { name: new RegExp(`^${SELLER.name}`) }).click();
    const record = page.getByRole('dialog', { name: `Buyback from ${SELLER.name}` });
    // Once recorded, the counter sees the second ID as its last four too (issue 37).
    await expect(record).toContainText('•••1234');
    await expect(record).not.toContainText('X55501234');
    await expectAccessible(page, 'A buyback record with two IDs');
    await record.getByRole('button', { name: 'Print bill of sale' }).click();
    const bill = page.getByRole('article', { name: 'Bill of sale' });
    await expect(bill.getByRole('heading', { name: "Seller's declaration" })).toBeVisible();
    await expect(bill.getByText(/I am the lawful owner of this device/)).toBeVisible();
    await expect(bill.getByText(/I have owned it for 1 to 2 years/)).toBeVisible();
    await expect(bill).toContainText('Passport ending 1234');
    await expect(bill).toContainText(IMEI);
    await expect(bill).toContainText('$120.00');
    await screenshot(page, 'bill-of-sale-two-ids-390');
  });

  test('the counter sees the device on hold and cannot sell it', async ({ signIn, page }) => {
    await signIn(COUNTER);
    await page.goto('/');
    await openTab(page, 'Sales', true);
    const stock = page.getByRole('region', { name: 'Stock' });
    await expect(stock).toContainText(`Apple ${MODEL}`);
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
    await stock.getByRole('button', { name: new RegExp(`^End hold of Apple ${MODEL}`) }).click();
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
        name: new RegExp(`^Sell Apple ${MODEL}`),
      }),
    ).toBeVisible();
  });
});
