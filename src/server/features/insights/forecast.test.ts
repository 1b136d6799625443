import { describe, expect, it } from 'vitest';
import { forecastDaily, HORIZON, mape } from './forecast';

/** Deterministic noise (mulberry32 into Box-Muller), so every run sees the same series. */
function gaussian(seed: number) {
  let s = seed;
  const uniform = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** Weekly pattern: quiet Monday, busy Saturday, closed-ish Sunday. */
const WEEK = [600, 800, 900, 950, 1200, 1600, 300];

function series(days: number, { trend = 0, noise = 0, seed = 1 } = {}) {
  const rand = gaussian(seed);
  return Array.from({ length: days }, (_, t) =>
    Math.max(0, WEEK[t % 7]! + trend * t + noise * rand()),
  );
}

describe('forecastDaily', () => {
  it('recovers the weekly pattern of a clean seasonal series', () => {
    const y = series(84);
    const result = forecastDaily(y);
    expect(result.method).toBe('holt_winters');
    expect(result.points).toHaveLength(HORIZON);
    result.points.forEach((p, h) => expect(p.value).toBeCloseTo(WEEK[(84 + h) % 7]!, 0));
    expect(result.mape).toBeLessThan(1);
  });

  it('beats seasonal-naive on noisy trended data, and says so in its backtest', () => {
    for (const seed of [1, 2, 3]) {
      const result = forecastDaily(series(112, { trend: 8, noise: 120, seed }));
      expect(result.mape).not.toBeNull();
      expect(result.mape!).toBeLessThan(result.baselineMape!);
    }
  });

  it('keeps most held-out days inside its 80% interval', () => {
    let inside = 0;
    let total = 0;
    for (const seed of [4, 5, 6, 7]) {
      const y = series(126, { trend: 3, noise: 100, seed });
      const { points } = forecastDaily(y.slice(0, -HORIZON));
      y.slice(-HORIZON).forEach((actual, h) => {
        total++;
        if (actual >= points[h]!.lower && actual <= points[h]!.upper) inside++;
      });
    }
    expect(inside / total).toBeGreaterThanOrEqual(0.7);
  });

  it('widens the interval with the horizon', () => {
    const { points } = forecastDaily(series(112, { noise: 100 }));
    const width = (h: number) => points[h]!.upper - points[h]!.lower;
    expect(width(HORIZON - 1)).toBeGreaterThan(width(0));
  });

  it('falls back to seasonal-naive on less than two weeks, and says so', () => {
    const result = forecastDaily(series(10));
    expect(result.method).toBe('seasonal_naive');
    expect(result.mape).toBeNull();
    expect(result.note).toMatch(/Only 10 days/);
    // Day 10 is weekday 3; the last observed week is days 3..9.
    expect(result.points.slice(0, 7).map((p) => p.value)).toEqual([
      ...WEEK.slice(3),
      ...WEEK.slice(0, 3),
    ]);
  });

  it('draws no forecast from less than a week, and says how many days it needs', () => {
    const result = forecastDaily([100, 200, 300]);
    expect(result.method).toBe('none');
    expect(result.points).toEqual([]);
    expect(result.note).toBe(
      'A forecast needs 7 days of takings; 3 days are recorded so far, so it starts in 4 more days.',
    );
    expect(forecastDaily([]).note).toMatch(
      /0 days are recorded so far, so it starts in 7 more days/,
    );
    expect(forecastDaily([1, 2, 3, 4, 5, 6]).note).toMatch(/starts in 1 more day\.$/);
    expect(forecastDaily([5]).note).toMatch(/; 1 day is recorded/);
  });

  it('never forecasts negative revenue', () => {
    const result = forecastDaily(series(56, { trend: -30 }));
    expect(result.points.every((p) => p.value >= 0 && p.lower >= 0)).toBe(true);
  });
});

describe('mape', () => {
  it('skips days with nothing sold', () => {
    expect(mape([100, 0, 200], [110, 50, 150])).toBe(17.5);
    expect(mape([0, 0], [1, 2])).toBeNull();
  });
});
