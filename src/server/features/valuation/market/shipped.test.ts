import { describe, expect, it } from 'vitest';
import { shippedStorages } from '../../../../shared/catalogue';
import { parseMarketCsv } from '../../../../shared/market-prices';
import { readFileSync } from 'node:fs';
import { SHIPPED_TABLE } from './shipped';

const parse = (text: string) => parseMarketCsv(text, shippedStorages);

describe('the market table shipped with the product', () => {
  const { rows, problems } = parse(readFileSync(SHIPPED_TABLE, 'utf8'));

  it('passes every check: fields, catalogue names, shipped storages, no duplicates, prices falling with condition', () => {
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('names a public source and a date for every price', () => {
    for (const row of rows) {
      expect(row.source).toMatch(/^https?:\/\//);
      expect(Date.parse(row.observed)).not.toBeNaN();
    }
  });

  it('covers Apple, Samsung and Google, both trade-in and resale prices', () => {
    for (const brand of ['Apple', 'Samsung', 'Google'])
      for (const kind of ['trade_in', 'resale'])
        expect(
          rows.some((r) => r.brand === brand && r.kind === kind),
          `${brand} ${kind}`,
        ).toBe(true);
  });
});
