import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { MarketTableInfo } from '../../src/shared/market-prices';
import { expectAccessible } from './axe';
import { choose, dismissToasts } from './devices-support';
import { expect, openChain, test } from './fixtures';
import { useFreshInstall } from './fresh-install';
import {
  ADMIN,
  PHONE,
  expectNoHorizontalScroll,
  expectTouchTargets,
  pickOption,
  screenshot,
} from './support';

/** The counter of a store of the spec's own, who values a phone on the imported table. */
const COUNTER = {
  username: 'harbor.counter',
  password: 'Harbor-Desk-2026',
  firstName: 'Quinn',
  lastName: 'Ortega',
};

// A server of its own: an imported table would price every other spec's valuations.
const install = useFreshInstall({ firstAdmin: true });

const today = () => new Date().toISOString().slice(0, 10);

async function openMarketPrices(page: Page) {
  await page.goto('/?tab=admin&section=market');
  const section = page.getByRole('region', { name: 'Market prices' });
  await expect(section.getByText(/^In use: /)).toBeVisible();
  return section;
}

async function pickCsv(page: Page, name: string, text: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test.describe.serial('Admin → Market prices', () => {
  test.use({ viewport: PHONE });

  test.beforeAll(async ({ playwright }) => {
    const chain = await openChain(playwright.request, install().baseURL, 'market-prices');
    await chain.store(
      {
        region: 'Harbor Region',
        name: 'Techy Harbor',
        storeName: 'Harbor',
        brand: 'Techy',
        companyName: 'TECHY',
        timezone: 'America/New_York',
      },
      [{ person: COUNTER, role: 'store' }],
    );
    await chain.api.dispose();
  });

  test('the office downloads the table, sees a bad file refused line by line, and imports a corrected one', async ({
    signIn,
    page,
  }) => {
    await signIn(ADMIN);
    const shipped = (await (
      await page.request.get('/api/market-prices')
    ).json()) as MarketTableInfo;
    const section = await openMarketPrices(page);
    await expect(section.getByText('In use: Shipped with the app')).toBeVisible();
    const warning = section.getByText(/Half of these prices are more than 60 days old/);
    await expect(warning).toHaveCount(shipped.current.stale ? 1 : 0);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(section);
    await expectAccessible(page, 'Admin → Market prices, the shipped table');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('market-prices.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('brand,model,storage,kind,condition,usd,source,observed');
    expect(lines).toHaveLength(shipped.current.rows + 1);

    await pickCsv(
      page,
      'prices.csv',
      `${lines[0]}\nApple,iPhone 99,128GB,trade_in,good,400,https://example.com/a,${today()}\n`,
    );
    const problems = section.getByRole('list', { name: 'Problems in the file' });
    await expect(problems.getByRole('listitem')).toHaveText([
      'Line 2: Apple iPhone 99 is not in the device catalogue',
    ]);
    await expect(section.getByText('In use: Shipped with the app')).toBeVisible();
    await expectAccessible(page, 'Admin → Market prices, a refused file');

    // Every price read again today: the same table, no longer out of date.
    const fresh = lines
      .map((line, i) => (i === 0 ? line : line.replace(/\d{4}-\d{2}-\d{2}$/, today())))
      .join('\n');
    await pickCsv(page, 'prices.csv', fresh);
    await expect(page.getByText('Market prices imported')).toBeVisible();
    await expect(problems).toHaveCount(0);
    await expect(
      section.getByText(/^In use: Imported .* by Olivia Ramos from prices\.csv$/),
    ).toBeVisible();
    await expect(warning).toHaveCount(0);
    const history = section.getByRole('table');
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText('by Olivia Ramos');
    await expect(history.getByRole('row').nth(1)).toContainText('prices.csv');
    await dismissToasts(page);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'Admin → Market prices, an imported table');
    await screenshot(page, 'market-prices-390');
  });

  test('the counter values a phone on the imported table and grades it by the examples', async ({
    signIn,
    page,
  }) => {
    await signIn(COUNTER);
    await page.goto('/');
    await page.getByRole('button', { name: /Smart Valuation/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Smart Valuation' });
    await expect(dialog).toBeVisible();
    await choose(page, dialog.getByRole('combobox', { name: 'Brand' }), 'Apple');
    await pickOption(
      page,
      dialog.getByRole('combobox', { name: 'Model', exact: true }),
      '15',
      'iPhone 15',
    );
    const condition = dialog.getByRole('combobox', { name: 'Condition', exact: true });
    await choose(page, condition, 'Fair');
    await expect(condition).toHaveAccessibleDescription(
      'Visible wear: scratches or scuffs, small dents; everything works',
    );
    await expect(dialog.getByText('Back glass cracked')).toBeVisible();
    await dialog.getByRole('button', { name: 'Get valuation' }).click();

    const result = dialog.getByRole('region', { name: 'Valuation result' });
    await expect(
      result.getByText(
        /^Market: trade-in offers for a working one are about \$[\d,.]+; used ones resell for about \$[\d,.]+\.$/,
      ),
    ).toBeVisible();
    await expect(
      result.getByText(
        /^(Prices of this model from .* to .* \(\d+ prices?\)|Not in the market table: priced from similar phones \(prices of .* to .*\)), brought to today at about \d+% a year\.$/,
      ),
    ).toBeVisible();
    await expect(result.getByText(/more than 60 days old/)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'the valuation result with its market basis');
  });
});
