import { cataloguePrice } from '../../../../shared/catalogue/prices';
import { findModel } from '../../../../shared/catalogue';
import { CONDITIONS, type Condition } from '../../../../shared/devices';
import {
  MARKET_KINDS,
  medianDate,
  type MarketKind,
  type MarketRow,
} from '../../../../shared/market-prices';
import { median, quantile, ridgeLine, type LineFit } from './stats';
import { tierOf, type Tier } from '../../../../shared/catalogue/tiers';

const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365.25 * DAY;

/** What a table row, or a valuation, is about. */
export type Device = { brand: string; model: string; storage?: string };

/**
 * The market table turned into what the valuation reads: how each condition and each storage
 * step moves a price, each listed model's price, and per brand and tier how prices fall with
 * age, for models the table does not list.
 */
export type MarketFit = {
  /** Newest, oldest and median dates of the table's figures. */
  newest: string;
  oldest: string;
  median: string;
  rows: number;
  /** Price of each condition relative to good, per kind (falls with condition). */
  conditionRatio: Record<MarketKind, Record<Condition, number>>;
  /** Price of one storage step up (double the size), relative to the size below. */
  storageStep: Record<MarketKind, number>;
  /** Per listed model and kind: its good price at its base storage, dated. */
  listed: Map<string, Record<MarketKind, Listed | undefined>>;
  /** log(good price / launch price) = a + b * age in years, per (brand, tier) and kind. */
  curves: Map<string, LineFit>;
  /** Quantiles (10th, 90th) of log(price / estimate): for listed models and from the curves. */
  spread: Record<MarketKind, { listed: Interval; curve: Interval }>;
};
type Listed = {
  good: number;
  at: number;
  figures: number;
  /** The dates of this model's oldest and newest figure of the kind. */
  from: string;
  to: string;
};
export type Interval = { low: number; high: number };

/** Used when the table gives no ratio for a condition (typical of US buyback sites). */
const DEFAULT_CONDITION_RATIO: Record<Condition, number> = {
  excellent: 1.08,
  good: 1,
  fair: 0.85,
  poor: 0.65,
  broken: 0.3,
};
const DEFAULT_STORAGE_STEP = 1.06;
/** Starting point of the age curves: ~60% of launch in the first year, -20% a year after. */
const PRIOR: LineFit = { a: Math.log(0.6), b: Math.log(0.8), n: 0 };
/** How many figures a level of the curve needs to count as much as the level above it. */
const SHRINK = 4;
/** A model's figure this much older than its newest one counts half as much. */
const FIGURE_HALF_LIFE_DAYS = 30;
/** A listed model's own figures count n / (n + this) against its brand's curve. */
const OWN_HALF = 0.25;
/** Prices always fall with age: at least 3% a year. */
const MIN_YEARLY_LOSS = Math.log(0.97);

export const modelKey = (brand: string, model: string) =>
  `${brand.trim().toLowerCase()}|${model.trim().toLowerCase()}`;
const curveKey = (kind: MarketKind, brand: string, tier: Tier | '*') =>
  `${kind}|${brand.toLowerCase()}|${tier}`;

/** The device's release as a date: mid-year, as the catalogue keeps only the year. */
export function releasedAt(brand: string, model: string): number | null {
  const year = findModel(brand, model)?.releaseYear;
  return year ? Date.UTC(year, 6, 1) : null;
}

/** Storage steps above (positive) or below the model's base storage. */
export function storageSteps(device: Device): number {
  const base = cataloguePrice(device.brand, device.model).baseStorageGb;
  const gb = device.storage ? gbOf(device.storage) : null;
  if (!base || !gb) return 0;
  return Math.log2(gb / base);
}

function gbOf(storage: string): number | null {
  const m = /^(\d+)(GB|TB)$/.exec(storage);
  return m ? Number(m[1]) * (m[2] === 'TB' ? 1024 : 1) : null;
}

function conditionRatios(rows: readonly MarketRow[]): MarketFit['conditionRatio'] {
  const result = {} as MarketFit['conditionRatio'];
  for (const kind of MARKET_KINDS) {
    const good = new Map<string, number>();
    const groupOf = (r: MarketRow) => [r.brand, r.model, r.storage, r.source, r.observed].join('|');
    for (const r of rows)
      if (r.kind === kind && r.condition === 'good') good.set(groupOf(r), r.usd);
    const ratios: Record<Condition, number> = { ...DEFAULT_CONDITION_RATIO };
    for (const condition of CONDITIONS) {
      if (condition === 'good') continue;
      const seen = rows
        .filter((r) => r.kind === kind && r.condition === condition && good.has(groupOf(r)))
        .map((r) => r.usd / good.get(groupOf(r))!);
      if (seen.length >= 3) ratios[condition] = median(seen);
    }
    // Worse is never worth more, whatever a few figures say.
    for (let i = 1; i < CONDITIONS.length; i += 1) {
      const better = ratios[CONDITIONS[i - 1]!];
      ratios[CONDITIONS[i]!] = Math.min(ratios[CONDITIONS[i]!], better * 0.97);
    }
    ratios.excellent = Math.max(ratios.excellent, 1);
    result[kind] = ratios;
  }
  return result;
}

function storageStep(rows: readonly MarketRow[]): MarketFit['storageStep'] {
  const result = {} as MarketFit['storageStep'];
  for (const kind of MARKET_KINDS) {
    const bySize = new Map<string, { steps: number; usd: number }[]>();
    for (const r of rows) {
      if (r.kind !== kind) continue;
      const key = [r.brand, r.model, r.condition, r.source, r.observed].join('|');
      bySize.set(key, [...(bySize.get(key) ?? []), { steps: storageSteps(r), usd: r.usd }]);
    }
    const steps: number[] = [];
    for (const sizes of bySize.values()) {
      const sorted = [...sizes].sort((x, y) => x.steps - y.steps);
      for (let i = 1; i < sorted.length; i += 1) {
        const d = sorted[i]!.steps - sorted[i - 1]!.steps;
        if (d > 0) steps.push((sorted[i]!.usd / sorted[i - 1]!.usd) ** (1 / d));
      }
    }
    result[kind] = steps.length >= 3 ? Math.max(1, median(steps)) : DEFAULT_STORAGE_STEP;
  }
  return result;
}

type Point = {
  kind: MarketKind;
  brand: string;
  model: string;
  tier: Tier;
  /** The figure as a good device at the base storage. */
  good: number;
  at: number;
  age: number;
  /** log(good / launch price at the base storage). */
  y: number;
};

/**
 * Each brand's yearly loss of trade-in value from public depreciation reports (lower-cased
 * brand, or `android` for every brand without its own), as a share: 0.148 for 14.8%.
 */
export type BrandLosses = ReadonlyMap<string, number>;

/** Fits the market table. Rows for models without a launch price still price their own model. */
export function fitMarket(rows: readonly MarketRow[], losses: BrandLosses): MarketFit {
  if (rows.length === 0) throw new Error('The market table is empty');
  const conditionRatio = conditionRatios(rows);
  const step = storageStep(rows);
  const points: Point[] = rows.map((r) => {
    const good = r.usd / conditionRatio[r.kind][r.condition] / step[r.kind] ** storageSteps(r);
    const at = Date.parse(`${r.observed}T00:00:00Z`);
    const released = releasedAt(r.brand, r.model);
    const price = cataloguePrice(r.brand, r.model);
    return {
      kind: r.kind,
      brand: r.brand,
      model: r.model,
      tier: tierOf(r.model, price.launchPrice),
      good,
      at,
      age: released === null ? NaN : Math.max(0, (at - released) / YEAR),
      y: price.listed ? Math.log(good / price.launchPrice) : NaN,
    };
  });

  const curves = fitCurves(points, losses);

  const fit: MarketFit = {
    newest: rows.reduce((m, r) => (r.observed > m ? r.observed : m), rows[0]!.observed),
    oldest: rows.reduce((m, r) => (r.observed < m ? r.observed : m), rows[0]!.observed),
    median: medianDate(rows),
    rows: rows.length,
    conditionRatio,
    storageStep: step,
    listed: new Map(),
    curves,
    spread: {} as MarketFit['spread'],
  };
  const newest = Date.parse(`${fit.newest}T00:00:00Z`);
  const byModel = new Map<string, Point[]>();
  for (const p of points) {
    const key = `${p.kind}|${modelKey(p.brand, p.model)}`;
    byModel.set(key, [...(byModel.get(key) ?? []), p]);
  }
  for (const group of byModel.values()) {
    const { kind, brand, model } = group[0]!;
    // The model's figures, each moved to the table's newest date along its curve and weighted
    // by how recent it is against the model's newest: a new price replaces the ones before it
    // (figures a month older count half), and figures of one date are averaged.
    const latest = Math.max(...group.map((p) => p.at));
    const slope = curveOf(fit, kind, brand, model).b;
    let weights = 0;
    let logs = 0;
    for (const p of group) {
      const w = 0.5 ** ((latest - p.at) / (FIGURE_HALF_LIFE_DAYS * DAY));
      weights += w;
      logs += w * (Math.log(p.good) + slope * ((newest - p.at) / YEAR));
    }
    const dates = group.map((p) => new Date(p.at).toISOString().slice(0, 10)).sort();
    const key = modelKey(brand, model);
    const entry = fit.listed.get(key) ?? { trade_in: undefined, resale: undefined };
    entry[kind] = {
      good: Math.exp(logs / weights),
      at: newest,
      figures: group.length,
      from: dates[0]!,
      to: dates.at(-1)!,
    };
    fit.listed.set(key, entry);
  }
  fit.spread = spreadOf(fit, points, losses);
  return fit;
}

/** Per kind: the whole table's curve, each brand's pulled towards it, each tier towards its brand. */
function fitCurves(points: readonly Point[], losses: BrandLosses): Map<string, LineFit> {
  const curves = new Map<string, LineFit>();
  for (const kind of MARKET_KINDS) {
    const usable = points.filter((p) => p.kind === kind && Number.isFinite(p.y + p.age));
    const top = capSlope(ridgeLine(usable, PRIOR, 1));
    curves.set(curveKey(kind, '*', '*'), top);
    // A brand the table barely prices keeps its reported pace of losing trade-in value, not the
    // table's (the reports measure buyback prices, so resale curves keep the table's).
    if (kind === 'trade_in')
      for (const [brand, loss] of losses)
        curves.set(curveKey(kind, brand, '*'), { a: top.a, b: Math.log(1 - loss), n: 0 });
    for (const brand of new Set(usable.map((p) => p.brand))) {
      const ofBrand = usable.filter((p) => p.brand === brand);
      const prior = curves.get(curveKey(kind, brand, '*')) ?? androidOr(curves, kind, brand, top);
      const brandFit = capSlope(ridgeLine(ofBrand, prior, SHRINK));
      curves.set(curveKey(kind, brand, '*'), brandFit);
      for (const tier of new Set(ofBrand.map((p) => p.tier)))
        curves.set(
          curveKey(kind, brand, tier),
          capSlope(
            ridgeLine(
              ofBrand.filter((p) => p.tier === tier),
              brandFit,
              SHRINK,
            ),
          ),
        );
    }
  }
  return curves;
}

/** The most specific age curve the table supports for this device. */
export function curveOf(
  fit: Pick<MarketFit, 'curves'>,
  kind: MarketKind,
  brand: string,
  model: string,
): LineFit {
  const tier = tierOf(model, cataloguePrice(brand, model).launchPrice);
  return (
    fit.curves.get(curveKey(kind, brand, tier)) ??
    fit.curves.get(curveKey(kind, brand, '*')) ??
    androidOr(fit.curves, kind, brand, fit.curves.get(curveKey(kind, '*', '*'))!)
  );
}

/** A brand without its own trade-in curve: Android's reported pace for any brand but Apple. */
function androidOr(
  curves: ReadonlyMap<string, LineFit>,
  kind: MarketKind,
  brand: string,
  fallback: LineFit,
): LineFit {
  if (kind !== 'trade_in' || brand.toLowerCase() === 'apple') return fallback;
  return curves.get(curveKey(kind, 'android', '*')) ?? fallback;
}

function capSlope(line: LineFit): LineFit {
  return { ...line, b: Math.min(line.b, MIN_YEARLY_LOSS) };
}

/** The good price at the base storage on `at`: the model's own figures, else its curve. */
export function goodPrice(
  fit: MarketFit,
  kind: MarketKind,
  device: Device,
  at: number,
  released: number | null,
): { value: number; figures: number } {
  const curve = curveOf(fit, kind, device.brand, device.model);
  const launch = cataloguePrice(device.brand, device.model).launchPrice;
  const age = released === null ? 3 : Math.max(0, (at - released) / YEAR);
  const fromCurve = launch * Math.exp(curve.a + curve.b * age);
  const own = fit.listed.get(modelKey(device.brand, device.model))?.[kind];
  if (!own) return { value: fromCurve, figures: 0 };
  const ownNow = own.good * Math.exp(curve.b * ((at - own.at) / YEAR));
  const w = own.figures / (own.figures + OWN_HALF);
  return {
    value: Math.exp(w * Math.log(ownNow) + (1 - w) * Math.log(fromCurve)),
    figures: own.figures,
  };
}

/** Folds of the models for the curves' out-of-sample residuals. */
const FOLDS = 5;

/**
 * How far real prices fall from the estimates, as the 10th and 90th percentiles of log(price /
 * estimate), so a range holds about 80% of them. For listed models, each price against its
 * model's own estimate (sources disagree). For the curves, each price against a curve fitted
 * without its model (five folds of the models): in-sample residuals would flatter the curves.
 */
function spreadOf(
  fit: MarketFit,
  points: readonly Point[],
  losses: BrandLosses,
): MarketFit['spread'] {
  const foldOf = new Map<string, number>();
  [...new Set(points.map((p) => modelKey(p.brand, p.model)))]
    .sort()
    .forEach((key, i) => foldOf.set(key, i % FOLDS));
  const outOfFold: { kind: MarketKind; residual: number }[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const inFold = (p: Point) => foldOf.get(modelKey(p.brand, p.model)) === fold;
    const curves = fitCurves(
      points.filter((p) => !inFold(p)),
      losses,
    );
    for (const p of points.filter(inFold)) {
      if (!Number.isFinite(p.y + p.age)) continue;
      const line = curveOf({ curves }, p.kind, p.brand, p.model);
      outOfFold.push({ kind: p.kind, residual: p.y - (line.a + line.b * p.age) });
    }
  }
  const result = {} as MarketFit['spread'];
  for (const kind of MARKET_KINDS) {
    const listed = points
      .filter((p) => p.kind === kind)
      .map((p) => {
        const estimate = goodPrice(fit, kind, p, p.at, releasedAt(p.brand, p.model)).value;
        return Math.log(p.good / estimate);
      });
    const curve = outOfFold.filter((r) => r.kind === kind).map((r) => r.residual);
    result[kind] = { listed: interval(listed, LISTED_FLOOR), curve: interval(curve, CURVE_FLOOR) };
  }
  return result;
}

/** Even the best-covered model's sources disagree by this much (log) either way. */
const LISTED_FLOOR = 0.08;
const CURVE_FLOOR = 0.1;

/** The 10th and 90th percentiles, at least `floor` either side; twice it for a handful of figures. */
function interval(residuals: readonly number[], floor: number): Interval {
  if (residuals.length < 5) return { low: -2 * floor, high: 2 * floor };
  return {
    low: Math.min(-floor, quantile(residuals, 0.1)),
    high: Math.max(floor, quantile(residuals, 0.9)),
  };
}
