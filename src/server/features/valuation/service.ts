import type { SessionUser } from '../../../shared/auth';
import { cataloguePrice } from '../../../shared/catalogue/prices';
import { isStoreRole } from '../../../shared/roles';
import { fixedValuationBrand, type DeviceToValue, type Valuation } from '../../../shared/valuation';
import type { Deps } from '../../deps';
import { estimate, type Comparable } from './engine';
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
  const rows = await repo.listComparables(deps.db, {
    brand: input.brand,
    model: input.model,
    since: new Date(now.getTime() - COMPARABLE_WINDOW_DAYS * DAY).toISOString(),
  });
  const comparables: Comparable[] = rows.map((r) => ({
    kind: r.kind,
    price: r.cents / 100,
    condition: r.condition,
    ageDays: (now.getTime() - new Date(r.created_at).getTime()) / DAY,
  }));
  const result = estimate(
    input,
    cataloguePrice(input.brand, input.model, input.storage),
    now.getUTCFullYear(),
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
    narrativeSource: words.narrative.provider,
    narrativeNote: words.narrative.note,
  };
}
