import type { CataloguePrice } from '../../../shared/catalogue/prices';
import { ownValue } from '../../../shared/lookup';
import {
  CARRIER_LABELS,
  CONDITION_LABELS,
  type Condition,
  type SCREEN_CONDITIONS,
} from '../../../shared/devices';
import {
  FUNCTIONAL_ISSUE_LABELS,
  SCREEN_CONDITION_LABELS,
  MAX_OFFER_MARGIN,
  type FunctionalIssue,
  type ValuationFactor,
  type ValuationInput,
} from '../../../shared/valuation';

/** One recorded buyback or sale of the same model, for the blend. */
export type Comparable = {
  kind: 'buyback' | 'sale';
  /** Dollars paid to the seller (buyback) or by the buyer (sale). */
  price: number;
  condition: string | null;
  ageDays: number;
};

export type Estimate = {
  factors: ValuationFactor[];
  /** Resale value from the catalogue and the factors alone, before the chain's comparables. */
  modelValue: number;
  sale: { min: number; max: number; recommended: number };
  buyback: { min: number; max: number; recommended: number; aiSuggested: number };
  confidence: number;
  ageYears: number;
  /** Share of the launch price a device of this age keeps in excellent condition. */
  retained: number;
  comparables: {
    buybacks: number;
    sales: number;
    averageBuyback: number | null;
    averageSale: number | null;
  };
};

/** A used phone in excellent condition sells for ~78% of launch at once, then loses ~15% a year. */
const FIRST_SALE_SHARE = 0.78;
const YEARLY_RETENTION = 0.85;
/** Even a very old working phone sells for something. */
const RETENTION_FLOOR = 0.06;
/** Age assumed when neither the form nor the catalogue gives a release year. */
const UNKNOWN_AGE_YEARS = 3;

/** Resale value relative to an excellent device. */
export const CONDITION_SHARE: Record<Condition, number> = {
  excellent: 1,
  good: 0.88,
  fair: 0.72,
  poor: 0.5,
  broken: 0.22,
};

/** Share of the value a screen problem takes off: what a buyer expects to spend on it. */
const SCREEN_LOSS: Record<(typeof SCREEN_CONDITIONS)[number], number> = {
  perfect: 0,
  good: 0.02,
  minor_scratches: 0.06,
  cracked: 0.25,
  broken: 0.4,
};

/** Share of the value each fault takes off; Face ID and water damage are rarely worth fixing. */
const ISSUE_LOSS: Record<FunctionalIssue, number> = {
  face_id: 0.25,
  touch_id: 0.15,
  front_camera: 0.08,
  rear_camera: 0.15,
  speaker: 0.06,
  microphone: 0.06,
  charging_port: 0.08,
  buttons: 0.05,
  wifi_bluetooth: 0.15,
  no_signal: 0.25,
  water_damage: 0.3,
};

/** A carrier-locked phone sells to fewer buyers. */
const LOCKED_LOSS = 0.1;
const UNKNOWN_CARRIER_LOSS = 0.12;
const BOX_GAIN = 0.03;
const CHARGER_GAIN = 0.02;

/** The store pays about 60% of what it resells for: refurbishing, warranty and unsold stock. */
export const BUYBACK_SHARE = 0.6;
/** Comparables older than this weigh e^-1 of a fresh one. */
const RECENCY_DAYS = 45;
/** Weighted comparables at which the chain's own prices count as much as the catalogue. */
const HALF_TRUST = 3;
const MAX_COMPARABLE_WEIGHT = 0.8;

const round5 = (n: number) => Math.max(0, Math.round(n / 5) * 5);

/** Share of the launch price kept after `years`. */
export function retainedShare(years: number): number {
  return Math.max(RETENTION_FLOOR, FIRST_SALE_SHARE * YEARLY_RETENTION ** Math.max(0, years));
}

function batteryLoss(health: number): number {
  if (health >= 90) return 0;
  if (health >= 85) return 0.03;
  if (health >= 80) return 0.08;
  return 0.15;
}

/** A recorded condition is stored text: an own-entry lookup, so odd text counts as good. */
const conditionShare = (condition: string | null) =>
  ownValue(CONDITION_SHARE, condition ?? 'good') ?? CONDITION_SHARE.good;

/**
 * Values a device: catalogue launch price, then one explicit factor per characteristic, each
 * applied to the value left by the ones before so the sum never goes below zero; then the
 * chain's comparable buybacks and sales, adjusted to this device's condition and weighted by
 * recency, pull the resale value towards what the chain really sees.
 */
export function estimate(
  input: ValuationInput,
  price: CataloguePrice,
  currentYear: number,
  comparables: readonly Comparable[],
): Estimate {
  const factors: ValuationFactor[] = [];
  let value = price.launchPrice;
  const apply = (label: string, share: number, detail: string, always = false) => {
    // `|| 0` turns -0 (a zero loss) into a plain 0 for the response.
    const effect = Math.round(value * share) || 0;
    if (effect === 0 && !always) return;
    value += effect;
    factors.push({ label, effect, detail });
  };

  factors.push({
    label: 'Launch price',
    effect: value,
    detail: price.listed
      ? `Launch price of the ${input.model}${input.storage ? ` ${input.storage}` : ''} in the US.`
      : `The ${input.model} is not in the price table: a typical ${input.brand} launch price is used, so confidence is lower.`,
  });

  const releaseYear = input.yearReleased ?? price.releaseYear;
  const ageYears =
    releaseYear === null ? UNKNOWN_AGE_YEARS : Math.max(0, currentYear - releaseYear);
  const retained = retainedShare(ageYears);
  apply(
    `Age (${ageYears} ${ageYears === 1 ? 'year' : 'years'})`,
    retained - 1,
    releaseYear === null
      ? `Release year unknown: ${UNKNOWN_AGE_YEARS} years assumed; a used phone keeps about ${Math.round(retained * 100)}% of its launch price.`
      : `Released ${releaseYear}: a used phone this old keeps about ${Math.round(retained * 100)}% of its launch price.`,
    true,
  );

  apply(
    `Condition: ${CONDITION_LABELS[input.condition]}`,
    CONDITION_SHARE[input.condition] - 1,
    `${CONDITION_LABELS[input.condition]} devices resell at about ${Math.round(CONDITION_SHARE[input.condition] * 100)}% of excellent ones.`,
    true,
  );
  if (input.screenCondition)
    apply(
      `Screen: ${SCREEN_CONDITION_LABELS[input.screenCondition]}`,
      -SCREEN_LOSS[input.screenCondition],
      SCREEN_LOSS[input.screenCondition] === 0
        ? 'No screen work needed.'
        : 'What a buyer expects to spend on the screen.',
      true,
    );
  if (input.batteryHealth !== undefined)
    apply(
      `Battery health ${input.batteryHealth}%`,
      -batteryLoss(input.batteryHealth),
      input.batteryHealth < 80
        ? 'Below 80%: the battery needs replacing before resale.'
        : input.batteryHealth < 90
          ? 'Buyers check battery health and pay less below 90%.'
          : 'Battery health is good.',
      true,
    );
  for (const issue of input.functionalIssues)
    apply(
      FUNCTIONAL_ISSUE_LABELS[issue],
      -ISSUE_LOSS[issue],
      'Repair cost or lower price for a device with this fault.',
      true,
    );
  if (input.carrier !== 'unlocked')
    apply(
      `Carrier: ${CARRIER_LABELS[input.carrier]}`,
      input.carrier === 'other' ? -UNKNOWN_CARRIER_LOSS : -LOCKED_LOSS,
      'A carrier-locked phone sells to fewer buyers.',
      true,
    );
  apply(
    input.hasOriginalBox ? 'Original box' : 'No original box',
    input.hasOriginalBox ? BOX_GAIN : 0,
    input.hasOriginalBox ? 'A boxed device sells faster and for a little more.' : 'No bonus.',
    true,
  );
  apply(
    input.hasCharger ? 'Charger included' : 'No charger',
    input.hasCharger ? CHARGER_GAIN : 0,
    input.hasCharger ? 'Saves the buyer a charger.' : 'No bonus.',
    true,
  );
  const modelValue = Math.max(0, value);

  // The chain's evidence, as a resale value for a device in this condition.
  const ours = CONDITION_SHARE[input.condition];
  let weight = 0;
  let weighted = 0;
  const buybacks = comparables.filter((c) => c.kind === 'buyback');
  const sales = comparables.filter((c) => c.kind === 'sale');
  for (const c of comparables) {
    const w = Math.exp(-Math.max(0, c.ageDays) / RECENCY_DAYS);
    const adjusted = (c.price * ours) / conditionShare(c.condition);
    weighted += w * (c.kind === 'sale' ? adjusted : adjusted / BUYBACK_SHARE);
    weight += w;
  }
  let saleValue = modelValue;
  if (weight > 0) {
    const trust = Math.min(MAX_COMPARABLE_WEIGHT, weight / (weight + HALF_TRUST));
    saleValue = (1 - trust) * modelValue + trust * (weighted / weight);
    factors.push({
      label: `Chain comparables (${comparables.length})`,
      effect: Math.round(saleValue - modelValue),
      detail: `${buybacks.length} buybacks and ${sales.length} sales of this model in the chain recently, adjusted to this condition; they count for ${Math.round(trust * 100)}% of the price.`,
    });
  }

  let confidence = price.listed ? 0.45 : 0.3;
  if (releaseYear === null) confidence -= 0.05;
  if (input.condition === 'broken') confidence -= 0.1;
  if (input.functionalIssues.length >= 3) confidence -= 0.05;
  confidence += 0.45 * (weight / (weight + 2));
  confidence = Math.round(Math.min(0.95, Math.max(0.1, confidence)) * 100) / 100;

  // Less certain prices get wider ranges.
  const spread = 0.05 + 0.15 * (1 - confidence);
  const saleRecommended = round5(saleValue);
  const buyRecommended = round5(saleValue * BUYBACK_SHARE);
  // The offer most likely to win the device: nearer the top of the range the surer we are. A clerk
  // may offer up to $50 under it without approval (docs/product.md, Smart Valuation), and the
  // recommended offer must be one of those, so it is never less than $50 above the recommended one.
  const aiSuggested = Math.max(
    round5(
      buyRecommended +
        (round5(saleValue * BUYBACK_SHARE * (1 + spread)) - buyRecommended) * confidence,
    ),
    buyRecommended + MAX_OFFER_MARGIN,
  );
  const buyMax = Math.max(round5(saleValue * BUYBACK_SHARE * (1 + spread)), aiSuggested);
  const average = (list: Comparable[]) =>
    list.length ? Math.round(list.reduce((s, c) => s + c.price, 0) / list.length) : null;
  return {
    factors,
    modelValue,
    sale: {
      min: round5(saleValue * (1 - spread)),
      max: round5(saleValue * (1 + spread)),
      recommended: saleRecommended,
    },
    buyback: {
      min: round5(saleValue * BUYBACK_SHARE * (1 - spread)),
      max: buyMax,
      recommended: buyRecommended,
      aiSuggested,
    },
    confidence,
    ageYears,
    retained,
    comparables: {
      buybacks: buybacks.length,
      sales: sales.length,
      averageBuyback: average(buybacks),
      averageSale: average(sales),
    },
  };
}
