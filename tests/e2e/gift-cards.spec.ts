import { BALANCE_MESSAGES } from '../../src/shared/balances';
import { expectAccessible } from './axe';
import { PHONE, expectNoHorizontalScroll, screenshot } from './support';
import { expect, test } from './fixtures';

const run = Date.now().toString(36).slice(-5);
const person = (username: string, firstName: string) => ({
  username: `${username}.${run}`,
  password: 'Gift-Card-2026',
  firstName,
  lastName: 'Tester',
});
const PLANO = person('plano.gift', 'Avery');
const FRISCO = person('frisco.gift', 'Blake');
const CHARGER = `USB-C Charger ${run}`;

test.describe.serial('gift cards across stores', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain }) => {
    const region = { region: `Gift ${run}`, brand: 'Techy', companyName: 'TECHY' };
    await chain.store({ ...region, name: `Plano Gift ${run}`, storeName: `Plano ${run}` }, [
      { person: PLANO, role: 'store' },
    ]);
    const frisco = await chain.store(
      { ...region, name: `Frisco Gift ${run}`, storeName: `Frisco ${run}` },
      [{ person: FRISCO, role: 'store' }],
    );
    // A charger on Frisco's shelf: ordered and received, as a delivery would be.
    const item = await chain.api.post('/api/catalog-items', {
      data: { sku: `GIFT-CHG-${run}`, name: CHARGER, kind: 'accessory', cost: '5', price: '20' },
    });
    expect(item.status(), await item.text()).toBe(201);
    const itemId = ((await item.json()) as { id: string }).id;
    const supplier = await chain.api.post('/api/suppliers', { data: { name: `Gift Co ${run}` } });
    const order = await chain.api.post('/api/purchase-orders', {
      data: {
        storeId: frisco,
        supplierId: ((await supplier.json()) as { id: string }).id,
        lines: [{ itemId, quantity: 2, unitCost: '5' }],
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    const placed = (await order.json()) as { id: string; lines: { id: string }[] };
    const received = await chain.api.post(`/api/purchase-orders/${placed.id}/receipts`, {
      data: { lines: [{ lineId: placed.lines[0]!.id, quantity: 2 }] },
    });
    expect(received.status(), await received.text()).toBe(200);
  });

  test('a card sold in Plano pays a charger in Frisco, and says what is left', async ({
    signIn,
    page,
  }) => {
    await signIn(PLANO);
    await page.goto('/dashboard?tab=sales');
    const cards = page.getByRole('region', { name: 'Gift cards' });
    const sell = cards.getByRole('form', { name: 'Sell a gift card' });
    await sell.getByRole('button', { name: 'Sell gift card' }).click();
    await expect(sell.getByText('Enter an amount')).toBeVisible();
    await sell.getByLabel('Amount on the card').fill('50');
    await sell.getByRole('button', { name: 'Sell gift card' }).click();
    const number = (await cards.getByTestId('sold-card-number').textContent())!.trim();
    expect(number).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, '390 px: a gift card sold');
    await screenshot(page, 'gift-card-sold-390', false);

    await page.request.post('/api/logout');
    await signIn(FRISCO);
    await page.goto('/dashboard?tab=sales');
    await page.getByRole('button', { name: 'New Quick Sale' }).click();
    const sale = page.getByRole('dialog', { name: 'Quick Sale' });
    await sale.getByRole('textbox', { name: 'Find an item' }).fill(CHARGER);
    await sale.getByRole('button', { name: `Add ${CHARGER}` }).click();
    await sale
      .getByRole('radiogroup', { name: 'Paid by' })
      .locator('label')
      .filter({ hasText: /^Gift card$/ })
      .click();
    await expect(sale.getByRole('radio', { name: 'Gift card' })).toBeChecked();
    await sale.getByLabel('Gift card number').fill(number);
    await expect(sale.getByText('On this card: $50.00')).toBeVisible();
    await expectAccessible(page, '390 px: a quick sale paid by gift card');
    await screenshot(page, 'quick-sale-gift-card-390', false);
    await sale.getByRole('button', { name: /^Take \$/ }).click();
    await expect(page.getByText(/^Receipt C-\d+/)).toBeVisible();

    // The balance, checked at the counter, is what is left after the charger.
    const check = page.getByRole('region', { name: 'Gift cards' });
    await check.getByLabel('Gift card number').fill(number.replace(/ /g, ''));
    await expect(check.getByText(/On this card: \$\d+\.\d\d \(sold at Plano Gift/)).toBeVisible();
    await expect(check.getByText('On this card: $50.00')).toHaveCount(0);

    // Paying what is left out in cash is a manager's: the clerk is asked for a manager's PIN.
    await check.getByRole('button', { name: 'Pay out in cash' }).click();
    const payOut = page.getByRole('dialog', { name: 'Pay out a gift card' });
    await payOut.getByRole('button', { name: /^Pay out \$/ }).click();
    await expect(payOut.getByText(BALANCE_MESSAGES.reason)).toBeVisible();
    await payOut.getByLabel('Why').fill('Customer moving away');
    await payOut.getByRole('button', { name: /^Pay out \$/ }).click();
    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await expect(approval.getByText(BALANCE_MESSAGES.cashOutNeedsManager)).toBeVisible();
  });
});
