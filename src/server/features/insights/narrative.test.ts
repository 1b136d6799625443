import { describe, expect, it } from 'vitest';
import type { Trend } from '../../../shared/insights';
import { insightsNarrative } from './narrative';

const trend = (metric: Trend['metric'], days: 7 | 28, current: number, previous: number) => ({
  metric,
  days,
  current,
  previous,
  changePct: previous > 0 ? Math.round(((current - previous) / previous) * 1000) / 10 : null,
});

const TRENDS: Trend[] = [
  trend('revenue', 7, 421_000, 375_900),
  trend('revenue', 28, 1_630_000, 1_680_000),
  trend('repairsCompleted', 28, 42, 40),
  trend('averageTicket', 28, 9_600, 9_100),
  trend('repairsCompleted', 7, 10, 9),
  trend('averageTicket', 7, 9_800, 9_000),
];

describe('insightsNarrative', () => {
  it('states the key figures, and only those it lists as figures', () => {
    const { draft, figures, task } = insightsNarrative('Southeast', TRENDS, [], []);
    expect(task).toBe('insights_summary');
    expect(draft).toBe(
      'Southeast: revenue in the last 7 days $4,210.00, up 12% on the 7 days before; ' +
        '$16,300.00 over 28 days, down 3% on the 28 before. 42 repairs completed in 28 days; ' +
        'average ticket $96.00. Nothing unusual stands out.',
    );
    expect(figures).toMatchObject({ revenue7: '$4,210.00', change7: 12, change28: -3 });
  });

  it('names the top store, each region and the alerts when there are several', () => {
    const ranking = { storeName: 'Techy Buckhead', revenue: 900_000 };
    const { draft } = insightsNarrative(
      'All stores',
      TRENDS,
      [ranking, { storeName: 'Techy Midtown', revenue: 730_000 }] as never,
      [{}, {}] as never,
      [
        { name: 'Southeast', week: trend('revenue', 7, 250_000, 200_000) },
        { name: 'Texas', week: trend('revenue', 7, 171_000, 0) },
      ],
    );
    expect(draft).toContain(
      'Last 7 days by region: Southeast $2,500.00 (up 25% on the week before); ' +
        'Texas $1,710.00 (with nothing recorded in the week before).',
    );
    expect(draft).toContain('Top store by revenue: Techy Buckhead ($9,000.00).');
    expect(draft).toContain('2 alerts to look at below.');
  });
});
