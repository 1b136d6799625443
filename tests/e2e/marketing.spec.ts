import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  PNG_1x1,
  expectNoHorizontalScroll,
  expectTouchTargets,
  screenshot,
} from './support';
import { CONSENT_VERSION } from '../../src/shared/marketing-consent';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

/** A store of its own, so the audience filtered to it counts only these customers. */
const STORE = 'Mkt Lakeside';
const CLERK = {
  username: 'mktclerk',
  password: 'mkt-clerk-password',
  firstName: 'Morgan',
  lastName: 'Counter',
};
const CUSTOMERS = [
  {
    customerName: 'Quinn Lakeside',
    customerPhone: '312-555-0301',
    customerEmail: 'quinn@lake.test',
  },
  { customerName: 'Rory Lakeside', customerPhone: '312-555-0302', customerEmail: 'rory@lake.test' },
  { customerName: 'Sage Lakeside', customerPhone: '312-555-0303' },
];

async function checkIn(clerk: APIRequestContext, customer: (typeof CUSTOMERS)[number]) {
  const created = await clerk.post('/api/repair-waivers', {
    data: {
      ...customer,
      customerZip: '60601',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 11',
      problemDescription: 'Cracked screen',
      repairType: 'Screen replacement',
      estimatedCost: 129,
      companyName: 'TECHY',
      beforePhoto: PNG_1x1,
      dropoffSignature: PNG_1x1,
      // Each agreed at the counter to offers on every channel they gave an address for.
      marketingSms: true,
      marketingEmail: 'customerEmail' in customer,
      marketingConsentVersion: CONSENT_VERSION,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Every badge on the page shows its whole word: none is cut to "OPTED …" on a phone. */
async function expectBadgesWhole(page: Page) {
  const cut = await page.locator('.mantine-Badge-label').evaluateAll((labels) =>
    // A pixel of rounding is not a cut word.
    labels.filter((l) => l.scrollWidth - l.clientWidth > 1).map((l) => l.textContent),
  );
  expect(cut).toEqual([]);
}

/** Narrows the audience to this spec's store. */
async function chooseStore(page: Page) {
  await page.getByRole('combobox', { name: 'Stores' }).first().click();
  await page.getByRole('option', { name: STORE, exact: true }).click();
}

test.describe.serial('marketing hub', () => {
  test.beforeAll(async ({ chain }) => {
    await chain.store(
      {
        region: 'Mkt Region',
        name: STORE,
        storeName: 'MktLake',
        brand: 'Techy',
        companyName: 'TECHY',
      },
      [{ person: CLERK, role: 'store' }],
    );
    const clerk = await chain.as(CLERK);
    for (const customer of CUSTOMERS) await checkIn(clerk, customer);
    await clerk.dispose();
  });

  test('an audience is counted by channel and a campaign goes to it, on a phone', async ({
    signIn,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(ADMIN);
    await page.goto('/?tab=marketing');
    await expect(page.getByRole('heading', { name: 'Marketing Hub' })).toBeVisible();
    await chooseStore(page);
    await expect(page.getByTestId('figure-People')).toHaveText('3');
    await expect(page.getByTestId('figure-Reach by e-mail')).toHaveText('2');
    await expect(page.getByTestId('figure-Reach by SMS')).toHaveText('3');
    const people = page.getByLabel('People in this audience');
    await expect(people.getByText('Repair of an Apple iPhone 11 (2019)').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'marketing-audience-phone');

    await page.getByRole('button', { name: 'Start a campaign for this audience' }).click();
    await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();
    await expect(page.getByText('Reaches 2 people by e-mail')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Campaign name is required')).toBeVisible();
    await expect(page.getByText('Subject is required for an e-mail')).toBeVisible();

    await page.getByLabel('Campaign name').fill('Mkt spring screens');
    await page.getByLabel('Subject').fill('Your screen, like new');
    await page.getByLabel('Message').fill('Hi {firstName}, 15% off screen protectors this month.');
    await expectTouchTargets(page.locator('form'));
    await screenshot(page, 'marketing-campaign-form-phone');
    await page.getByRole('button', { name: 'Send' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this campaign?' });
    await expect(confirm).toContainText('goes to 2 people by e-mail');
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Campaign sent')).toBeVisible();

    const card = page.getByLabel('Campaign Mkt spring screens');
    await expect(card.getByTestId('result-Waiting')).toHaveText('0');
    // No mail server in the browser tests: both e-mails wait in the outbox, so none went out,
    // and the card says so rather than Sent.
    await expect(card.getByTestId('result-In outbox')).toHaveText('2');
    await expect(card.locator('.mantine-Badge-root')).toHaveText('Queued');
    await expect(card.getByTestId('campaign-outcome')).toHaveText(
      'Queued: 2 waiting in the outbox, no mail server set up, so not delivered (Admin → System lists them).',
    );
    await expectBadgesWhole(page);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'marketing-campaigns-phone');
  });

  test('the customer unsubscribes from the link, and the campaign counts it', async ({
    signIn,
    page,
    browser,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(ADMIN);
    const outbox = await page.request.get('/api/admin/outbox?channel=email&limit=50');
    const messages = ((await outbox.json()) as { messages: { to: string; body: string }[] })
      .messages;
    const quinn = messages.find((m) => m.to === 'quinn@lake.test');
    const link = /\/unsubscribe\/[\w-]+/.exec(quinn?.body ?? '')?.[0];
    expect(link, 'the unsubscribe link in the e-mail').toBeDefined();

    const customer = await browser.newContext({ viewport: PHONE });
    const customerPage = await customer.newPage();
    await customerPage.goto(link!);
    await expect(
      customerPage.getByRole('heading', { name: `Stop messages from ${STORE}?` }),
    ).toBeVisible();
    await expect(customerPage.getByText('q•••@lake.test')).toBeVisible();
    await screenshot(customerPage, 'marketing-unsubscribe-phone');
    await customerPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(customerPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await screenshot(customerPage, 'marketing-unsubscribed-phone');
    await customer.close();

    await page.goto('/?tab=marketing&section=campaigns');
    const card = page.getByLabel('Campaign Mkt spring screens');
    await expect(card.getByTestId('result-Opted out')).toHaveText('1');
    await page.getByRole('tab', { name: 'Audiences' }).click();
    await chooseStore(page);
    // Unsubscribing withdrew Quinn's consent on both channels at once.
    await expect(page.getByTestId('figure-Reach by e-mail')).toHaveText('1');
    await expect(page.getByTestId('figure-Reach by SMS')).toHaveText('2');
    await expect(page.getByLabel('Who cannot be reached')).toContainText(
      'Not by SMS: 1 person gave no consent to offers by SMS.',
    );
    const people = page.getByLabel('People in this audience');
    await expect(people.getByText('No consent to offers', { exact: true })).toBeVisible();
    await expectBadgesWhole(page);

    // The upgrade audience says plainly who is in it; the iPhone 11 (2019) is old enough.
    await page.getByText('Ready for an upgrade', { exact: true }).click();
    await expect(
      page.getByText(
        'Customers who had a device repaired here, or bought one here, that came out 3 or more years ago',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(people.getByText('Repair of an Apple iPhone 11 (2019)').first()).toBeVisible();
  });

  test('after unsubscribing, a ticked box at the counter only sends Quinn a link to confirm', async ({
    chain,
    signIn,
    page,
    browser,
  }) => {
    // The counter ticks the e-mail box again for Quinn, who unsubscribed in the test before.
    const clerk = await chain.as(CLERK);
    await checkIn(clerk, CUSTOMERS[0]!);
    await clerk.dispose();
    await signIn(ADMIN);
    const outbox = await page.request.get('/api/admin/outbox?channel=email&limit=50');
    const messages = ((await outbox.json()) as { messages: { to: string; body: string }[] })
      .messages;
    const link = messages
      .filter((m) => m.to === 'quinn@lake.test')
      .map((m) => /\/consent\/[\w-]+/.exec(m.body)?.[0])
      .find(Boolean);
    expect(link, 'the confirmation link sent to Quinn').toBeDefined();

    const customer = await browser.newContext({ viewport: PHONE });
    const customerPage = await customer.newPage();
    await customerPage.goto(link!);
    await expect(
      customerPage.getByRole('heading', { name: 'Get offers from TECHY again?' }),
    ).toBeVisible();
    await expectAccessible(customerPage, 'The renewed-consent page');
    await screenshot(customerPage, 'marketing-consent-confirm-phone');
    // Opening the page changed nothing: Quinn is still out of the e-mail audience.
    await page.goto('/?tab=marketing');
    await chooseStore(page);
    await expect(page.getByTestId('figure-Reach by e-mail')).toHaveText('1');

    await customerPage.getByRole('button', { name: 'Yes, send me offers' }).click();
    await expect(
      customerPage.getByRole('heading', { name: 'You will get offers again' }),
    ).toBeVisible();
    await customer.close();
    await page.reload();
    await chooseStore(page);
    await expect(page.getByTestId('figure-Reach by e-mail')).toHaveText('2');
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('review links per store and the 30 days beside them', async ({ signIn, page }) => {
      await signIn(ADMIN);
      await page.goto('/?tab=marketing&section=reviews');
      const store = page.getByLabel(`Reviews for ${STORE}`);
      await store.getByLabel('Review page link').fill('http://not-secure.example');
      await store.getByRole('button', { name: 'Save link' }).click();
      await expect(store.getByText('Enter an https:// link')).toBeVisible();
      await store.getByLabel('Review page link').fill('https://g.page/r/mkt-lakeside/review');
      await store.getByRole('button', { name: 'Save link' }).click();
      await expect(page.getByText('Review link saved')).toBeVisible();
      await expect(page.getByLabel('Review requests and reviews reported per store')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'marketing-reviews-desktop');

      await page.getByRole('tab', { name: 'Campaigns' }).click();
      await expect(page.getByLabel('Campaign Mkt spring screens')).toBeVisible();
      await screenshot(page, 'marketing-campaigns-desktop');
    });
  });
});
