import {
  confidenceLabel,
  maxOffer,
  potentialProfit,
  type ValuationInput,
} from '../../../shared/valuation';
import type { Deps } from '../../deps';
import type { Narrative } from '../../lib/ai';
import type { Estimate } from './engine';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whole dollars: a counter offer is never quoted in cents. */
export const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** Practical advice that follows from the device's own characteristics. */
export function salesTips(input: ValuationInput, estimate: Estimate): string[] {
  const tips: string[] = [];
  if (input.batteryHealth !== undefined && input.batteryHealth < 85)
    tips.push('Replace the battery before listing: buyers check battery health first.');
  if (input.screenCondition === 'cracked' || input.screenCondition === 'broken')
    tips.push('Repair the screen in store before resale; a cracked screen halves the buyers.');
  if (input.functionalIssues.length > 0)
    tips.push('Fix or disclose every fault on the listing and the receipt.');
  if (input.carrier !== 'unlocked')
    tips.push('Ask the seller to request a carrier unlock; unlocked phones sell faster.');
  if (!input.hasCharger) tips.push('Bundle a charger and cable to lift the sale price.');
  if (estimate.ageYears >= 4)
    tips.push('Older model: price it to sell within two weeks, before it loses more value.');
  tips.push('Photograph the device in good light and list storage, color and battery health.');
  return tips;
}

type Words = { marketTrends: string; recommendation: string; narrative: Narrative };

/**
 * The two paragraphs of the result, drafted from templates stating the computed figures and
 * handed to the AI provider to reword; the figures are the only numbers it may use.
 */
export async function narrate(
  deps: Deps,
  input: ValuationInput,
  estimate: Estimate,
  windowDays: number,
): Promise<Words> {
  const { comparables: c } = estimate;
  const prices = {
    buyback: estimate.buyback,
    sale: estimate.sale,
  };
  const figures: Record<string, string | number> = {
    model: `${input.brand} ${input.model}`,
    recommendedBuyback: dollars(estimate.buyback.recommended),
    aiSuggestedBuyback: dollars(estimate.buyback.aiSuggested),
    maximumOffer: dollars(maxOffer({ buybackPrice: prices.buyback })),
    targetSale: dollars(estimate.sale.recommended),
    potentialProfit: dollars(
      potentialProfit({ buybackPrice: prices.buyback, salePrice: prices.sale }),
    ),
    confidence: `${Math.round(estimate.confidence * 100)}%`,
    ageYears: estimate.ageYears,
    marketCashOffer: dollars(estimate.market.tradeIn),
    marketResale: dollars(estimate.market.resale),
    comparableBuybacks: c.buybacks,
    comparableSales: c.sales,
    windowDays,
  };
  const history =
    c.buybacks + c.sales > 0
      ? `The chain recorded ${count(c.buybacks, 'buyback', 'buybacks')}${c.averageBuyback === null ? '' : ` (average ${dollars(c.averageBuyback)} paid)`} and ${count(c.sales, 'sale', 'sales')}${c.averageSale === null ? '' : ` (average ${dollars(c.averageSale)})`} of the ${input.model} in the last ${windowDays} days.`
      : `The chain has no buybacks or sales of the ${input.model} in the last ${windowDays} days, so the price rests on the market alone.`;
  const { market: m } = estimate;
  const market =
    m.figures > 0
      ? `Trade-in programs and buyback sites offer about ${figures.marketCashOffer} for a working one, and used ones resell for about ${figures.marketResale}.`
      : `The ${input.model} is not in the market table; from ${input.brand} phones of its age, trade-in offers would be about ${figures.marketCashOffer} for a working one and used ones resell for about ${figures.marketResale}.`;
  const offer = `This store offers ${Math.round(m.offerShare * 100)}% of the market's offer${m.repairs > 0 ? `, less ${dollars(m.repairs)} of repairs the damage needs` : ''}, and no more than it can pay and keep its resale margin.`;
  const trendsDraft = `${market} ${offer} ${history}`;
  const recommendationDraft = `Offer ${figures.recommendedBuyback}. You may go up to ${figures.maximumOffer} without approval; above that, up to ${figures.aiSuggestedBuyback}, confirm with the Area Manager. List it at ${figures.targetSale} for a potential profit of ${figures.potentialProfit}. Confidence is ${confidenceLabel(estimate.confidence)} (${figures.confidence}).`;

  const [trends, recommendation] = await Promise.all([
    deps.ai.narrate({ task: 'valuation', figures, draft: trendsDraft }),
    deps.ai.narrate({ task: 'valuation', figures, draft: recommendationDraft }),
  ]);
  return {
    marketTrends: trends.text,
    recommendation: recommendation.text,
    // The result says 'openai' only when the remote model wrote both paragraphs.
    narrative: trends.fellBack || trends.provider === 'local' ? trends : recommendation,
  };
}
