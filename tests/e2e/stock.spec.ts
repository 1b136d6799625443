import type { Page } from '@playwright/test';
import { FLOW_TOASTS } from '../../src/shared/inventory-flows';
import { REPAIR_MONEY_TOASTS } from '../../src/shared/repair-money';
import { REPAIR_TOASTS } from '../../src/shared/repairs';
import { expectAccessible } from './axe';
import {
  PHONE,
  expectButtonsWhole,
  expectNoHorizontalScroll,
  expectTouchTargets,
  fillRepairCheckIn,
  photoFile,
  screenshot,
  sign,
} from './support';
import { expect, test } from './fixtures';

/** Two stores of their own and a catalogue of two items: the only stock these tests see. */
const COUNTER = {
  username: 'shelf.counter',
  password: 'Shelf-Counter-2026',
  firstName: 'Sal',
  lastName: 'Rook',
};
const MANAGER = {
  username: 'shelf.manager',
  password: 'Shelf-Manager-2026',
  firstName: 'Mae',
  lastName: 'Ives',
};
const BRANCH = {
  username: 'shelf.branch',
  password: 'Shelf-Branch-2026',
  firstName: 'Bo',
  lastName: 'Lund',
};
const SCREEN = 'Shelf iPhone 13 Screen (OLED)';
const CASE = 'Shelf Clear Case iPhone 13';
const CASE_BARCODE = '4006381333931';

async function openStock(page: Page, tab: string) {
  await page.goto('/stock');
  await page.getByRole('tab', { name: tab }).click();
}

/** One item's card on the Items tab. */
const itemCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Parts and accessories' })
    .getByRole('listitem')
    .filter({ hasText: name });

test.describe('parts and accessories on the shelf, on repairs and at the counter', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ chain }) => {
    const region = {
      region: 'Shelf Region',
      brand: 'Techy',
      companyName: 'TECHY',
      timezone: 'America/Chicago',
    };
    const main = await chain.store(
      { ...region, name: 'Techy Shelf Main', storeName: 'Shelf Main' },
      [
        { person: COUNTER, role: 'store' },
        { person: MANAGER, role: 'store_manager' },
      ],
    );
    await chain.store({ ...region, name: 'Techy Shelf Branch', storeName: 'Shelf Branch' }, [
      { person: BRANCH, role: 'store' },
    ]);
    const item = async (data: Record<string, unknown>) => {
      const res = await chain.api.post('/api/catalog-items', { data });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const screenId = await item({
      sku: 'SHELF-SCR-13',
      name: SCREEN,
      kind: 'part',
      cost: '42',
      price: '59',
      fits: [{ brand: 'Apple', model: 'iPhone 13' }],
    });
    const caseId = await item({
      sku: 'SHELF-CASE-13',
      name: CASE,
      kind: 'accessory',
      cost: '6',
      price: '19.99',
      barcode: CASE_BARCODE,
    });
    const supplier = await chain.api.post('/api/suppliers', { data: { name: 'Shelf Parts Co' } });
    expect(supplier.status(), await supplier.text()).toBe(201);
    const order = await chain.api.post('/api/purchase-orders', {
      data: {
        storeId: main,
        supplierId: ((await supplier.json()) as { id: string }).id,
        lines: [
          { itemId: screenId, quantity: 3, unitCost: '42' },
          { itemId: caseId, quantity: 5, unitCost: '6' },
        ],
      },
    });
    expect(order.status(), await order.text()).toBe(201);
  });

  test('the counter receives an order, sells a case by its barcode, and uses a screen on a repair', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);

    // The delivery arrives: the counter receives the order in full.
    await openStock(page, 'Orders');
    await page.getByRole('button', { name: /^Receive PO-/ }).click();
    const receipt = page.getByRole('dialog', { name: /^Receive PO-/ });
    await expect(receipt.getByLabel(`Received now of ${SCREEN}`)).toHaveValue('3');
    await expectTouchTargets(receipt);
    await expectButtonsWhole(receipt);
    await receipt.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(page.getByText(FLOW_TOASTS.orderReceived)).toBeVisible();
    await page.getByRole('tab', { name: 'Items' }).click();
    await expect(itemCard(page, SCREEN).getByText('On hand')).toBeVisible();
    await expect(itemCard(page, CASE)).toContainText('On hand5');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, '390 px: the stock screen');
    await screenshot(page, 'stock-items-390');

    // A quick sale: the USB scanner types the case's barcode and Enter.
    await page.goto('/?tab=sales');
    await page.getByRole('button', { name: 'New Quick Sale' }).click();
    const sale = page.getByRole('dialog', { name: 'Quick Sale' });
    await sale.getByRole('textbox', { name: 'Find an item' }).fill(CASE_BARCODE);
    await sale.getByRole('textbox', { name: 'Find an item' }).press('Enter');
    // The cart, not the finder's results (which list the same case until they close).
    const cart = sale.getByRole('region', { name: 'In this sale' });
    await expect(cart.getByText(CASE, { exact: true })).toBeVisible();
    await expect(sale.getByRole('group', { name: 'Totals' })).toContainText('$19.99');
    await expectTouchTargets(sale);
    await expectAccessible(page, '390 px: the quick sale');
    await screenshot(page, 'stock-quick-sale-390', false);
    await sale.getByRole('button', { name: 'Take $19.99' }).click();
    await expect(page.getByText(/^Receipt .*: \$19\.99\.$/)).toBeVisible();
    await expect(sale).toBeHidden();

    // The sale is listed on the Sales tab: its record takes the case back to stock (issue 38).
    const quickSales = page.getByRole('region', { name: 'Quick sales' });
    await quickSales
      .getByRole('button', { name: /Walk-in/ })
      .first()
      .click();
    const record = page.getByRole('dialog', { name: /^Receipt C-\d+$/ });
    await expect(record.getByRole('table', { name: 'Items sold' })).toContainText(CASE);
    await expectAccessible(page, "390 px: a quick sale's record");
    await record.getByRole('button', { name: 'Return items' }).click();
    await record.getByLabel(`Returning of ${CASE}`).fill('1');
    await record.getByLabel('Reason').fill('Customer changed their mind');
    await record.getByRole('button', { name: 'Return', exact: true }).click();
    await expect(page.getByText('$19.99 back by cash.')).toBeVisible();
    await expect(record.getByText('1 returned')).toBeVisible();
    await expect(record.getByRole('button', { name: 'Return items' })).toHaveCount(0);
    await record.getByRole('button', { name: 'Close' }).click();

    // A repair: the screen is reserved with its price and used when the repair is completed.
    await page.goto('/');
    const form = await fillRepairCheckIn(page);
    await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
    await sign(page, form.getByRole('img', { name: /Customer signature/ }));
    await form.getByRole('button', { name: 'Create Waiver' }).click();
    await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Customers' })
      .click();
    await page
      .getByRole('button', { name: /Terry Lane/ })
      .first()
      .click();
    const view = page.getByRole('dialog', { name: /Ticket / });
    await view.getByRole('button', { name: 'Set final price' }).click();
    await view.getByRole('group', { name: 'Line 1' }).getByLabel('Unit price').fill('30');
    await view.getByRole('button', { name: 'Take from stock' }).click();
    await view.getByRole('button', { name: `Use ${SCREEN}` }).click();
    await expect(view.getByRole('group', { name: 'Line 2' }).getByLabel('Description')).toHaveValue(
      SCREEN,
    );
    await expect(view.getByText(/From stock: 3 available/)).toBeVisible();
    await view.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByText(REPAIR_MONEY_TOASTS.quoteSaved)).toBeVisible();
    const parts = view.getByRole('group', { name: 'Parts from stock' });
    await expect(parts.getByText('Reserved')).toBeVisible();
    for (const status of ['In Progress', 'Completed']) {
      await view
        .locator('label')
        .filter({ hasText: new RegExp(`^${status}$`) })
        .click();
      await view.getByRole('button', { name: 'Update status' }).click();
      await expect(
        page.getByText(status === 'Completed' ? /is now Completed/ : REPAIR_TOASTS.statusUpdated),
      ).toBeVisible();
    }
    await expect(parts.getByText('Used')).toBeVisible();
    await expect(parts.getByText('Parts cost $42.00')).toBeVisible();
    await screenshot(page, 'stock-repair-part-used-390', false);

    await openStock(page, 'Items');
    await expect(itemCard(page, SCREEN)).toContainText('On hand2');
    // Sold one, and it came back.
    await expect(itemCard(page, CASE)).toContainText('On hand5');
  });

  test("the manager sends a screen to the branch, and the branch's counter receives it", async ({
    signIn,
    page,
  }) => {
    await signIn(MANAGER);
    await openStock(page, 'Transfers');
    await page.getByRole('button', { name: 'Send stock' }).click();
    const send = page.getByRole('dialog', { name: 'Send stock to another store' });
    await send.getByRole('combobox', { name: 'Send to' }).click();
    await page.getByRole('option', { name: 'Techy Shelf Branch' }).click();
    await send.getByRole('textbox', { name: 'Add an item' }).fill('Shelf iPhone');
    await send.getByRole('button', { name: `Add ${SCREEN}` }).click();
    await expectTouchTargets(send);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(FLOW_TOASTS.transferSent)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Transfers' })).toContainText('In transit');

    await page.request.post('/api/logout');
    await signIn(BRANCH);
    await openStock(page, 'Transfers');
    await page.getByRole('button', { name: /^Receive the transfer from/ }).click();
    await expect(page.getByText(FLOW_TOASTS.transferReceived)).toBeVisible();
    await page.getByRole('tab', { name: 'Items' }).click();
    await expect(itemCard(page, SCREEN)).toContainText('On hand1');
    await screenshot(page, 'stock-transfer-received-390');
  });

  test('a blind count with a variance, approved by the manager', async ({ signIn, page }) => {
    await signIn(COUNTER);
    await openStock(page, 'Counts');
    await page.getByRole('button', { name: 'Start a count' }).click();
    const count = page.getByRole('dialog', { name: 'Stock count' });
    // Blind: the counter is never shown what the records expect.
    await expect(count.getByText(/expected/i)).toHaveCount(0);
    await count.getByLabel(`Counted: ${SCREEN}`).fill('1');
    await count.getByLabel(`Counted: ${CASE}`).fill('4');
    await expectAccessible(page, '390 px: a count being entered');
    await count.getByRole('button', { name: 'Submit the count' }).click();
    await expect(page.getByText(FLOW_TOASTS.countSubmitted)).toBeVisible();

    await page.request.post('/api/logout');
    await signIn(MANAGER);
    await openStock(page, 'Counts');
    await page.getByRole('button', { name: /^Review: count of/ }).click();
    const review = page.getByRole('dialog', { name: 'Stock count' });
    await expect(review.getByText('1 item differs, worth -$6.00 at cost.')).toBeVisible();
    await expectButtonsWhole(review);
    await screenshot(page, 'stock-count-review-390', false);
    await review.getByRole('button', { name: 'Approve the count' }).click();
    await expect(page.getByText(FLOW_TOASTS.countApproved)).toBeVisible();
    await page.getByRole('tab', { name: 'Items' }).click();
    await expect(itemCard(page, CASE)).toContainText('On hand4');
  });
});
