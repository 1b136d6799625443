import type { SessionUser } from '../../../shared/auth';
import { BUYBACK_PRICING_DEFAULTS, DEFAULT_REPAIR_PRICES } from '../../../shared/buyback-pricing';
import { findModel } from '../../../shared/catalogue';
import { cataloguePrice } from '../../../shared/catalogue/prices';
import { tierOf } from '../../../shared/catalogue/tiers';
import type { Condition } from '../../../shared/devices';
import { isStale, type MarketKind } from '../../../shared/market-prices';
import { isStoreRole } from '../../../shared/roles';
import { fixedValuationBrand, type DeviceToValue, type Valuation } from '../../../shared/valuation';
import type { Deps } from '../../deps';
import { estimate, type Comparable } from './engine';
import { fitMarket, releasedAt, type MarketFit } from './market/fit';
import { activeMarket } from './market/service';
import { brandLosses, shippedRows } from './market/shipped';
import { marketValue } from './market/value';
import { narrate, salesTips } from './narrative';
import * as repo from './repo';

/** How far back the chain's own buybacks and sales count as comparables. */
export const COMPARABLE_WINDOW_DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

/**
 * A store user values for their own store, and for their store's brand when that brand is a
 * device brand (a brand-only store); everyone else names the brand and store in the form.
 */
export function fixFromAccount(user: SessionUser, raw: unknown): unknown {
  if (!isStoreRole(user.role) || typeof raw !== 'object' || raw === null) return raw;
  const fixed: Record<string, unknown> = { ...raw, storeName: user.storeName ?? undefined };
  const brand = fixedValuationBrand(user);
  if (brand) fixed.brand = brand;
  return fixed;
}

export async function valueDevice(deps: Deps, input: DeviceToValue): Promise<Valuation> {
  const now = deps.clock.now();
  const market = await activeMarket(deps);
  const model = findModel(input.brand, input.model)?.name ?? input.model;
  const rows = await repo.listComparables(deps.db, {
    brand: input.brand,
    model,
    storage: input.storage ?? null,
    since: new Date(now.getTime() - COMPARABLE_WINDOW_DAYS * DAY).toISOString(),
  });
  const comparables: Comparable[] = rows.map((r) => ({
    kind: r.kind,
    price: r.cents / 100,
    condition: r.condition,
    ageDays: (now.getTime() - new Date(r.created_at).getTime()) / DAY,
  }));
  const tier = tierOf(model, cataloguePrice(input.brand, model).launchPrice);
  const store = input.storeName ? await repo.storePricing(deps.db, input.storeName) : undefined;
  const result = estimate(
    input,
    {
      market: market.fit,
      at: now,
      buyback: store
        ? {
            closeness: store.buyback_offer_percent / 100,
            targetMargin: store.buyback_margin_percent / 100,
          }
        : BUYBACK_PRICING_DEFAULTS,
      repairPrices: DEFAULT_REPAIR_PRICES[tier],
    },
    comparables,
  );
  const words = await narrate(deps, input, result, COMPARABLE_WINDOW_DAYS);
  return {
    storeName: input.storeName ?? null,
    brand: input.brand,
    model: input.model,
    confidence: result.confidence,
    buybackPrice: result.buyback,
    salePrice: result.sale,
    factors: result.factors,
    marketTrends: words.marketTrends,
    salesTips: salesTips(input, result),
    recommendation: words.recommendation,
    comparables: {
      count: comparables.length,
      buybacks: result.comparables.buybacks,
      sales: result.comparables.sales,
      windowDays: COMPARABLE_WINDOW_DAYS,
      averageBuyback: result.comparables.averageBuyback,
      averageSale: result.comparables.averageSale,
    },
    market: {
      tradeIn: result.market.tradeIn,
      resale: result.market.resale,
      repairs: result.market.repairs,
      figures: result.market.figures,
      modelFrom: result.market.from,
      modelTo: result.market.to,
      yearlyLoss: Math.round(result.market.yearlyLoss * 100) / 100,
      oldestObserved: market.fit.oldest,
      newestObserved: market.fit.newest,
      source: market.source,
      stale: isStale(market.fit.median, now),
    },
    narrativeSource: words.narrative.provider,
    narrativeNote: words.narrative.note,
  };
}

let shippedFit: MarketFit | null = null;

/**
 * What the market table shipped with the product says a working device fetched on `at`: the demo
 * chain's buybacks and sales are drawn around it, so its history agrees with the market.
 */
export function shippedMarketPrice(
  kind: MarketKind,
  device: { brand: string; model: string; storage: string },
  condition: Condition,
  at: Date,
): number {
  shippedFit ??= fitMarket(shippedRows(), brandLosses());
  const released = releasedAt(device.brand, device.model);
  return marketValue(shippedFit, kind, { ...device, released }, condition, at.getTime()).value;
}
