import { describe, expect, it } from 'vitest';
import { shippedStorages } from './catalogue';
import { isStale, MARKET_CSV_HEADER, parseMarketCsv } from './market-prices';

const HEADER = MARKET_CSV_HEADER.join(',');
const SOURCE = 'https://www.example.com/trade-in-values';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');
const parse = (text: string) => parseMarketCsv(text, shippedStorages);

describe('reading a market table', () => {
  it('reads rows under the catalogue spelling of brand and model', () => {
    const { rows, problems } = parse(
      csv(`apple,iphone 15 pro,256GB,trade_in,good,450,${SOURCE},2026-01-15`),
    );
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ brand: 'Apple', model: 'iPhone 15 Pro', usd: 450 });
  });

  it('refuses a file without the header', () => {
    expect(parse('Apple,iPhone 15,128GB,trade_in,good,300,x,2026-01-15').problems).toEqual([
      `The first line must be: ${HEADER}`,
    ]);
  });

  it('names the line and the problem of each bad row', () => {
    const { problems } = parse(
      csv(
        `Apple,iPhone 15,128GB,trade_in,good,abc,${SOURCE},2026-01-15`,
        `Apple,iPhone 15,128GB,cash,good,300,${SOURCE},2026-01-15`,
        `Apple,iPhone 15,128GB,trade_in,good,300,not a link,2026-01-15`,
        `Apple,iPhone 15,128GB,trade_in,good,300,${SOURCE},15/01/2026`,
        `Apple,iPhone 99,128GB,trade_in,good,300,${SOURCE},2026-01-15`,
      ),
    );
    expect(problems).toEqual([
      'Line 2: Price must be a number of dollars',
      'Line 3: Kind is trade_in or resale',
      'Line 4: Source must be the address of a public page',
      'Line 5: Observed must be a date as YYYY-MM-DD',
      'Line 6: Apple iPhone 99 is not in the device catalogue',
    ]);
  });

  it('refuses a storage size the model never shipped with', () => {
    const { problems } = parse(
      csv(`Samsung,Galaxy S24 Ultra,64GB,trade_in,good,300,${SOURCE},2026-01-15`),
    );
    expect(problems[0]).toMatch(/^Line 2: The Galaxy S24 Ultra was not sold with 64GB/);
  });

  it('refuses the same price twice from one source', () => {
    const line = `Apple,iPhone 15,128GB,trade_in,good,300,${SOURCE},2026-01-15`;
    expect(parse(csv(line, line.replace('300', '310'))).problems).toEqual([
      'Line 3: the same model, storage, kind, condition and source as line 2',
    ]);
  });

  it('refuses a worse condition priced above a better one by the same source', () => {
    const { problems } = parse(
      csv(
        `Apple,iPhone 15,128GB,trade_in,good,300,${SOURCE},2026-01-15`,
        `Apple,iPhone 15,128GB,trade_in,fair,320,${SOURCE},2026-01-15`,
      ),
    );
    expect(problems).toEqual([
      'Line 3: a fair price above the good price of line 2 from the same source',
    ]);
  });
});

describe('a stale table', () => {
  it('is one whose newest price is more than 60 days old', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(isStale('2026-01-02', now)).toBe(false);
    expect(isStale('2025-12-31', now)).toBe(true);
  });
});
