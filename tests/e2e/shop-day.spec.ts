import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BUYBACK_TOASTS } from '../../src/shared/buybacks';
import { REPORT_MESSAGES, type ReconciliationEntry } from '../../src/shared/daily-reports';
import { imeiCheckDigit } from '../../src/shared/imei';
import { localDate } from '../../src/shared/time';
import { addDays } from '../../src/web/features/calendar/week';
import { REPAIR_TOASTS, type RepairWaiver } from '../../src/shared/repairs';
import { SALE_TOASTS } from '../../src/shared/sales';
import { addEvidence, choose, dismissToasts, fillBuyback, openTab } from './devices-support';
import {
  expectNoHorizontalScroll,
  PHONE,
  photoFile,
  pickOption,
  screenshot,
  sign,
} from './support';
import { expect, test } from './fixtures';

/**
 * One store's whole day, opening to close, as its counter and its manager live it on one phone:
 * every step checks what the person sees and what the server stored. The store is its own,
 * made through the API, so nothing of another spec is needed or touched.
 */
const COUNTER = {
  username: 'millbrook.counter',
  password: 'Millbrook-Desk-2026',
  firstName: 'Jesse',
  lastName: 'Moreno',
};
const MANAGER = {
  username: 'millbrook.manager',
  password: 'Millbrook-Boss-2026',
  firstName: 'Robin',
  lastName: 'Okafor',
};
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** Checked in yesterday, still on the bench: found by name today and finished. */
const EARLIER = { name: 'Avery Earlier', phone: '(312) 555-0410' };
/** Ready on the shelf since yesterday: the counter must hand back the right one. */
const READY = [
  { name: 'Hector Kim', phone: '(312) 555-0421' },
  { name: 'Imani Cole', phone: '(312) 555-0422' },
  { name: 'Jonah Reyes', phone: '(312) 555-0423' },
];
const WALK_IN = { name: 'Wren Walkin', phone: '(312) 555-0431', zip: '60607' };
const BOOKED = { name: 'Bea Booked', phone: '(312) 555-0432', zip: '60608' };
const OFFLINE = { name: 'Otto Offline', phone: '(312) 555-0433', zip: '60609' };
const BOUGHT_IMEI = (() => {
  const first14 = '35761410928374';
  return `${first14}${imeiCheckDigit(first14)}`;
})();

async function checkInByApi(request: APIRequestContext, customer: { name: string; phone: string }) {
  const created = await request.post('/api/repair-waivers', {
    data: {
      customerName: customer.name,
      customerPhone: customer.phone,
      customerZip: '60601',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 13',
      problemDescription: 'Cracked screen',
      repairType: 'Screen replacement',
      estimatedCost: 149,
      companyName: 'TECHY',
      beforePhoto: PNG,
      dropoffSignature: PNG,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as RepairWaiver;
}

/** The store's repairs as the server has them, by customer. */
async function repairsOf(request: APIRequestContext, name: string): Promise<RepairWaiver[]> {
  const res = await request.get(`/api/repair-waivers?search=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { waivers: RepairWaiver[] }).waivers;
}

async function signInOnThePhone(page: Page, user: { username: string; password: string }) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/** Fills the rest of a check-in (customer name and phone already there) and creates it. */
async function finishCheckIn(page: Page, form: Locator, zip: string) {
  await form.getByLabel('ZIP code').fill(zip);
  if ((await form.getByRole('combobox', { name: 'Brand' }).inputValue()) === '') {
    await pickOption(page, form.getByRole('combobox', { name: 'Brand' }), 'sams', 'Samsung');
    await pickOption(
      page,
      form.getByRole('combobox', { name: 'Model', exact: true }),
      's23',
      'Galaxy S23',
    );
  }
  if ((await form.getByLabel('Problem description').inputValue()) === '')
    await form.getByLabel('Problem description').fill('Battery drains by noon.');
  await form.getByLabel('Repair type').fill('Battery replacement');
  await form.getByLabel('Estimated cost').fill('89');
  await form.getByLabel('Before photo: choose a file').setInputFiles(await photoFile(page));
  await sign(page, form.getByRole('img', { name: 'Customer signature (drop-off)' }));
  await form.getByRole('button', { name: 'Create Waiver' }).click();
}

function mainNav(page: Page, tab: 'Dashboard' | 'Customers' | 'Sales' | 'Buyback') {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: tab });
}

test.describe.serial('a whole shop day', () => {
  // A day takes a while: two sign-outs, an offline spell and a sync beat of 5 s.
  test.setTimeout(300_000);
  let storeId: string;
  let manager: APIRequestContext;
  let counterApi: APIRequestContext;

  test.beforeAll(async ({ chain }) => {
    storeId = await chain.store(
      {
        region: 'Millbrook',
        name: 'Techy Millbrook',
        storeName: 'Millbrook',
        brand: 'Techy',
        companyName: 'TECHY',
      },
      [
        { person: COUNTER, role: 'store' },
        { person: MANAGER, role: 'store_manager' },
      ],
    );
    // Yesterday's work, through the API: one repair on the bench, three ready on the shelf.
    counterApi = await chain.as(COUNTER);
    await checkInByApi(counterApi, EARLIER);
    for (const customer of READY) {
      const repair = await checkInByApi(counterApi, customer);
      const done = await counterApi.put(`/api/repair-waivers/${repair.id}/status`, {
        data: { status: 'completed' },
      });
      expect(done.status(), await done.text()).toBe(200);
    }
    manager = await chain.as(MANAGER);
  });

  test.afterAll(async () => {
    await manager.dispose();
    await counterApi.dispose();
  });

  test('opening to close at the counter, then the manager reopens the day', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);

    // Opening: the counter signs in on the shop's phone.
    await page.goto('/auth');
    await signInOnThePhone(page, COUNTER);
    await expect(page.getByRole('button', { name: /New Repair Waiver/ })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // A customer books for later today; a walk-in is checked in at once.
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const booking = page.getByRole('dialog', { name: 'Book appointment' });
    await booking.getByLabel('Customer name').fill(BOOKED.name);
    await booking.getByLabel('Phone').fill(BOOKED.phone);
    await pickOption(page, booking.getByRole('combobox', { name: 'Brand' }), 'goog', 'Google');
    await pickOption(
      page,
      booking.getByRole('combobox', { name: 'Model', exact: true }),
      'pixel 8',
      'Pixel 8',
    );
    await booking.getByLabel('Problem').fill('Charging port loose');
    // Later today, or tomorrow once the day has no quarter hour left.
    const bookedDay = await booking.getByLabel('Date').inputValue();
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await expect(booking).toBeHidden();
    const today = localDate(new Date(), 'America/Chicago');
    const booked = await manager.get(
      `/api/appointments?from=${today}&to=${addDays(today, 2)}&storeId=${storeId}`,
    );
    expect(booked.status(), await booked.text()).toBe(200);
    expect(
      ((await booked.json()) as { customerName: string }[]).map((a) => a.customerName),
    ).toContain(BOOKED.name);

    await page.goto('/');
    await page.getByRole('button', { name: /New Repair Waiver/ }).click();
    let form = page.getByRole('dialog', { name: 'New Repair Waiver' });
    await form.getByLabel('Phone number').fill(WALK_IN.phone);
    await form.getByLabel('Customer name').fill(WALK_IN.name);
    await finishCheckIn(page, form, WALK_IN.zip);
    await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
    await expect(form).toBeHidden();
    const walkIn = await repairsOf(manager, WALK_IN.name);
    expect(walkIn.map((r) => [r.status, r.deviceModel])).toEqual([['received', 'Galaxy S23']]);

    // The booked customer arrives and is checked in from the calendar.
    await page.goto('/calendar');
    await expect(page.getByTestId(`day-${today}`)).toBeVisible();
    if ((await page.getByTestId(`day-${bookedDay}`).count()) === 0)
      await page.getByRole('button', { name: 'Next week' }).click();
    const card = page.getByTestId(`day-${bookedDay}`).getByTestId('appointment').filter({
      hasText: BOOKED.name,
    });
    await card.getByRole('button', { name: 'Arrived — check in' }).click();
    form = page.getByRole('dialog', { name: 'New Repair Waiver' });
    await expect(form.getByLabel('Customer name')).toHaveValue(BOOKED.name);
    await finishCheckIn(page, form, BOOKED.zip);
    await expect(page.getByText(REPAIR_TOASTS.created)).toBeVisible();
    await expect(card).toContainText('Arrived');
    expect((await repairsOf(manager, BOOKED.name)).map((r) => r.deviceModel)).toEqual(['Pixel 8']);

    // Yesterday's repair is found by the customer's name and finished.
    await page.goto('/');
    await mainNav(page, 'Customers').click();
    await page.getByLabel('Search repairs').fill('Avery');
    await page.getByRole('button', { name: new RegExp(EARLIER.name) }).click();
    const view = page.getByRole('dialog', { name: /^Ticket T-\d+/ });
    await view
      .locator('label')
      .filter({ hasText: /^Completed$/ })
      .click();
    await view.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText(REPAIR_TOASTS.statusUpdated)).toBeVisible();
    await view.getByRole('button', { name: 'Close' }).first().click();
    expect((await repairsOf(manager, EARLIER.name)).map((r) => r.status)).toEqual(['completed']);

    // Hector collects his phone: among several ready, the search leaves only his to hand back.
    await mainNav(page, 'Dashboard').click();
    await page.getByRole('button', { name: /Process Pickup/ }).click();
    const pickup = page.getByRole('dialog', { name: 'Process Pickup' });
    // The first ready repair is offered (docs/product.md, Pickup); the customer at the counter is
    // another one.
    const offered = await pickup.getByLabel('Selected repair').getByRole('heading').innerText();
    const queue = (await (await manager.get('/api/pickup-queue')).json()) as RepairWaiver[];
    const customer = READY.find((c) => !offered.includes(c.name))!;
    const theirs = queue.find((r) => r.customerName === customer.name)!;
    await pickup.getByLabel('Search pickups').fill(customer.name.split(' ')[0]!);
    await expect(pickup.getByRole('radio')).toHaveCount(1);
    await expect(pickup.getByRole('radio', { checked: true })).toHaveCount(0);
    const hidden = pickup.getByRole('button', { name: 'Choose a repair to hand back' });
    await expect(hidden).toBeDisabled();
    await pickup.getByRole('radio', { name: new RegExp(customer.name) }).check();
    await expect(pickup.getByLabel('Selected repair')).toContainText(theirs.ticketNumber);
    await sign(page, pickup.getByRole('img', { name: 'Customer signature (pickup)' }));
    await screenshot(page, 'shop-day-pickup-390', false);
    await pickup
      .getByRole('button', { name: `Hand back ${theirs.ticketNumber} to ${customer.name}` })
      .click();
    await expect(
      page.getByText(`${theirs.ticketNumber} handed back to ${customer.name}.`),
    ).toBeVisible();
    await expect(pickup).toBeHidden();
    for (const c of READY)
      expect((await repairsOf(manager, c.name)).map((r) => r.status)).toEqual([
        c.name === customer.name ? 'picked_up' : 'completed',
      ]);

    // A device is bought over the counter, then sold on.
    await dismissToasts(page);
    await openTab(page, 'Buyback', true);
    await page.getByRole('button', { name: 'DEVICE BUYBACK' }).click();
    const buyback = page.getByRole('dialog', { name: 'Device Buyback' });
    await fillBuyback(page, buyback, { imei: BOUGHT_IMEI, amount: '240' });
    await addEvidence(page, buyback);
    await sign(page, buyback.getByRole('img', { name: 'Customer signature' }));
    await buyback.getByRole('button', { name: 'Record Buyback' }).click();
    await expect(page.getByText(BUYBACK_TOASTS.created)).toBeVisible();
    await expect(buyback).toBeHidden();
    const stock = (await (await manager.get('/api/stock')).json()) as { imei: string }[];
    expect(stock.map((item) => item.imei)).toContain(BOUGHT_IMEI);

    await openTab(page, 'Sales', true);
    const stockList = page.getByRole('region', { name: 'Stock' });
    await stockList.getByRole('button', { name: /^Sell Apple iPhone 14 Pro/ }).click();
    const sale = page.getByRole('dialog', { name: 'Device Sale' });
    await sale.getByLabel('Customer name').fill('Sky Buyer');
    await sale.getByLabel('Sale price').fill('399');
    await sale.getByRole('button', { name: 'Record Sale' }).click();
    await expect(page.getByText(SALE_TOASTS.created)).toBeVisible();
    await expect(sale).toBeHidden();
    const sales = (await (await manager.get('/api/device-sales')).json()) as {
      customerName: string;
      salePrice: number;
    }[];
    expect(sales.map((s) => [s.customerName, s.salePrice])).toEqual([['Sky Buyer', 399]]);

    // A customer asks what their phone is worth.
    await mainNav(page, 'Dashboard').click();
    await page.getByRole('button', { name: /Smart Valuation/ }).click();
    const valuation = page.getByRole('dialog', { name: 'Smart Valuation' });
    await pickOption(page, valuation.getByRole('combobox', { name: 'Brand' }), 'appl', 'Apple');
    await pickOption(
      page,
      valuation.getByRole('combobox', { name: 'Model', exact: true }),
      '13',
      'iPhone 13',
    );
    await choose(page, valuation.getByRole('combobox', { name: 'Condition', exact: true }), 'Good');
    await valuation.getByRole('button', { name: 'Get valuation' }).click();
    await expect(valuation.getByRole('region', { name: 'Valuation result' })).toBeVisible();
    await valuation.getByRole('button', { name: 'Close' }).first().click();

    // The connection drops for a few minutes: a check-in is kept on the phone, then sent once.
    await context.setOffline(true);
    await expect(page.getByText('Offline Mode')).toBeVisible();
    await page.getByRole('button', { name: /New Repair Waiver/ }).click();
    form = page.getByRole('dialog', { name: 'New Repair Waiver' });
    await form.getByLabel('Phone number').fill(OFFLINE.phone);
    await form.getByLabel('Customer name').fill(OFFLINE.name);
    await finishCheckIn(page, form, OFFLINE.zip);
    await expect(form.getByText('Saved on this device', { exact: true })).toBeVisible();
    const waiting = page.getByRole('button', { name: /waiting to sync$/ });
    await expect(waiting).toHaveAccessibleName('1 change waiting to sync');
    expect(await repairsOf(manager, OFFLINE.name)).toEqual([]);
    await context.setOffline(false);
    await expect(page.getByText('Back Online')).toBeVisible();
    await expect(waiting).toHaveCount(0, { timeout: 20_000 });
    expect((await repairsOf(manager, OFFLINE.name)).map((r) => r.status)).toEqual(['received']);

    // Closing: the counter reviews the day's report and submits it, and is signed out.
    await dismissToasts(page);
    await openTab(page, 'Sales', true);
    const report = page.getByRole('form', { name: 'Daily sales report' });
    await report.getByLabel('Cash', { exact: true }).fill('149');
    await report.getByLabel('Card', { exact: true }).fill('399');
    await report.getByLabel('Device sales', { exact: true }).fill('399');
    await report.getByLabel('Repair revenue', { exact: true }).fill('149');
    await report.getByLabel('Purchases / payouts', { exact: true }).fill('240');
    await report.getByRole('button', { name: 'Review Report' }).click();
    const review = page.getByRole('dialog', { name: 'Review the day before you submit' });
    await expect(review).toContainText('$548.00');
    await expect(review).toContainText('8:00 AM store time');
    await screenshot(page, 'shop-day-review-390', false);
    await review.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });
    const banner = page.getByRole('alert').filter({ hasText: REPORT_MESSAGES.blockedTitle });
    await expect(banner).toBeVisible();
    await page.getByLabel('Username').fill(COUNTER.username);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    const filed = async () => {
      const res = await manager.get(`/api/daily-sales-reports?storeId=${storeId}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as ReconciliationEntry[])[0]!;
    };
    expect(await filed()).toMatchObject({ state: 'submitted', revision: 1, cashAmount: 149 });

    // The manager, on the same phone, sees the report beside the day and reopens it.
    await dismissToasts(page);
    await page.getByLabel('Password', { exact: true }).fill('');
    await signInOnThePhone(page, MANAGER);
    await mainNav(page, 'Sales').click();
    const reconciliation = page.getByRole('region', { name: 'Report Reconciliation' });
    const mine = reconciliation.getByRole('article', { name: /^Techy Millbrook/ }).first();
    await expect(mine).toContainText('Reported $149.00');
    await mine.getByRole('button', { name: /^Reopen the report/ }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen the day' });
    await reopen.getByRole('button', { name: 'Reopen Report' }).click();
    await expect(reopen.getByText('Say why the report changes')).toBeVisible();
    await reopen.getByLabel('Reason').fill('Cash was counted before the last repair was paid');
    await reopen.getByRole('button', { name: 'Reopen Report' }).click();
    await expect(page.getByText(REPORT_MESSAGES.reopenedTitle)).toBeVisible();
    await expect(mine).toContainText('Reopened, not filed again yet');
    expect(await filed()).toMatchObject({
      state: 'reopened',
      lastChange: { kind: 'reopened', reason: 'Cash was counted before the last repair was paid' },
    });
    await screenshot(page, 'shop-day-reopened-390', false);
    await page.getByRole('button', { name: 'Logout' }).click();

    // The counter signs in again and files the day with the cash put right.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(banner).toBeHidden();
    await signInOnThePhone(page, COUNTER);
    await mainNav(page, 'Sales').click();
    await expect(report.getByText('Reopened: file the day again')).toBeVisible();
    await expect(report.getByLabel('Card', { exact: true })).toHaveValue(/^\$399/);
    await report.getByLabel('Cash', { exact: true }).fill('238');
    await report.getByRole('button', { name: 'Review Report' }).click();
    await expect(review).toContainText('$637.00');
    await review.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });
    expect(await filed()).toMatchObject({
      state: 'submitted',
      revision: 2,
      cashAmount: 238,
      lastChange: { kind: 'refiled' },
    });
    const refused = await counterApi.get('/api/user');
    expect(refused.status()).toBe(401);
  });
});
