import { businessToday, DEFAULT_BUSINESS_DAY_END_HOUR } from '../../src/shared/business-day';
import { formatDay, formatLongDay } from '../../src/shared/format';
import {
  DESKTOP,
  PHONE,
  expectNoHorizontalScroll,
  pickOption,
  recordApiRequests,
  screenshot,
} from './support';
import { expect, test } from './fixtures';

/** The stores' business day today: they are in Chicago and keep the default end hour. */
const storeToday = () =>
  businessToday(
    { now: () => new Date() },
    { timezone: 'America/Chicago', businessDayEndHour: DEFAULT_BUSINESS_DAY_END_HOUR },
  );

/** Two stores of their own, so no other project's sales move these figures. */
const HARBOR = 'Dash Harbor Point';
const RIDGE = 'Dash Ridge Mall';
const CLERK = {
  username: 'dashclerk',
  password: 'dash-clerk-password',
  firstName: 'Dana',
  lastName: 'Counter',
};
const AREA = {
  username: 'dasharea',
  password: 'dash-area-password',
  firstName: 'Avery',
  lastName: 'Area',
};

test.describe.serial('store and manager dashboards', () => {
  test.beforeAll(async ({ chain }) => {
    const harbor = await chain.store(
      {
        region: 'Dash Harbor Region',
        name: HARBOR,
        storeName: 'DashHarbor',
        brand: 'Techy',
        companyName: 'TECHY',
      },
      [{ person: CLERK, role: 'store' }],
    );
    const ridge = await chain.store({
      region: 'Dash Ridge Region',
      name: RIDGE,
      storeName: 'DashRidge',
      brand: 'Techy',
      companyName: 'TECHY',
    });
    for (const [storeId, salePrice, paymentMethod] of [
      [harbor, '321.00', 'card'],
      [ridge, '111.00', 'cash'],
    ]) {
      const sale = await chain.api.post('/api/device-sales', {
        multipart: {
          storeId: storeId!,
          customerName: 'Riley Dash',
          deviceBrand: 'Samsung',
          deviceModel: 'Galaxy S22',
          salePrice: salePrice!,
          paymentMethod: paymentMethod!,
        },
      });
      expect(sale.status(), await sale.text()).toBe(201);
    }
    await chain.user(AREA, 'areamanager', { storeIds: [harbor, ridge] });
  });

  test("a store user sees their store's figures on /store", async ({ signIn, page }) => {
    await page.setViewportSize(PHONE);
    await signIn(CLERK);
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1, name: HARBOR })).toBeVisible();
    // The store's own date and a zone a person names, not 2026-11-24 (America/Chicago).
    await expect(page.getByTestId('store-today')).toContainText(
      `${formatLongDay(storeToday())} · Central time`,
    );
    // Secondary text in the theme's readable grey (5.5:1 on white), not Mantine's gray 6 (3.3:1).
    await expect(page.getByTestId('store-today')).toHaveCSS('color', 'rgb(101, 107, 113)');
    await expect(page.getByTestId('figure-Revenue today')).toHaveText('$321.00');
    await expect(page.getByTestId('figure-Revenue this week')).toHaveText('$321.00');
    const payments = page.getByRole('table', { name: 'Revenue by payment type' });
    await expect(payments.getByRole('row', { name: /card/ })).toContainText('$321.00 (1)');
    // The rows above it add up to the revenue row (issue 38).
    await expect(payments).toContainText('Revenue$321.00$321.00');
    await expect(payments.getByText('Revenue', { exact: true })).toHaveCount(1);
    // The store opened today: no earlier day is listed as a report not submitted.
    await expect(page.getByTestId('report-day')).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'store-dashboard-390');
    await page.setViewportSize(DESKTOP);
    const week = page.getByLabel('Revenue by day this week');
    await expect(week).toBeVisible();
    // Today's bar, the last of 7: its tooltip gives the exact amount and the day, US style, and
    // says it is only the day so far.
    const box = (await week.boundingBox())!;
    await week.hover({ position: { x: box.width * 0.95, y: box.height * 0.5 } });
    const tip = week.locator('.recharts-tooltip-wrapper');
    await expect(tip).toContainText('$321.00');
    await expect(tip).toContainText(formatDay(storeToday()));
    await expect(tip).toContainText('Today so far');
    await screenshot(page, 'store-dashboard-1280');
  });

  test('an area manager sees their stores side by side and opens one', async ({ signIn, page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(AREA);
    await page.goto('/area-manager');
    const table = page.getByRole('table', { name: 'Stores side by side' });
    await expect(table.getByTestId('manager-store')).toHaveCount(2);
    await expect(table.getByTestId('manager-store').first()).toContainText(HARBOR);
    await expect(table.getByTestId('manager-store').first()).toContainText('$321.00');
    await expect(table.getByTestId('manager-store').nth(1)).toContainText(RIDGE);
    await expect(page.getByText(/weekly target is its own average revenue/)).toBeVisible();
    // Neither store has filed today's report: each is listed with the date the US way.
    await expect(page.getByTestId('missing-reports')).toContainText(
      `${HARBOR} · ${formatDay(storeToday())}`,
    );
    await screenshot(page, 'area-manager-1280');

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: new RegExp(RIDGE) })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'area-manager-390');
    await page.getByRole('button', { name: new RegExp(RIDGE) }).click();
    await expect(page).toHaveURL(/\/store\?storeId=/);
    await expect(page.getByRole('heading', { level: 1, name: RIDGE })).toBeVisible();
    await expect(page.getByTestId('figure-Revenue today')).toHaveText('$111.00');
  });

  test('a manager who opens /store without a store chooses one of theirs', async ({
    signIn,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(AREA);
    const api = recordApiRequests(page);
    await page.goto('/store');
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a store' })).toBeVisible();
    // Nothing is asked that the server could only refuse for want of a store.
    expect(api).not.toContain('/api/store-dashboard');
    await pickOption(page, page.getByRole('combobox', { name: 'Store' }), 'Harbor', HARBOR);
    await expect(page).toHaveURL(/\/store\?storeId=/);
    await expect(page.getByRole('heading', { level: 1, name: HARBOR })).toBeVisible();
    await expect(page.getByTestId('figure-Revenue today')).toHaveText('$321.00');
  });

  test('a screen a role may not use says so once, sends nothing and leads home', async ({
    signIn,
    page,
  }) => {
    const refused = [
      { path: '/area-manager', label: 'Area Dashboard', api: '/api/manager-dashboard' },
      { path: '/regional-manager', label: 'Regional Dashboard', api: '/api/manager-dashboard' },
      { path: '/kpi-reports', label: 'KPI Reports', api: '/api/kpi-reports' },
      { path: '/ceo', label: 'CEO Dashboard', api: '/api/ceo-dashboard' },
      { path: '/admin/analytics', label: 'Analytics', api: '/api/admin/analytics' },
    ];
    await page.setViewportSize(PHONE);
    await signIn(CLERK);
    const api = recordApiRequests(page);
    for (const { path, label } of refused) {
      await page.goto(path);
      const notice = page.getByTestId('not-for-role');
      await expect(notice.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(notice).toContainText('You are signed in as Store User.');
      await expect(page.getByText('You do not have permission')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
    for (const { api: path } of refused) expect(api).not.toContain(path);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'not-for-role-390');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The Dashboard links only the screens this role may open.
    const links = page.getByRole('navigation', { name: 'More screens' }).getByRole('link');
    await expect(links).toHaveText(['Store Dashboard', 'Stock', 'Calendar']);

    await page.context().clearCookies();
    await signIn(AREA);
    await page.goto('/ceo');
    await expect(page.getByTestId('not-for-role')).toContainText(
      'This screen is for Admin, CEO, and Super Admin accounts. You are signed in as Area Manager.',
    );
    expect(api).not.toContain('/api/ceo-dashboard');
  });

  test.describe('on the stores’ own clock', () => {
    // The stores keep Chicago time; so does this device, so its today is theirs.
    test.use({ timezoneId: 'America/Chicago' });

    test('the calendar expects no report from a store before the day it opened', async ({
      signIn,
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await signIn(AREA);
      await page.goto('/calendar');
      const lines = page.getByTestId('day-reports');
      await expect(lines).toHaveText([
        `Daily reports: 0 filed, not yet filed: ${HARBOR}, ${RIDGE}`,
      ]);
      await expect(page.getByText(/missing:/)).toHaveCount(0);
    });
  });
});
