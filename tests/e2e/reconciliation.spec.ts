import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { ReconciledReport } from '../../src/shared/daily-reports';
import { formatDay } from '../../src/shared/format';
import { openTab } from './devices-support';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  screenshot,
  expectNoHorizontalScroll,
  expectTouchTargets,
} from './support';
import { expect, test } from './fixtures';

/** The store of its own whose counter files the day's report in beforeAll. */
const STORE = 'TekCell Quayside';
const COUNTER = {
  username: 'quayside.counter',
  password: 'Quayside-Desk-2026',
  firstName: 'Imani',
  lastName: 'Cole',
};
/** A store user of another store, who files nothing. */
const OTHER_COUNTER = {
  username: 'quayside.north',
  password: 'Quayside-North-2026',
  firstName: 'Ezra',
  lastName: 'Stone',
};
/** A device sold there after the report, so the report's device sales fall short of it. */
const SALE_PRICE = '149.99';
/** Mantine's red.0, the background of a line that differs. */
const HIGHLIGHT = 'rgb(255, 245, 245)';

let businessDate: string;

function dayBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

function panel(page: Page): Locator {
  return page.getByRole('region', { name: 'Report Reconciliation' });
}

test.describe.serial('daily report reconciliation', () => {
  test.beforeAll(async ({ chain }) => {
    const storeId = await chain.store(
      {
        region: 'Quayside',
        name: STORE,
        storeName: 'Quayside',
        brand: 'TekCell',
        companyName: 'TEKCELL',
        timezone: 'America/New_York',
      },
      [{ person: COUNTER, role: 'store' }],
    );
    await chain.store(
      {
        region: 'Quayside North',
        name: 'TekCell Quayside North',
        storeName: 'Quayside North',
        brand: 'TekCell',
        companyName: 'TEKCELL',
      },
      [{ person: OTHER_COUNTER, role: 'store' }],
    );
    // The counter files the day: cash 100, card 50.25, taxes 10, no device sales.
    const counter = await chain.as(COUNTER);
    const filed = await counter.post('/api/daily-sales-reports', {
      data: { cashAmount: '100', cardAmount: '50.25', taxes: '10' },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    await counter.dispose();
    const admin = chain.api;
    const sale = await admin.post('/api/device-sales', {
      multipart: {
        storeId,
        customerName: 'Morgan Blake',
        deviceBrand: 'Apple',
        deviceModel: 'iPhone 13',
        salePrice: SALE_PRICE,
        paymentMethod: 'cash',
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
    // The sale lands on the report's business day (a run across the store's midnight would not).
    const listed = await admin.get(`/api/daily-sales-reports?storeId=${storeId}`);
    const [report] = (await listed.json()) as ReconciledReport[];
    expect(report!.reconciliation.deviceSales).toEqual({
      reported: 0,
      recorded: 149.99,
      difference: -149.99,
    });
    businessDate = report!.businessDate;
  });

  test('the admin sees the report beside what was recorded, filters it and downloads it', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    await page.setViewportSize(DESKTOP);
    await page.goto('/daily-sales-report');
    const section = panel(page);
    const row = section
      .getByRole('table', { name: 'Reconciled reports' })
      .getByRole('row')
      .filter({ hasText: STORE });
    await expect(row).toContainText(`Business day ${formatDay(businessDate)}`);
    await expect(row).toContainText('Submitted by Imani Cole');
    await expect(row).toContainText('Differences');

    // Columns: report, repair revenue, device sales, buyback payouts, status.
    const cells = row.getByRole('cell');
    const devices = cells.nth(2);
    await expect(devices).toContainText('Reported $0.00');
    await expect(devices).toContainText('Recorded $149.99');
    await expect(devices).toContainText('Short by $149.99');
    await expect(devices).toHaveCSS('background-color', HIGHLIGHT);
    for (const matching of [cells.nth(1), cells.nth(3)]) {
      await expect(matching).toContainText('No difference');
      await expect(matching).not.toHaveCSS('background-color', HIGHLIGHT);
    }
    await expectNoHorizontalScroll(page);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'reconciliation-1280');

    // Only differences: the report still shows, and the CSV follows the filter.
    await section.getByRole('switch', { name: 'Only reports with differences' }).click();
    const csvLink = section.getByRole('link', { name: 'Download CSV' });
    await expect(csvLink).toHaveAttribute('href', /onlyDifferences=true/);
    await expect(row).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toBe('daily-sales-reports.csv');
    const [header, ...rows] = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(header).toMatch(
      /^Business date,Store,Cash,Card,Finance,Gross total,Net sales,Repair revenue reported,/,
    );
    // Every store's reports with differences; other specs file theirs beside this one.
    expect(rows.filter((line) => line.split(',')[1] === STORE)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${businessDate},${STORE},100.00,50.25,0.00,150.25,140.25,` +
            '0.00,0.00,0.00,0.00,149.99,-149.99,0.00,0.00,0.00,Imani Cole,',
        ),
      ),
    ]);

    // A range ending the day before the report's leaves nothing.
    await section.getByLabel('To', { exact: true }).fill(dayBefore(businessDate));
    await expect(section.getByText('No reports for these filters.')).toBeVisible();
    await expect(csvLink).toHaveAttribute('href', new RegExp(`to=${dayBefore(businessDate)}`));
    await screenshot(page, 'reconciliation-empty-1280');
  });

  test('on a phone each report is a card, also on the Sales tab', async ({ signIn, page }) => {
    await signIn(ADMIN);
    await page.setViewportSize(PHONE);
    await page.goto('/daily-sales-report');
    const section = panel(page);
    const card = section.getByRole('article', {
      name: `${STORE}, ${formatDay(businessDate)}`,
    });
    await expect(card).toContainText('Differences');
    const devices = card.getByRole('listitem').filter({ hasText: 'Device sales' });
    await expect(devices).toContainText('Short by $149.99');
    await expect(devices).toContainText('Reported $0.00 · Recorded $149.99');
    await expect(devices).toHaveCSS('background-color', HIGHLIGHT);
    const repairs = card.getByRole('listitem').filter({ hasText: 'Repair revenue' });
    await expect(repairs).toContainText('No difference');
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(section);
    await screenshot(page, 'reconciliation-390');

    await page.goto('/');
    await openTab(page, 'Sales', true);
    await expect(panel(page).getByRole('article', { name: new RegExp(STORE) })).toBeVisible();
  });

  test('store users never see it', async ({ signIn, page }) => {
    await signIn(OTHER_COUNTER);
    await page.setViewportSize(DESKTOP);
    await page.goto('/daily-sales-report');
    await expect(page.getByRole('form', { name: 'Daily sales report' })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });
});
