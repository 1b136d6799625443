import { formatDay } from '../../../../shared/format';

/** "1,234 prices": how many figures a market table holds. */
export const pricesCount = (rows: number) =>
  `${rows.toLocaleString('en-US')} ${rows === 1 ? 'price' : 'prices'}`;

/** The span of a market table's price dates: "03/06/2024 to 03/02/2026". */
export const priceDates = (t: { oldestObserved: string; newestObserved: string }) =>
  `${formatDay(t.oldestObserved)} to ${formatDay(t.newestObserved)}`;
