import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MarketTableInfo } from '../../../../shared/market-prices';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { sessionUser } from '../../../testing/users';
import MarketPricesPanel from './MarketPricesPanel';

const ADMIN = sessionUser({ role: 'admin', storeId: null, storeName: null, storeBrand: null });

const SHIPPED: MarketTableInfo = {
  current: {
    source: 'shipped',
    rows: 1234,
    oldestObserved: '2024-03-06',
    newestObserved: '2026-03-02',
    medianObserved: '2025-11-06',
    importedAt: null,
    importedBy: null,
    fileName: null,
    stale: false,
  },
  imports: [],
};

const IMPORTED: MarketTableInfo = {
  current: {
    source: 'imported',
    rows: 2,
    oldestObserved: '2026-01-15',
    newestObserved: '2026-02-01',
    medianObserved: '2026-01-15',
    importedAt: '2026-11-20T15:30:00.000Z',
    importedBy: 'Jordan Lee',
    fileName: 'november.csv',
    stale: true,
  },
  imports: [
    {
      id: 'm2',
      importedAt: '2026-11-20T15:30:00.000Z',
      importedBy: 'Jordan Lee',
      fileName: 'november.csv',
      rows: 2,
      oldestObserved: '2026-01-15',
      newestObserved: '2026-02-01',
      medianObserved: '2026-01-15',
    },
    {
      id: 'm1',
      importedAt: '2026-10-01T15:30:00.000Z',
      importedBy: 'Sam Park',
      fileName: null,
      rows: 1,
      oldestObserved: '2025-11-06',
      newestObserved: '2025-11-06',
      medianObserved: '2025-11-06',
    },
  ],
};

const CSV = [
  'brand,model,storage,kind,condition,usd,source,observed',
  'Apple,iPhone 15,128GB,trade_in,good,400,https://example.com/a,2026-01-15',
].join('\n');

const open = () => renderWithApp(<MarketPricesPanel />, { user: ADMIN });

/** The office person picks a file with the Import CSV button's file chooser. */
async function importFile(user: Awaited<ReturnType<typeof open>>['user'], name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input).toHaveAttribute('accept', '.csv,text/csv');
  await user.upload(input, new File([CSV], name, { type: 'text/csv' }));
}

describe('Admin → Market prices', () => {
  it('shows the shipped table, its prices and dates, a download and no warning', async () => {
    fakeApi({ 'GET /api/market-prices': SHIPPED });
    await open();
    expect(await screen.findByText('In use: Shipped with the app')).toBeInTheDocument();
    expect(screen.getByText('1,234 prices of 3/6/2024 to 3/2/2026')).toBeInTheDocument();
    expect(screen.queryByText(/more than 60 days old/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/market-prices/csv',
    );
    expect(
      screen.getByText(/brand,model,storage,kind,condition,usd,source,observed/),
    ).toBeVisible();
    expect(screen.getByText(/No table imported yet/)).toBeInTheDocument();
  });

  it('shows an imported table: who, when, from which file, the stale warning and the history', async () => {
    fakeApi({ 'GET /api/market-prices': IMPORTED });
    await open();
    expect(
      await screen.findByText(
        /^In use: Imported 11\/20\/2026, .* by Jordan Lee from november\.csv$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Half of these prices are more than 60 days old (from before 1/15/2026): offers may be off the market. Import a newer table.',
      ),
    ).toBeInTheDocument();
    const [heading, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      within(heading!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Imported', 'File', 'Price dates']);
    // Each cell holds two lines: the text of the first, then the small print under it.
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => [...td.childNodes].map((node) => node.textContent)),
    );
    expect(cells).toEqual([
      [
        [expect.stringMatching(/^11\/20\/2026, /), 'by Jordan Lee'],
        ['november.csv', '2 prices'],
        ['1/15/2026', 'to 2/1/2026'],
      ],
      [
        [expect.stringMatching(/^10\/1\/2026, /), 'by Sam Park'],
        ['No file name', '1 price'],
        ['11/6/2025', 'to 11/6/2025'],
      ],
    ]);
  });

  it('imports a CSV: sends its text and name, says so and shows the new table', async () => {
    const api = fakeApi({
      'GET /api/market-prices': SHIPPED,
      'POST /api/market-prices/import': {
        ...IMPORTED,
        current: { ...IMPORTED.current, stale: false },
      },
    });
    const { user } = await open();
    await screen.findByText('In use: Shipped with the app');
    await importFile(user, 'november.csv');

    expect(await screen.findByText('Market prices imported')).toBeInTheDocument();
    expect(
      screen.getByText('2 prices of 1/15/2026 to 2/1/2026 now price every valuation.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^In use: Imported .* from november\.csv$/)).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/market-prices/import',
        body: { csv: CSV, fileName: 'november.csv' },
      },
    ]);
  });

  it('lists each bad line of a refused file, keeps the table in use, and reads the corrected file', async () => {
    const problems = [
      'Line 2: Apple iPhone 99 is not in the device catalogue',
      'Line 4: Price must be whole dollars',
    ].join('\n');
    let sent = 0;
    const api = fakeApi({
      'GET /api/market-prices': SHIPPED,
      'POST /api/market-prices/import': () =>
        (sent += 1) === 1
          ? {
              status: 400,
              body: { error: problems, code: 'validation', fields: { csv: problems } },
            }
          : IMPORTED,
    });
    const { user } = await open();
    await screen.findByText('In use: Shipped with the app');
    await importFile(user, 'prices.csv');

    const list = await screen.findByRole('list', { name: 'Problems in the file' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 2: Apple iPhone 99 is not in the device catalogue',
      'Line 4: Price must be whole dollars',
    ]);
    expect(screen.getByText('Nothing was imported')).toBeInTheDocument();
    expect(screen.getByText('In use: Shipped with the app')).toBeInTheDocument();

    // The office corrects the file and picks it again, under the same name.
    await importFile(user, 'prices.csv');
    expect(await screen.findByText('Market prices imported')).toBeInTheDocument();
    expect(screen.queryByText('Nothing was imported')).not.toBeInTheDocument();
    expect(api.writes()).toHaveLength(2);
  });
});
