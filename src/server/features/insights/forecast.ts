/**
 * Daily revenue forecasts: additive Holt-Winters with a damped trend and a 7-day season, its
 * prediction interval and
 * an honest backtest against the seasonal-naive baseline (same weekday of the last observed week).
 * Pure: series in, numbers out.
 */

export const SEASON = 7;
export const HORIZON = 14;
/** Two seasons to start the model from, two more to hold out and measure it. */
const MIN_FOR_MODEL = 2 * SEASON;
const MIN_FOR_BACKTEST = MIN_FOR_MODEL + HORIZON;
/** 80% interval: wide enough to be useful, narrow enough to say something. */
const Z_80 = 1.2816;

const ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.7];
const BETAS = [0, 0.01, 0.05, 0.1, 0.2];
const GAMMAS = [0.05, 0.1, 0.2, 0.3, 0.5];
/**
 * Trend damping: a shop's last fortnight's slope carried on undamped for 14 days sends the
 * forecast to zero or to the sky, so the trend fades (Gardner & McKenzie's damped trend).
 */
const PHIS = [0.8, 0.9, 0.98];

export type ForecastMethod = 'holt_winters' | 'seasonal_naive' | 'none';
export type ForecastPoint = { value: number; lower: number; upper: number };
export type ForecastResult = {
  method: ForecastMethod;
  points: ForecastPoint[];
  /** Mean absolute percentage error over the held-out last 14 days (zero days skipped), in %. */
  mape: number | null;
  baselineMape: number | null;
  params: Params | null;
  note: string;
};

type Params = { alpha: number; beta: number; gamma: number; phi: number };
type Fit = { level: number; trend: number; season: number[]; residuals: number[]; sse: number };

function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

function sd(xs: number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}

/** Runs the recursions over y; start values from the first two seasons. */
function fitHoltWinters(y: number[], { alpha, beta, gamma, phi }: Params): Fit {
  const first = mean(y.slice(0, SEASON));
  const second = mean(y.slice(SEASON, 2 * SEASON));
  let level = first;
  let trend = (second - first) / SEASON;
  const season = y.slice(0, SEASON).map((v) => v - first);
  const residuals: number[] = [];
  for (let t = SEASON; t < y.length; t++) {
    const s = season[t % SEASON]!;
    const predicted = level + phi * trend + s;
    residuals.push(y[t]! - predicted);
    const prevLevel = level;
    level = alpha * (y[t]! - s) + (1 - alpha) * (level + phi * trend);
    trend = beta * (level - prevLevel) + (1 - beta) * phi * trend;
    season[t % SEASON] = gamma * (y[t]! - level) + (1 - gamma) * s;
  }
  // The first season's errors only reflect the start values, so they do not choose the smoothing.
  const sse = residuals.slice(SEASON).reduce((a, r) => a + r * r, 0);
  return { level, trend, season, residuals, sse };
}

function bestParams(y: number[]): Params {
  let best: { params: Params; sse: number } | null = null;
  for (const alpha of ALPHAS)
    for (const beta of BETAS)
      for (const gamma of GAMMAS)
        for (const phi of PHIS) {
          const { sse } = fitHoltWinters(y, { alpha, beta, gamma, phi });
          if (!best || sse < best.sse) best = { params: { alpha, beta, gamma, phi }, sse };
        }
  return best!.params;
}

/**
 * h-step-ahead points with the additive damped model's variance growth (Hyndman &
 * Athanasopoulos, FPP 3rd ed., section 8.7): each step j adds
 * alpha(1 + beta phi (1 - phi^j) / (1 - phi)) + gamma on whole seasons.
 */
function holtWintersPoints(y: number[], params: Params, horizon: number): ForecastPoint[] {
  const fit = fitHoltWinters(y, params);
  const sigma = sd(fit.residuals.slice(SEASON));
  const points: ForecastPoint[] = [];
  const { alpha, beta, gamma, phi } = params;
  let variance = 1;
  let damped = 0;
  for (let h = 1; h <= horizon; h++) {
    damped += phi ** h;
    if (h > 1) {
      const j = h - 1;
      const c =
        alpha * (1 + (beta * phi * (1 - phi ** j)) / (1 - phi)) + (j % SEASON === 0 ? gamma : 0);
      variance += c * c;
    }
    const value = fit.level + damped * fit.trend + fit.season[(y.length + h - 1) % SEASON]!;
    points.push(band(value, Z_80 * sigma * Math.sqrt(variance)));
  }
  return points;
}

/** Same weekday of the last observed week, repeated; the error grows with each week ahead. */
function seasonalNaivePoints(y: number[], horizon: number): ForecastPoint[] {
  const diffs = y.slice(SEASON).map((v, i) => v - y[i]!);
  const sigma = sd(diffs);
  return Array.from({ length: horizon }, (_, i) => {
    const value = y[y.length - SEASON + (i % SEASON)]!;
    return band(value, Z_80 * sigma * Math.sqrt(Math.floor(i / SEASON) + 1));
  });
}

/** Revenue is never negative, so neither is a point or its lower bound. */
function band(value: number, halfWidth: number): ForecastPoint {
  const v = Math.max(0, value);
  return { value: v, lower: Math.max(0, value - halfWidth), upper: Math.max(0, value + halfWidth) };
}

/** MAPE in %, skipping days with nothing sold (a percentage of zero means nothing). */
export function mape(actual: number[], predicted: number[]): number | null {
  const terms = actual.flatMap((a, i) => (a > 0 ? [Math.abs(a - predicted[i]!) / a] : []));
  return terms.length ? Math.round(mean(terms) * 1000) / 10 : null;
}

/** What a scope with fewer than a week of takings is told instead of a forecast. */
export function forecastNeeds(days: number): string {
  const more = SEASON - days;
  return `A forecast needs ${SEASON} days of takings; ${days === 1 ? '1 day is' : `${days} days are`} recorded so far, so it starts in ${more === 1 ? '1 more day' : `${more} more days`}.`;
}

/** The next `HORIZON` days after the daily series `y` (oldest first). */
export function forecastDaily(y: number[]): ForecastResult {
  if (y.length < SEASON) {
    // An average of a few days drawn as two weeks ahead reads as a prediction it is not.
    return {
      method: 'none',
      points: [],
      mape: null,
      baselineMape: null,
      params: null,
      note: forecastNeeds(y.length),
    };
  }
  if (y.length < MIN_FOR_MODEL) {
    return {
      method: 'seasonal_naive',
      points: seasonalNaivePoints(y, HORIZON),
      mape: null,
      baselineMape: null,
      params: null,
      note: `Only ${y.length} days of history: each day repeats the same weekday of the last week until two weeks are recorded.`,
    };
  }
  let backtest: { mape: number | null; baselineMape: number | null } = {
    mape: null,
    baselineMape: null,
  };
  if (y.length >= MIN_FOR_BACKTEST) {
    const train = y.slice(0, -HORIZON);
    const held = y.slice(-HORIZON);
    const model = holtWintersPoints(train, bestParams(train), HORIZON).map((p) => p.value);
    const naive = seasonalNaivePoints(train, HORIZON).map((p) => p.value);
    backtest = { mape: mape(held, model), baselineMape: mape(held, naive) };
  }
  const params = bestParams(y);
  return {
    method: 'holt_winters',
    points: holtWintersPoints(y, params, HORIZON),
    ...backtest,
    params,
    note:
      y.length >= MIN_FOR_BACKTEST
        ? `Holt-Winters (damped trend, weekly season), checked on the last ${HORIZON} days held out; the band is an 80% interval.`
        : `Holt-Winters (damped trend, weekly season); its error is measured once ${MIN_FOR_BACKTEST} days are recorded. The band is an 80% interval.`,
  };
}
