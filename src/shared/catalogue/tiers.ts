/**
 * Price tiers, fitted separately: a foldable or a budget phone loses value at its own pace, and
 * a model missing from the market table is priced along its own brand and tier.
 */
export const TIERS = ['foldable', 'ultra', 'flagship', 'high', 'mid', 'entry'] as const;
export type Tier = (typeof TIERS)[number];

export function tierOf(model: string, launchPrice: number): Tier {
  if (/\b(fold|flip|razr|open)/i.test(model)) return 'foldable';
  if (launchPrice >= 1090) return 'ultra';
  if (launchPrice >= 950) return 'flagship';
  if (launchPrice >= 700) return 'high';
  if (launchPrice >= 400) return 'mid';
  return 'entry';
}
