import { BUYBACK_REQUIRED, BUYBACK_TOASTS } from '../../src/shared/buybacks';
import { expectAccessible } from './axe';
import { APPROVAL_MESSAGES } from '../../src/shared/manager-approval';
import { SALE_TOASTS } from '../../src/shared/sales';
import {
  DESKTOP,
  PHONE,
  screenshot,
  sign,
  expectNoHorizontalScroll,
  expectTouchTargets,
} from './support';
import { expect, test } from './fixtures';
import {
  BOUGHT_IMEI,
  BUYER,
  COUNTER,
  FLAGGED_IMEI,
  MANAGER,
  SELLER,
  addEvidence,
  createMidtown,
  dismissToasts,
  fillBuyback,
  openTab,
} from './devices-support';

const MANAGER_PIN = '482915';

test.describe.serial('buyback, sales, stock and IMEI checks', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain }) => {
    await createMidtown(chain);
  });

  test('a store user buys a device with photos, a receipt and a signature', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
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
    // The device just bought is in stock because of this buyback: no "same phone twice" warning.
    // One reading of the check, while the form still shows it: it closes on its own right after.
    await expect(form.getByLabel('IMEI check')).toHaveText(
      /^(?![\s\S]*Already in stock)[\s\S]*Bought just now/,
    );
    await expect(form).toBeHidden();

    const row = page.getByRole('button', { name: new RegExp(`^${SELLER.name}`) });
    await expect(row).toContainText('$250.00');
    await expect(row).toContainText('Apple iPhone 14 Pro');
    await expectNoHorizontalScroll(page);
    await dismissToasts(page);
    await screenshot(page, 'buyback-list-390', false);

    await row.click();
    const record = page.getByRole('dialog', { name: `Buyback from ${SELLER.name}` });
    // Once recorded, the counter sees the seller's ID as its last four (issue 37).
    await expect(record.getByText(`•••${SELLER.id.slice(-4)}`, { exact: false })).toBeVisible();
    await expect(record.getByText(SELLER.id)).toHaveCount(0);
    await expect(record.getByText('Shown to managers only')).toBeVisible();
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

  test('closing a half-filled buyback asks before throwing away its photos and signature', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/?tab=buyback');
    const open = async () => {
      await page.getByRole('button', { name: 'DEVICE BUYBACK' }).click();
      const dialog = page.getByRole('dialog', { name: 'Device Buyback' });
      await expect(dialog.getByLabel('Seller name')).toBeVisible();
      return dialog;
    };
    // Nothing entered: it simply closes.
    let form = await open();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    form = await open();
    await form.getByLabel('Seller name').fill('Half Filled');
    await sign(page, form.getByRole('img', { name: 'Customer signature' }));
    const ask = page.getByRole('dialog', { name: 'Discard this buyback?' });
    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(form.getByLabel('Seller name')).toHaveValue('Half Filled');
    await form.getByRole('button', { name: 'Close' }).first().click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(form).toBeHidden();
    form = await open();
    await expect(form.getByLabel('Seller name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  });

  test('the device is sold from stock with its profit, and leaves stock', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/?tab=sales');
    await expect(page.getByRole('heading', { name: 'Sales & Reports' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Daily Sales Report' })).toBeVisible();
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
    // The customer signs here: the total they pay, never what the device cost or the profit.
    await expect(form.getByLabel('Sale total')).toContainText('Total to pay$399.00');
    await expect(form).not.toContainText('$250.00');
    await expect(form).not.toContainText(/profit/i);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(form);
    await screenshot(page, 'sale-form-390', false);

    await form.getByRole('button', { name: 'Record Sale' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast.getByText(SALE_TOASTS.created)).toBeVisible();
    // The customer is at the counter: the toast names the receipt, never the profit.
    await expect(toast.getByText(/^S-\d+$/)).toBeVisible();
    await expect(toast).not.toContainText('Profit');
    await expect(form).toBeHidden();

    await expect(stock.getByText(/No devices in stock/)).toBeVisible();
    await stock.getByRole('combobox', { name: 'Filter stock by status' }).click();
    await page.getByRole('option', { name: 'Sold', exact: true }).click();
    await expect(stock).toContainText('Sold');
    await expect(stock.getByRole('button', { name: /^Sell / })).toHaveCount(0);

    await page.getByRole('button', { name: new RegExp(`^${BUYER}.*S-\\d+`) }).click();
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

  test('a flagged IMEI blocks a store user until the manager standing by approves with their PIN', async ({
    signIn,
    page,
  }) => {
    await signIn(MANAGER);
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

    // The manager sets the PIN they approve with, from their name's menu, proving it with their password.
    await page.getByRole('button', { name: new RegExp(`^${MANAGER.firstName}`) }).click();
    await page.getByRole('menuitem', { name: 'Approval PIN' }).click();
    const pinForm = page.getByRole('dialog', { name: 'Approval PIN' });
    await pinForm.getByLabel('New PIN').fill('12a');
    await pinForm.getByLabel('Your password').fill(MANAGER.password);
    await pinForm.getByRole('button', { name: 'Save PIN' }).click();
    await expect(pinForm.getByText(APPROVAL_MESSAGES.pin)).toBeVisible();
    await pinForm.getByLabel('New PIN').fill(MANAGER_PIN);
    await expectAccessible(page, '390 px: setting an approval PIN');
    await pinForm.getByRole('button', { name: 'Save PIN' }).click();
    await expect(page.getByText(APPROVAL_MESSAGES.pinSaved)).toBeVisible();
    await expect(pinForm).toBeHidden();

    await page.request.post('/api/logout');
    await signIn(COUNTER);
    await page.goto('/');
    await page.getByRole('button', { name: /Device Buyback/ }).click();
    const form = page.getByRole('dialog', { name: 'Device Buyback' });
    await fillBuyback(page, form, { imei: FLAGGED_IMEI, amount: '180' });
    await expect(form.getByLabel('IMEI check')).toContainText('Flagged stolen');
    await addEvidence(page, form);
    await sign(page, form.getByRole('img', { name: 'Customer signature' }));
    await form.getByRole('button', { name: 'Record Buyback' }).click();
    const blocked = form.getByRole('alert').filter({ hasText: 'This device cannot be bought' });
    await expect(blocked).toContainText('A manager approves it with their PIN');
    await expect(
      page.locator('.mantine-Notification-root').getByText(BUYBACK_TOASTS.failedTitle),
    ).toBeVisible();
    await screenshot(page, 'buyback-blocked-390', false);
    await form.getByRole('button', { name: 'Override and record buyback' }).click();
    await expect(blocked.getByText('Say why you override the block')).toBeVisible();
    await blocked
      .getByLabel('Override')
      .fill('Owner came in with the police: flag is being cleared');
    await form.getByRole('button', { name: 'Override and record buyback' }).click();

    // The server holds it for a manager: the manager at the counter types their username and PIN.
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await expect(approval).toContainText('Only a manager can override this warning.');
    await approval.getByLabel("Manager's username").fill(MANAGER.username);
    await approval.getByLabel('Approval PIN').fill('000000');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(approval.getByText(APPROVAL_MESSAGES.wrongPin)).toBeVisible();
    await expectAccessible(page, '390 px: a manager approves at the counter');
    await screenshot(page, 'manager-approval-390', false);
    await approval.getByLabel('Approval PIN').fill(MANAGER_PIN);
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(
      page.locator('.mantine-Notification-root').getByText(BUYBACK_TOASTS.created),
    ).toBeVisible();
    await expect(approval).toBeHidden();
    await expect(form).toBeHidden();
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('the buyback, IMEI, sale, stock and receipt screens at 1280 px', async ({
      signIn,
      page,
    }) => {
      await signIn(MANAGER);
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
      await page
        .getByRole('dialog', { name: 'Discard this buyback?' })
        .getByRole('button', { name: 'Discard' })
        .click();
      await expect(form).toBeHidden();

      await openTab(page, 'Sales', false);
      const stock = page.getByRole('region', { name: 'Stock' });
      await expect(stock.getByRole('row', { name: /iPhone 14 Pro/ })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'sales-tab-1280');

      await page.getByRole('button', { name: 'New Device Sale' }).click();
      const sale = page.getByRole('dialog', { name: 'Device Sale' });
      await sale.getByRole('radio', { name: /iPhone 14 Pro/ }).click();
      await sale.getByLabel('Sale price').fill('150');
      await expect(sale.getByLabel('Sale total')).toContainText('Total to pay$150.00');
      await sale.getByLabel('Sale total').scrollIntoViewIfNeeded();
      await screenshot(page, 'sale-form-1280', false);
      await sale.getByText('New device', { exact: true }).click();
      await expect(sale.getByRole('combobox', { name: 'Brand' })).toBeVisible();
      await sale.getByRole('button', { name: 'Close' }).click();
      await page
        .getByRole('dialog', { name: 'Discard this sale?' })
        .getByRole('button', { name: 'Discard' })
        .click();
      await expect(sale).toBeHidden();

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
