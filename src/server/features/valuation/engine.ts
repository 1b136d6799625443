import { cataloguePrice } from '../../../shared/catalogue/prices';
import { findModel } from '../../../shared/catalogue';
import { formatDay } from '../../../shared/format';
import { tierOf } from '../../../shared/catalogue/tiers';
import {
  REPAIR_LABELS,
  REPAIRABLE,
  type BuybackPricing,
  type Repairable,
} from '../../../shared/buyback-pricing';
import {
  CARRIER_LABELS,
  CONDITION_LABELS,
  CONDITIONS,
  type Condition,
} from '../../../shared/devices';
import type { MarketKind } from '../../../shared/market-prices';
import {
  FUNCTIONAL_ISSUE_LABELS,
  MAX_OFFER_MARGIN,
  type FunctionalIssue,
  type ValuationFactor,
  type ValuationInput,
} from '../../../shared/valuation';
import { curveOf, modelKey, type MarketFit } from './market/fit';
import { marketValue } from './market/value';

/** One recorded buyback or sale of the same model and storage, for the blend. */
export type Comparable = {
  kind: 'buyback' | 'sale';
  /** Dollars paid to the seller (buyback) or by the buyer (sale). */
  price: number;
  condition: string | null;
  ageDays: number;
};

export type Pricing = {
  market: MarketFit;
  at: Date;
  buyback: BuybackPricing;
  repairPrices: Record<Repairable, number>;
};

export type Estimate = {
  factors: ValuationFactor[];
  sale: { min: number; max: number; recommended: number };
  buyback: { min: number; max: number; recommended: number; aiSuggested: number };
  confidence: number;
  ageYears: number;
  market: {
    /** What trade-in programs and buyback sites offer for one working, in this condition. */
    tradeIn: number;
    /** What a used one like it resells for, working. */
    resale: number;
    /** The repairs the damage needs, taken off the offer. */
    repairs: number;
    /** The store's share of the market's offer it pays (its buyback setting). */
    offerShare: number;
    /** The table's figures of this very model; 0 when priced from its brand and tier. */
    figures: number;
    /** The dates of this model's oldest and newest figure; null when it has none. */
    from: string | null;
    to: string | null;
    /** The yearly loss its trade-in prices were brought to today with (a share). */
    yearlyLoss: number;
    liftedBy: string | null;
  };
  comparables: {
    buybacks: number;
    sales: number;
    averageBuyback: number | null;
    averageSale: number | null;
  };
};

/** Faults not worth repairing before resale: a share of the price comes off instead. */
const UNREPAIRED_LOSS: Partial<Record<FunctionalIssue, number>> = {
  face_id: 0.25,
  touch_id: 0.15,
  wifi_bluetooth: 0.15,
  no_signal: 0.25,
  water_damage: 0.3,
};
const SCRATCHES_LOSS = 0.06;
const WEAK_BATTERY_LOSS = 0.04;
const LOCKED_LOSS = 0.1;
const UNKNOWN_CARRIER_LOSS = 0.12;
const BOX_GAIN = 0.03;
const CHARGER_GAIN = 0.02;
/** Age assumed when neither the catalogue nor the form gives a release year. */
const UNKNOWN_AGE_YEARS = 3;
/** Comparables older than this weigh e^-1 of a fresh one. */
const RECENCY_DAYS = 45;
/** Weighted comparables at which the chain's history gets half of its most. */
const HALF_TRUST = 6;
/** The chain's history never counts for more than this against the market. */
const MAX_HISTORY_WEIGHT = 0.4;
/** History further than this from the market is read as the market's edge, not beyond it. */
const HISTORY_CLAMP = 0.25;

const YEAR = 365.25 * 24 * 60 * 60 * 1000;
const round5 = (n: number) => Math.max(0, Math.round(n / 5) * 5);
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A recorded condition is stored text: an own-entry lookup, so odd text counts as good. */
const recorded = (condition: string | null): Condition =>
  (CONDITIONS as readonly string[]).includes(condition ?? '') ? (condition as Condition) : 'good';

type Repair = { repair: Repairable; price: number };

/** The damage the store repairs before resale, and the faults it prices as they are. */
function damageOf(input: ValuationInput, prices: Record<Repairable, number>) {
  const repairs: Repair[] = [];
  const add = (repair: Repairable) => repairs.push({ repair, price: prices[repair] });
  if (input.screenCondition === 'cracked' || input.screenCondition === 'broken') add('screen');
  if (input.batteryHealth !== undefined && input.batteryHealth < 80) add('battery');
  for (const issue of input.functionalIssues)
    if ((REPAIRABLE as readonly string[]).includes(issue)) add(issue as Repairable);
  const unrepaired = input.functionalIssues.filter((i) => UNREPAIRED_LOSS[i] !== undefined);
  return { repairs, unrepaired };
}

/**
 * Values a device from the market: what US buyback sites pay in cash and what used ones resell
 * for, for this model, storage and condition, with one explicit factor per characteristic; the
 * chain's own recent buybacks and sales of the same model and storage nudge it. Damage the store
 * repairs is priced as its repair. The recommended offer is the lower of the market's cash offer
 * (times the store's closeness) and what the store can pay and still keep its margin.
 */
export function estimate(
  input: ValuationInput,
  pricing: Pricing,
  comparables: readonly Comparable[],
): Estimate {
  const known = findModel(input.brand, input.model);
  const model = known?.name ?? input.model;
  const year = known?.releaseYear ?? input.yearReleased ?? null;
  const released = year === null ? null : Date.UTC(year, 6, 1);
  const at = pricing.at.getTime();
  const ageYears =
    released === null ? UNKNOWN_AGE_YEARS : Math.max(0, Math.floor((at - released) / YEAR + 0.5));
  const device = { brand: input.brand, model, storage: input.storage, released };
  const { repairs, unrepaired } = damageOf(input, pricing.repairPrices);
  // A broken device whose damage is named is priced as a poor one with that damage, as a clerk
  // who called it poor would get; unnamed, the market's price for broken phones is all it is worth.
  const named = repairs.length + unrepaired.length > 0;
  const condition: Condition = input.condition === 'broken' && named ? 'poor' : input.condition;
  const value = (kind: MarketKind, c: Condition) =>
    marketValue(pricing.market, kind, device, c, at);

  const factors: ValuationFactor[] = [];
  const goodResale = value('resale', 'good');
  let resale = goodResale.value;
  const tier = tierOf(model, cataloguePrice(input.brand, model).launchPrice);
  factors.push({
    label: `Used resale, good${input.storage ? `, ${input.storage}` : ''}`,
    effect: Math.round(resale),
    detail: marketDetail(
      modelDates(pricing.market, input.brand, model),
      goodResale.figures + value('trade_in', 'good').figures,
      model,
      tier,
      year,
      goodResale.liftedBy,
    ),
  });
  const shift = (label: string, to: number, detail: string) => {
    const effect = Math.round(to - resale) || 0;
    resale = to;
    factors.push({ label, effect, detail });
  };
  const ratio = pricing.market.conditionRatio;
  shift(
    `Condition: ${CONDITION_LABELS[condition]}`,
    value('resale', condition).value,
    condition !== input.condition
      ? `Priced as a poor phone with its damage repaired (poor phones resell at about ${percent(ratio.resale.poor)} of good ones); each repair is taken off below.`
      : condition === 'good'
        ? 'The market prices above are for good phones.'
        : `${CONDITION_LABELS[condition]} phones resell at about ${percent(ratio.resale[condition])} of good ones.`,
  );

  // Shares of the price that apply to the cash offer and the resale alike.
  let shares = 1;
  const share = (label: string, loss: number, detail: string, resaleOnly = false) => {
    shift(label, resale * (1 + loss), detail);
    if (!resaleOnly) shares *= 1 + loss;
  };
  if (input.screenCondition === 'minor_scratches')
    share(
      'Screen: minor scratches',
      -SCRATCHES_LOSS,
      'Buyers pay a little less for a scratched screen.',
    );
  if (input.batteryHealth !== undefined && input.batteryHealth >= 80 && input.batteryHealth < 90)
    share(
      `Battery health ${input.batteryHealth}%`,
      -WEAK_BATTERY_LOSS,
      'Buyers check battery health and pay less below 90%.',
    );
  for (const issue of unrepaired)
    share(
      FUNCTIONAL_ISSUE_LABELS[issue],
      -UNREPAIRED_LOSS[issue]!,
      'Rarely worth repairing: buyers pay less for a phone with this fault.',
    );
  if (input.carrier !== 'unlocked')
    share(
      `Carrier: ${CARRIER_LABELS[input.carrier]}`,
      input.carrier === 'other' ? -UNKNOWN_CARRIER_LOSS : -LOCKED_LOSS,
      'A carrier-locked phone sells to fewer buyers.',
    );
  if (input.hasOriginalBox)
    share('Original box', BOX_GAIN, 'A boxed phone sells faster and for a little more.', true);
  if (input.hasCharger) share('Charger included', CHARGER_GAIN, 'Saves the buyer a charger.', true);

  // The market's offer for a working one. The chain's own buybacks do not move it: they are the
  // stores' offers, made from this very figure.
  const tradeIn = value('trade_in', condition).value * shares;
  const history = blendHistory(comparables, condition, ratio);
  if (history.sale) {
    const blended = towards(resale, history.sale);
    shift(
      `Chain sales (${history.sale.count})`,
      blended,
      `${history.sale.count} sales of this model${input.storage ? ` with ${input.storage}` : ''} in the chain recently, read at this condition; they count for ${percent(history.sale.trust)} against the market.`,
    );
  }

  const repairTotal = repairs.reduce((sum, r) => sum + r.price, 0);
  for (const r of repairs)
    shift(
      REPAIR_LABELS[r.repair],
      resale - r.price,
      `The store's price for it, taken off the offer.`,
    );
  const partsValue = value('trade_in', 'broken').value;
  if (repairs.length > 0)
    shift('Resold after repair', resale + repairTotal, 'The store repairs it before resale.');
  const saleValue = Math.max(0, resale);
  const cashAsIs = Math.max(tradeIn - repairTotal, partsValue);
  const afford = Math.max(saleValue * (1 - pricing.buyback.targetMargin) - repairTotal, 0);
  const recommended = round5(
    Math.min(
      cashAsIs * pricing.buyback.closeness,
      Math.max(afford, partsValue * pricing.buyback.closeness),
    ),
  );
  // Without approval a clerk may meet the market's offer, as far as the store's margin allows;
  // the AI figure is $50 above that (the spec's arithmetic: maximum offer = AI-suggested - 50).
  const noApproval = Math.max(recommended, round5(Math.min(cashAsIs, afford)));
  const aiSuggested = noApproval + MAX_OFFER_MARGIN;

  const cashFigures = value('trade_in', 'good').figures;
  const figures = goodResale.figures + cashFigures;
  const weight = history.weight;
  let confidence = figures > 0 ? 0.5 + (0.2 * figures) / (figures + 2) : known ? 0.4 : 0.25;
  if (year === null) confidence -= 0.05;
  if (input.condition === 'broken') confidence -= 0.1;
  if (unrepaired.length + repairs.length >= 3) confidence -= 0.05;
  confidence += 0.2 * (weight / (weight + 3));
  confidence = Math.round(Math.min(0.95, Math.max(0.1, confidence)) * 100) / 100;

  const spread = (kind: MarketKind) =>
    (kind === 'resale' ? goodResale.figures : cashFigures) > 0
      ? pricing.market.spread[kind].listed
      : pricing.market.spread[kind].curve;
  const range = (center: number, kind: MarketKind) => ({
    min: round5(center * Math.exp(spread(kind).low)),
    max: round5(center * Math.exp(spread(kind).high)),
  });
  const buyRange = range(cashAsIs, 'trade_in');
  const buys = comparables.filter((c) => c.kind === 'buyback');
  const sales = comparables.filter((c) => c.kind === 'sale');
  const average = (list: readonly Comparable[]) =>
    list.length ? Math.round(list.reduce((s, c) => s + c.price, 0) / list.length) : null;
  return {
    factors,
    sale: { ...range(saleValue, 'resale'), recommended: round5(saleValue) },
    buyback: {
      min: Math.min(buyRange.min, recommended),
      max: Math.max(buyRange.max, aiSuggested),
      recommended,
      aiSuggested,
    },
    confidence,
    ageYears,
    market: {
      tradeIn: Math.round(tradeIn),
      resale: Math.round(saleValue),
      repairs: repairTotal,
      offerShare: pricing.buyback.closeness,
      figures,
      ...modelDates(pricing.market, input.brand, model),
      yearlyLoss: 1 - Math.exp(curveOf(pricing.market, 'trade_in', input.brand, model).b),
      liftedBy: goodResale.liftedBy,
    },
    comparables: {
      buybacks: buys.length,
      sales: sales.length,
      averageBuyback: average(buys),
      averageSale: average(sales),
    },
  };
}

/** The span of this model's own figures in the table, across both kinds. */
function modelDates(market: MarketFit, brand: string, model: string) {
  const own = market.listed.get(modelKey(brand, model));
  const spans = [own?.trade_in, own?.resale].filter((l) => l !== undefined);
  if (spans.length === 0) return { from: null, to: null };
  return {
    from: spans.map((l) => l.from).sort()[0]!,
    to: spans
      .map((l) => l.to)
      .sort()
      .at(-1)!,
  };
}

function marketDetail(
  dates: { from: string | null; to: string | null },
  figures: number,
  model: string,
  tier: string,
  year: number | null,
  liftedBy: string | null,
): string {
  const basis =
    figures > 0 && dates.from && dates.to
      ? `${figures} public US price${figures === 1 ? '' : 's'} of the ${model} in the market table, of ${formatDay(dates.from)} to ${formatDay(dates.to)}.`
      : `The ${model} is not in the market table: priced by how ${tier}-tier phones of its brand lose value with age (${year === null ? `assumed ${UNKNOWN_AGE_YEARS} years old` : `released in ${year}`}), so confidence is lower.`;
  return liftedBy
    ? `${basis} Raised to the ${liftedBy}'s price: a newer model is never valued below an older one of its line.`
    : basis;
}

type History = { value: number; count: number; trust: number };

/**
 * The chain's sales of the same model and storage, each read at this condition by the market's
 * condition ratios, weighted by recency; the weighted median resists a mistyped price. Broken
 * devices are left out (their damage is not recorded), and so are the chain's buybacks: they are
 * the stores' own offers, not the market's.
 */
function blendHistory(
  comparables: readonly Comparable[],
  condition: Condition,
  ratio: MarketFit['conditionRatio'],
): { sale: History | null; weight: number } {
  const points = comparables
    .filter((c) => c.kind === 'sale' && recorded(c.condition) !== 'broken')
    .map((c) => ({
      value: (c.price * ratio.resale[condition]) / ratio.resale[recorded(c.condition)],
      w: Math.exp(-Math.max(0, c.ageDays) / RECENCY_DAYS),
    }));
  if (points.length === 0) return { sale: null, weight: 0 };
  const weight = points.reduce((s, p) => s + p.w, 0);
  return {
    sale: {
      value: weightedMedian(points),
      count: points.length,
      trust: Math.min(MAX_HISTORY_WEIGHT, weight / (weight + HALF_TRUST)),
    },
    weight,
  };
}

/** The market moved towards the chain's history by the history's trust, within the clamp. */
function towards(market: number, history: History): number {
  const seen = Math.min(
    market * (1 + HISTORY_CLAMP),
    Math.max(market * (1 - HISTORY_CLAMP), history.value),
  );
  return market ** (1 - history.trust) * seen ** history.trust;
}

function weightedMedian(points: readonly { value: number; w: number }[]): number {
  const sorted = [...points].sort((a, b) => a.value - b.value);
  const half = sorted.reduce((s, p) => s + p.w, 0) / 2;
  let seen = 0;
  for (const p of sorted) {
    seen += p.w;
    if (seen >= half) return p.value;
  }
  return sorted.at(-1)!.value;
}
