import { readFileSync } from 'node:fs';
import type { CeoDashboard } from '../../src/shared/ceo-dashboard';
import { DESKTOP, PHONE, expectNoHorizontalScroll, screenshot } from './support';
import { expect, test } from './fixtures';
import { backdateSales } from './backdate';

const CEO = {
  username: 'boardroom.ceo',
  password: 'Board-Room-2026',
  firstName: 'Dana',
  lastName: 'Whitfield',
};

/**
 * The CEO's chain-wide screens. The figures include whatever other specs record beside this one,
 * so the test rings up a sale of its own store to be sure there is revenue, and checks the
 * figures show; it never counts on the chain's totals.
 */
test.describe.serial('CEO dashboard and KPI reports', () => {
  test.beforeAll(async ({ chain }) => {
    await chain.user(CEO, 'ceo');
    const storeId = await chain.store({
      region: 'Boardroom Region',
      name: 'Boardroom Store',
      storeName: 'Boardroom',
      brand: 'Boardroom',
      companyName: 'TECHY',
      timezone: 'America/New_York',
    });
    // Today's sale, and one on each of the eight days before: the chain forecast needs a week
    // of takings, which the spec records itself rather than counting on other specs' sales.
    const sales: string[] = [];
    for (let day = 0; day <= 8; day++) {
      const sale = await chain.api.post('/api/device-sales', {
        multipart: {
          storeId,
          customerName: 'Morgan Board',
          deviceBrand: 'Apple',
          deviceModel: 'iPhone 11',
          salePrice: String(321 + day),
          paymentMethod: 'card',
        },
      });
      expect(sale.status(), await sale.text()).toBe(201);
      sales.push(((await sale.json()) as { id: string }).id);
    }
    await backdateSales(sales.slice(1));
  });

  test('the CEO sees the chain’s figures and charts at 1280 and 390', async ({ signIn, page }) => {
    await signIn(CEO);
    await page.setViewportSize(DESKTOP);
    await page.goto('/ceo');
    await expect(page.getByRole('heading', { name: 'CEO Dashboard', level: 1 })).toBeVisible();
    const revenue = page.getByLabel('Revenue', { exact: true });
    await expect(revenue).toContainText(/\$[1-9]/);
    for (const card of [
      'Device margin',
      'Repairs completed',
      'Average turnaround',
      'Buyback spend',
    ])
      await expect(page.getByLabel(card, { exact: true })).toBeVisible();
    for (const chart of ['Daily revenue', 'Next 14 days', 'By region'])
      await expect(page.getByRole('heading', { name: chart })).toBeVisible();
    await expect(page.locator('.recharts-surface')).toHaveCount(3);
    const stores = page.getByRole('table', { name: 'Store figures' });
    await expect(stores.getByRole('row').nth(1)).toBeVisible();
    await stores.getByRole('button', { name: /^Store/ }).click();
    await expect(stores.getByRole('columnheader', { name: /^Store/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const week = page.waitForResponse(
      (r) => r.url().includes('/api/ceo-dashboard?') && r.request().method() === 'GET',
    );
    await page.getByText('7 days', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
    const { daily } = (await (await week).json()) as CeoDashboard;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // One dot a day on the daily revenue line (the forecast draws none). The week ends today on
    // this browser's calendar; a day not begun in any store yet is not drawn as $0.
    expect(daily.length).toBeGreaterThanOrEqual(6);
    await expect(page.locator('.recharts-line-dots circle')).toHaveCount(daily.length);
    // Today is the day so far: a dashed end to the line, named in the legend.
    expect(daily.at(-1)!.partial).toBe(true);
    await expect(page.getByRole('figure', { name: 'Daily revenue' })).toContainText('Today so far');
    await expect(revenue).toContainText(/\$[1-9]/);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'ceo-dashboard-1280');

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('table', { name: 'Store figures' })).toHaveCount(0);
    await expect(revenue).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'ceo-dashboard-390');
  });

  test('the CEO reaches the main dashboard and its tabs in one tap from /ceo', async ({
    signIn,
    page,
  }) => {
    await signIn(CEO);
    await page.setViewportSize(DESKTOP);
    await page.goto('/ceo');
    const laptopTabs = page.getByRole('navigation', { name: 'Main dashboard' });
    for (const tab of ['Dashboard', 'Customers', 'Sales', 'Buyback', 'Admin', 'Marketing'])
      await expect(laptopTabs.getByRole('link', { name: tab })).toBeVisible();
    await laptopTabs.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=admin$/);
    await expect(page.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
    // The navbar's way back leads to the CEO's home again.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/ceo$/);

    await page.setViewportSize(PHONE);
    const bottomBar = page.getByRole('navigation', { name: 'Main' });
    await expect(laptopTabs).toBeHidden();
    await bottomBar.getByRole('link', { name: 'Marketing' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=marketing$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Marketing' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goto('/ceo');
    await bottomBar.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=customers$/);
    await expectNoHorizontalScroll(page);
  });

  test('KPI reports show each KPI with its definition and download as CSV', async ({
    signIn,
    page,
  }) => {
    await signIn(CEO);
    await page.setViewportSize(DESKTOP);
    await page.goto('/kpi-reports');
    await expect(page.getByRole('heading', { name: 'KPI Reports', level: 1 })).toBeVisible();
    const punctuality = page.getByLabel('Report punctuality', { exact: true });
    await expect(punctuality).toContainText('before 8:00 AM store time the next day');
    await expect(page.getByLabel('Buyback-to-sale conversion', { exact: true })).toContainText(
      'Of the devices bought back in the period',
    );
    await expect(page.getByRole('table', { name: 'KPIs by store' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'kpi-reports-1280');

    const csvLink = page.getByRole('link', { name: 'Download CSV' });
    await expect(csvLink).toHaveAttribute('href', /from=\d{4}-\d{2}-\d{2}&to=/);
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^kpi-report-.+\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Store,From,To,Average repair turnaround (hours),Repairs completed per day,Device margin (%),Buyback-to-sale conversion (%),Average ticket ($),Daily reports filed (%),Report punctuality (%),Stock value ($),Parts margin (%)',
    );
    expect(lines.at(-1)).toMatch(/^All stores,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},/);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.filter((line) => line.startsWith('Boardroom Store,'))).toHaveLength(1);

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('table', { name: 'KPIs by store' })).toHaveCount(0);
    await expect(punctuality).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'kpi-reports-390');
  });
});
