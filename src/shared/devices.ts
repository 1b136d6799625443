/** The device enumerations (docs/product.md, Fields), used by buyback, sales and valuation. */
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'broken'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const CONDITION_LABELS: Record<Condition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  broken: 'Broken/Non-functional',
};

/** One example per grade, shown with the Condition field so two clerks grade a device alike. */
export const CONDITION_EXAMPLES: Record<Condition, string> = {
  excellent: "Like new: no marks you can see at arm's length",
  good: 'Light wear: fine scratches seen only up close',
  fair: 'Visible wear: scratches or scuffs, small dents; everything works',
  poor: 'Heavy wear: deep scratches, dents, worn buttons; everything works',
  broken: 'Damaged or not working: say what is damaged (screen, battery, back glass, port)',
};

export const STORAGE_OPTIONS = ['32GB', '64GB', '128GB', '256GB', '512GB', '1TB', '2TB'] as const;
export type Storage = (typeof STORAGE_OPTIONS)[number];

export const COLORS = [
  'Black',
  'White',
  'Silver',
  'Space Gray',
  'Gold',
  'Rose Gold',
  'Blue',
  'Red',
  'Green',
  'Purple',
  'Midnight',
  'Starlight',
  'Product Red',
  'Other',
] as const;

export const CARRIERS = [
  'unlocked',
  'verizon',
  'att',
  'tmobile',
  'sprint',
  'metro',
  'cricket',
  'boost',
  'other',
] as const;
export const CARRIER_LABELS: Record<(typeof CARRIERS)[number], string> = {
  unlocked: 'Unlocked',
  verizon: 'Verizon',
  att: 'AT&T',
  tmobile: 'T-Mobile',
  sprint: 'Sprint',
  metro: 'Metro',
  cricket: 'Cricket',
  boost: 'Boost',
  other: 'Other',
};

export const SCREEN_CONDITIONS = [
  'perfect',
  'good',
  'minor_scratches',
  'cracked',
  'broken',
] as const;

export const PAYMENT_METHODS = ['cash', 'card', 'finance', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
