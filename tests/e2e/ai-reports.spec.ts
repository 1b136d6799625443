import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, expectNoHorizontalScroll, screenshot } from './support';
import { expect, test } from './fixtures';
import { backdateSales } from './backdate';

const REGION = 'Insight Coast';
const HARBOR = 'Insight Harbor';
const PIER = 'Insight Pier';
/** The chain's CEO, who reads the panel. */
const CEO = {
  username: 'insight.ceo',
  password: 'Insight-Board-2026',
  firstName: 'Dana',
  lastName: 'Whitfield',
};
/** Six weeks of one sale a day: quiet Mondays, busy Saturdays. */
const DAYS = 42;
const WEEKDAY_DOLLARS = [180, 220, 240, 260, 320, 480, 150];

async function openPanel(page: Page) {
  await page.goto('/?tab=admin');
  const heading = page.getByRole('heading', { name: 'AI Reports', exact: true });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('table', { name: 'Store ranking' })).toContainText(HARBOR);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('forecast-accuracy')).toContainText(/Forecast error \d+%/);
  return heading;
}

test.describe.serial('AI reports panel', () => {
  test.beforeAll(async ({ chain }) => {
    await chain.user(CEO, 'ceo');
    for (const [name, scale] of [
      [HARBOR, 1],
      [PIER, 0.6],
    ] as const) {
      const storeId = await chain.store({
        region: REGION,
        name,
        storeName: name.split(' ')[1]!,
        brand: 'Insight',
        companyName: 'TECHY',
        timezone: 'America/New_York',
      });
      const ids: string[] = [];
      // Newest first: sale i lands i + 1 days ago.
      for (let i = 0; i < DAYS; i++) {
        const weekday = (new Date(Date.now() - (i + 1) * 86_400_000).getUTCDay() + 6) % 7;
        const sale = await chain.api.post('/api/device-sales', {
          multipart: {
            storeId,
            customerName: 'Robin Insight',
            deviceBrand: 'Apple',
            deviceModel: 'iPhone 13',
            salePrice: String(Math.round(WEEKDAY_DOLLARS[weekday]! * scale + (i % 3) * 7)),
            paymentMethod: 'card',
          },
        });
        expect(sale.status(), await sale.text()).toBe(201);
        ids.push((await sale.json()).id);
      }
      await backdateSales(ids);
    }
  });

  test('the CEO sees the forecast, trends, ranking and alerts on a phone', async ({
    signIn,
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(CEO);
    const heading = await openPanel(page);
    await expect(page.getByTestId('trend-revenue')).toBeVisible();
    await expect(page.getByTestId('insights-narrative')).toContainText(
      'revenue in the last 7 days',
    );
    await expect(page.getByText(/^Complete days up to \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();
    // Alerts speak a manager's words: "about 11 times the usual spread", never a statistic's name.
    await expect(page.getByText(/z-score/)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await heading.scrollIntoViewIfNeeded();
    await screenshot(page, 'ai-reports-390');
  });

  test('a store of its own, on a laptop', async ({ signIn, page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(CEO);
    await openPanel(page);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: HARBOR }).click();
    await expect(page.getByTestId('insights-narrative')).toContainText(`${HARBOR}: revenue`);
    await expect(page.getByRole('table', { name: 'Store ranking' })).not.toContainText(PIER);
    await expect(page.getByTestId('forecast-accuracy')).toContainText(/seasonal-naive \d+%/);
    // A point's tooltip reads as an amount on a day: $1,234.56 on 11/24/2026, never $1.2K.
    const chart = page.getByRole('figure', { name: 'Revenue forecast' });
    const box = (await chart.boundingBox())!;
    await chart.hover({ position: { x: box.width * 0.5, y: box.height * 0.4 } });
    const tip = chart.locator('.recharts-tooltip-wrapper');
    await expect(tip).toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);
    await expect(tip).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'ai-reports-1280');
  });
});
