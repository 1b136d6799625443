import { REPAIR_MONEY_TOASTS } from '../../src/shared/repair-money';
import { PHONE, PNG_1x1, screenshot, signInByApi, skipMorningPopup } from './support';
import { expect, test } from './fixtures';

/**
 * One ticket priced from two devices at once (issue 37): the manager's older form used to
 * overwrite the counter's saved price without a word. Now the second save is refused with who
 * changed the price and when, and the form shows the newer price.
 */
const COUNTER = {
  username: 'duo.counter',
  password: 'Duo-Counter-2026',
  firstName: 'Dana',
  lastName: 'Reyes',
};
const MANAGER = {
  username: 'duo.manager',
  password: 'Duo-Manager-2026',
  firstName: 'Max',
  lastName: 'Okoro',
};
const CUSTOMER = 'Jordan Twofold';

test.describe('one ticket on two devices', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain }) => {
    await chain.store(
      {
        region: 'Duo Region',
        name: 'Techy Duo',
        storeName: 'Duo',
        brand: 'Techy',
        companyName: 'TECHY',
        timezone: 'America/Chicago',
      },
      [
        { person: COUNTER, role: 'store' },
        { person: MANAGER, role: 'store_manager' },
      ],
    );
  });

  test("a manager's older price form does not overwrite the counter's saved price", async ({
    signIn,
    page,
    browser,
  }) => {
    await signIn(COUNTER);
    const created = await page.request.post('/api/repair-waivers', {
      data: {
        customerName: CUSTOMER,
        customerPhone: '(773) 555-0199',
        customerZip: '60614',
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 13',
        problemDescription: 'Cracked screen',
        repairType: 'Screen replacement',
        estimatedCost: 129,
        companyName: 'TECHY',
        beforePhoto: PNG_1x1,
        dropoffSignature: PNG_1x1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const managerContext = await browser.newContext({ viewport: PHONE });
    await skipMorningPopup(managerContext);
    const managerPage = await managerContext.newPage();
    await signInByApi(managerPage.request, MANAGER);

    /** Opens the ticket's price form on a device. */
    const priceForm = async (on: typeof page) => {
      await on.goto('/');
      await on
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Customers' })
        .click();
      await on
        .getByRole('button', { name: new RegExp(CUSTOMER) })
        .first()
        .click();
      const view = on.getByRole('dialog', { name: /Ticket / });
      await view.getByRole('button', { name: 'Set final price' }).click();
      return view;
    };
    // Both open the form on the estimate.
    const counterView = await priceForm(page);
    const managerView = await priceForm(managerPage);

    await counterView.getByRole('group', { name: 'Line 1' }).getByLabel('Unit price').fill('139');
    await counterView.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByText(REPAIR_MONEY_TOASTS.quoteSaved)).toBeVisible();

    const line = managerView.getByRole('group', { name: 'Line 1' });
    await line.getByLabel('Unit price').fill('99');
    await managerView.getByRole('button', { name: 'Save price' }).click();
    await expect(
      managerView.getByText(/Dana Reyes changed this price at \d{1,2}:\d{2} [AP]M/),
    ).toBeVisible();
    // The form now holds the counter's price, not the manager's older one.
    await expect(line.getByLabel('Unit price')).toHaveValue(/139/);
    await screenshot(managerPage, 'two-devices-stale-price-390', false);
    await expect(managerPage.getByText(REPAIR_MONEY_TOASTS.quoteSaved)).toHaveCount(0);

    const money = await page.request.get(
      `/api/repair-waivers/${(await created.json()).id as string}/money`,
    );
    expect((await money.json()).quote.lines[0].unitPrice).toBe(139);
    await managerContext.close();
  });
});
