import { LOGIN_BLOCKED_CODE, REPORT_MESSAGES } from '../../src/shared/daily-reports';
import type { Locator, Page } from '@playwright/test';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  expect,
  screenshot,
  test,
  expectNoHorizontalScroll,
  expectTouchTargets,
  signInByApi,
} from './support';
import { dismissToasts, openTab } from './devices-support';

/** The counter account of a store of its own, so its sign-in block touches no other test. */
const LAKESHORE = {
  username: 'lakeshore.counter',
  password: 'Lakeshore-Desk-2026',
  firstName: 'Riley',
  lastName: 'Chen',
};

/** The value shown next to a total's name. */
function total(scope: Locator, name: string): Locator {
  return scope.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
}

async function expectBlockedLogin(page: Page) {
  const banner = page.getByRole('alert').filter({ hasText: REPORT_MESSAGES.blockedTitle });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(REPORT_MESSAGES.blocked);
  await expect(banner).toContainText(REPORT_MESSAGES.timeRemaining);
  await expect(banner).toContainText(/\d+h \d{2}m \d{2}s/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
}

test.describe.serial('daily sales report', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInByApi(admin, ADMIN);
    const region = await admin.post('/api/regions', { data: { name: 'Harborview' } });
    expect(region.status(), await region.text()).toBe(201);
    const store = await admin.post('/api/stores', {
      data: {
        name: 'TekCell Lakeshore',
        storeName: 'Lakeshore',
        brand: 'TekCell',
        companyName: 'TEKCELL',
        regionId: (await region.json()).id,
        timezone: 'America/New_York',
      },
    });
    expect(store.status(), await store.text()).toBe(201);
    const created = await admin.post('/api/admin/users', {
      data: { ...LAKESHORE, role: 'store', storeId: (await store.json()).id },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.dispose();
  });

  test('a store user files the report and sign-in closes until 8:00 AM', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInByApi(page.request, LAKESHORE);

    // Full page at desktop width.
    await page.setViewportSize(DESKTOP);
    await page.goto('/daily-sales-report');
    const fullPage = page.getByRole('form', { name: 'Daily sales report' });
    await expect(fullPage.getByLabel('Cash', { exact: true })).toHaveValue('$0.00');
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'daily-report-form-1280');

    // The Sales tab on a phone.
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await openTab(page, 'Sales', true);
    const form = page.getByRole('form', { name: 'Daily sales report' });
    await expect(form).toBeVisible();
    // Money is shown as it is written: thousands separated, always two decimals.
    const cash = form.getByLabel('Cash', { exact: true });
    await cash.fill('1234.5');
    await cash.blur();
    await expect(cash).toHaveValue('$1,234.50');
    await cash.fill('100');
    await form.getByLabel('Card', { exact: true }).fill('50.25');
    await expect(cash).toHaveValue('$100.00');
    const totals = form.getByRole('group', { name: 'Live totals' });
    await expect(total(totals, 'Payment total')).toHaveText('$150.25');
    await expect(total(totals, 'Gross total')).toHaveText('$150.25');
    await expect(total(totals, 'Net sales')).toHaveText('$150.25');
    await form.getByLabel('Taxes', { exact: true }).fill('10');
    await expect(total(totals, 'Net sales')).toHaveText('$140.25');
    await form.getByLabel('Staff on shift').fill('Riley, Sam');
    await form.getByLabel('Google reviews').fill('3');
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(form);
    await form.getByLabel('Staff on shift').scrollIntoViewIfNeeded();
    await screenshot(page, 'daily-report-form-390', false);

    await form.getByRole('button', { name: 'Submit Report' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast.getByText(REPORT_MESSAGES.submittedTitle)).toBeVisible();
    await expect(toast).toContainText('8:00 AM tomorrow');

    await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
    await expectBlockedLogin(page);
    await expectNoHorizontalScroll(page);
    await dismissToasts(page);
    await screenshot(page, 'daily-report-login-blocked-390');
    await page.setViewportSize(DESKTOP);
    await expectBlockedLogin(page);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'daily-report-login-blocked-1280');

    // The server refuses the store user's sign-in, saying until when.
    const other = await playwright.request.newContext({ baseURL });
    const refused = await other.post('/api/auth/login', {
      data: { username: LAKESHORE.username, password: LAKESHORE.password },
    });
    expect(refused.status()).toBe(403);
    const body = await refused.json();
    expect(body.code).toBe(LOGIN_BLOCKED_CODE);
    expect(body.error).toBe(REPORT_MESSAGES.blocked);
    expect(Date.parse(body.blockedUntil)).toBeGreaterThan(Date.now());
    await other.dispose();
  });

  test('on another device the refused sign-in shows the countdown', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await page.getByLabel('Username').fill(LAKESHORE.username);
    await page.getByLabel('Password', { exact: true }).fill(LAKESHORE.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectBlockedLogin(page);
    await context.close();
  });
});
