import { REPAIR_TOASTS } from '../../src/shared/repairs';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import {
  ADMIN,
  PHONE,
  expectNoHorizontalScroll,
  expectTouchTargets,
  fillRepairCheckIn,
  photoFile,
  screenshot,
  sign,
} from './support';

/** The counter of a store of this spec's own, so its customer is nobody else's (issue 26). */
const COUNTER = {
  username: 'consent.counter',
  password: 'Consent-Counter-2026',
  firstName: 'Robin',
  lastName: 'Ask',
};
const PHONE_NUMBER = '(404) 555-0188';

test.describe.serial('marketing consent', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ chain }) => {
    await chain.store(
      {
        region: 'Consent Region',
        name: 'Techy Consent Corner',
        storeName: 'ConsentCorner',
        brand: 'Techy',
        companyName: 'TECHY',
      },
      [{ person: COUNTER, role: 'store' }],
    );
  });

  test('given at check-in with the words shown, withdrawn by the customer on the status page', async ({
    signIn,
    page,
    browser,
  }) => {
    await signIn(COUNTER);
    await page.goto('/');
    const form = await fillRepairCheckIn(page);
    await form.getByLabel('Phone number').fill(PHONE_NUMBER);
    await form.getByLabel('E-mail', { exact: true }).fill('robin.customer@example.com');
    const offers = form.getByRole('group', { name: 'Offers and news (optional)' });
    const sms = offers.getByRole('checkbox', { name: 'Text me offers (SMS)' });
    const email = offers.getByRole('checkbox', { name: 'E-mail me offers' });
    await expect(sms).not.toBeChecked();
    await expect(email).not.toBeChecked();
    await expect(offers).toContainText('Text me offers and news from TECHY');
    await expect(offers).toContainText('Consent is not a condition of any purchase or repair.');
    await sms.check();
    await expectTouchTargets(offers);
    await screenshot(page, 'consent-check-in-phone', false);
    await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
    await sign(page, form.getByRole('img', { name: 'Customer signature (drop-off)' }));
    await form.getByRole('button', { name: 'Create Waiver' }).click();
    await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
    await page.getByRole('button', { name: 'Print ticket' }).first().click();
    const link = await page
      .getByRole('article', { name: 'Repair ticket' })
      .getByTestId('status-link')
      .textContent();
    const statusPath = new URL(link ?? '').pathname;

    const customer = await browser.newContext({ viewport: PHONE });
    const customerPage = await customer.newPage();
    await customerPage.goto(statusPath);
    const choice = customerPage.getByRole('region', { name: 'Offers and news' });
    const customerSms = choice.getByRole('checkbox', { name: 'Text me offers (SMS)' });
    await expect(customerSms).toBeChecked();
    await expect(choice.getByRole('checkbox', { name: 'E-mail me offers' })).not.toBeChecked();
    await expectAccessible(customerPage, 'status page with the offers choice');
    await expectNoHorizontalScroll(customerPage);
    await customerSms.uncheck();
    await choice.getByRole('button', { name: 'Save my choice' }).click();
    await expect(customerPage.getByText('Your choice of offers is saved.')).toBeVisible();
    await expect(customerSms).not.toBeChecked();
    await screenshot(customerPage, 'consent-status-page-phone');
    await customer.close();

    // The office sees both rows, with who recorded each and the words.
    await page.request.post('/api/auth/logout');
    await signIn(ADMIN);
    await page.goto('/?tab=marketing&section=consent');
    await page.getByLabel('Phone number or e-mail address').fill(PHONE_NUMBER);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('SMS: withdrew consent')).toBeVisible();
    await expect(
      page.getByText('Repair check-in · Techy Consent Corner · Robin Ask'),
    ).toBeVisible();
    await expect(
      page.getByText('Repair status page · Techy Consent Corner · by the customer'),
    ).toBeVisible();
    await expectAccessible(page, 'marketing hub consent records');
    await expectNoHorizontalScroll(page);
  });
});
