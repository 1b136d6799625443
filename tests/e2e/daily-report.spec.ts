import {
  businessDateAt,
  DEFAULT_BUSINESS_DAY_END_HOUR,
  loginReopensAt,
} from '../../src/shared/business-day';
import {
  LOGIN_BLOCKED_CODE,
  loginBlockedMessage,
  reopenDay,
  REPORT_MESSAGES,
} from '../../src/shared/daily-reports';
import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  screenshot,
  expectNoHorizontalScroll,
  expectTouchTargets,
} from './support';
import { expect, test } from './fixtures';
import { dismissToasts, openTab } from './devices-support';

/** The counter account of a store of its own, so its sign-in block touches no other test. */
const LAKESHORE = {
  username: 'lakeshore.counter',
  password: 'Lakeshore-Desk-2026',
  firstName: 'Riley',
  lastName: 'Chen',
};

const LAKESHORE_MANAGER = {
  username: 'lakeshore.manager',
  password: 'Lakeshore-Boss-2026',
  firstName: 'Morgan',
  lastName: 'Ellis',
};

/** Lakeshore is in New York with the default business day. */
const LAKESHORE_DAY = {
  timezone: 'America/New_York',
  businessDayEndHour: DEFAULT_BUSINESS_DAY_END_HOUR,
};

/**
 * When the report filed now reopens sign-in, and how the block names that day: the suite runs on
 * the real clock, so after midnight in New York it is 8:00 AM today, before it tomorrow.
 */
function reopening() {
  const now = new Date();
  const until = loginReopensAt(businessDateAt(now, LAKESHORE_DAY), LAKESHORE_DAY);
  return {
    day: reopenDay(until, now, LAKESHORE_DAY.timezone),
    message: loginBlockedMessage(until, now, LAKESHORE_DAY.timezone),
  };
}

/** The value shown next to a total's name. */
function total(scope: Locator, name: string): Locator {
  return scope.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
}

/** The store's counter is held back on this device; anyone else may still sign in. */
async function expectBlockedLogin(page: Page) {
  const banner = page.getByRole('alert').filter({ hasText: REPORT_MESSAGES.blockedTitle });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(reopening().message);
  await expect(banner).toContainText(REPORT_MESSAGES.timeRemaining);
  await expect(banner).toContainText(/\d+h \d{2}m \d{2}s/);
  await expect(banner).toContainText('Managers, and staff of other stores, can still sign in');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await page.getByLabel('Username').fill(LAKESHORE.username);
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Username').fill(LAKESHORE_MANAGER.username);
  await expect(signIn).toBeEnabled();
  await page.getByLabel('Username').fill('');
}

test.describe.serial('daily sales report', () => {
  test.beforeAll(async ({ chain }) => {
    await chain.store(
      {
        region: 'Harborview',
        name: 'TekCell Lakeshore',
        storeName: 'Lakeshore',
        brand: 'TekCell',
        companyName: 'TEKCELL',
        timezone: 'America/New_York',
      },
      [
        { person: LAKESHORE, role: 'store' },
        { person: LAKESHORE_MANAGER, role: 'store_manager' },
      ],
    );
  });

  test('a store user files the report and sign-in closes until 8:00 AM', async ({
    signIn,
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(LAKESHORE);

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
    // A report of nothing at all needs an explicit yes before it closes the day.
    await form.getByRole('button', { name: 'Review Report' }).click();
    const review = page.getByRole('dialog', { name: 'Review the day before you submit' });
    await expect(review.getByText('Every amount is $0.00')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
    await review.getByLabel('Nothing was taken today: submit a report of $0.00').check();
    await expect(review.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
    await review.getByRole('button', { name: 'Back' }).click();
    await expect(review).toBeHidden();

    // Negative amounts and part reviews are refused with their reason, not sent as 0 or 25.
    await form.getByLabel('Refunds', { exact: true }).fill('-100');
    await form.getByLabel('Google reviews').fill('2.5');
    await form.getByRole('button', { name: 'Review Report' }).click();
    await expect(form.getByText('Amounts cannot be negative')).toBeVisible();
    await expect(form.getByText('Enter a whole number')).toBeVisible();
    await expect(review).toBeHidden();
    await form.getByLabel('Refunds', { exact: true }).fill('0');

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

    // The review shows what will be filed and says plainly what submitting does.
    await form.getByRole('button', { name: 'Review Report' }).click();
    await expect(review).toBeVisible();
    await expect(
      total(review.getByRole('group', { name: 'Totals to submit' }), 'Net sales'),
    ).toHaveText('$140.25');
    await expect(review.getByRole('table', { name: 'Amounts to submit' })).toContainText('Taxes');
    await expect(review).toContainText('will be signed out');
    await expect(review).toContainText('can sign in again at 8:00 AM store time');
    await screenshot(page, 'daily-report-review-390', false);
    await review.getByRole('button', { name: 'Back' }).click();
    // Back keeps every figure typed.
    await expect(form.getByLabel('Cash', { exact: true })).toHaveValue(/^\$100/);
    await form.getByRole('button', { name: 'Review Report' }).click();
    await review.getByRole('button', { name: 'Submit Report' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast.getByText(REPORT_MESSAGES.submittedTitle)).toBeVisible();
    await expect(toast).toContainText(`8:00 AM ${reopening().day}, store time`);

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
    expect(body.error).toBe(
      loginBlockedMessage(new Date(body.blockedUntil), new Date(), LAKESHORE_DAY.timezone),
    );
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

  test('the manager signs in on the blocked device, and the block stays for the counter', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Username').fill(LAKESHORE.username);
    await page.getByLabel('Password', { exact: true }).fill(LAKESHORE.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectBlockedLogin(page);
    await page.getByLabel('Username').fill(LAKESHORE_MANAGER.username);
    await page.getByLabel('Password', { exact: true }).fill(LAKESHORE_MANAGER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectBlockedLogin(page);
    await context.close();
  });
});
