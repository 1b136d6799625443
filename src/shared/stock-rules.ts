/**
 * The arithmetic of parts and accessories in stock (issue 19, decision 038), shared by the server
 * (which records movements) and the screens (which show what a count or an order will do). Whole
 * units and cents; nothing here reads a clock or a database.
 */

/** Every way stock changes: each is a movement row, and on hand is their sum. */
export const MOVEMENT_KINDS = [
  'received',
  'used',
  'sold',
  'returned',
  'transfer_out',
  'transfer_in',
  'count',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  received: 'Received',
  used: 'Used on a repair',
  sold: 'Sold',
  returned: 'Returned by a customer',
  transfer_out: 'Sent to another store',
  transfer_in: 'Received from another store',
  count: 'Adjusted by a count',
};

/** One store's stock of one item, as its running summary keeps it. */
export type StockLevel = {
  onHand: number;
  /** Held for repairs: never above on hand. */
  reserved: number;
  /** On hand valued at moving-average cost. */
  valueCents: number;
};

export const EMPTY_LEVEL: StockLevel = { onHand: 0, reserved: 0, valueCents: 0 };

/** What can still be sold or reserved. */
export const available = (level: StockLevel): number => level.onHand - level.reserved;

/** The moving-average cost of one unit on hand (rounded to the cent), or the fallback when none is. */
export function averageCost(level: StockLevel, fallbackCents: number): number {
  return level.onHand > 0 ? Math.round(level.valueCents / level.onHand) : fallbackCents;
}

export type Movement = {
  /** + into the store, − out of it. */
  quantity: number;
  /** Stock coming in: what one unit cost (a purchase order's price, a transfer's cost). */
  unitCostCents?: number;
};

export type Applied = {
  level: StockLevel;
  unitCostCents: number;
  valueCents: number;
  /** Units of reservations a count took away (it found fewer than were held): they wait again. */
  unreserved: number;
};

/**
 * A movement applied to a level. Stock in adds its own cost; stock out leaves at the average
 * cost, and the last unit out takes whatever value is left, so value is 0 exactly when nothing
 * is on hand and rounding never strands a cent. Returns null when it would take out more than
 * is on hand, or leave less on hand than is reserved (`keepReserved`: a sale or transfer cannot
 * take a part held for a repair; using that part releases its reservation first). A count
 * (`belowReserved`) records what is really there: it may leave less than is held, and the
 * holds it cannot cover are returned as `unreserved`.
 */
export function applyMovement(
  level: StockLevel,
  m: Movement,
  fallbackCostCents: number,
  { belowReserved = false }: { belowReserved?: boolean } = {},
): Applied | null {
  const onHand = level.onHand + m.quantity;
  if (onHand < 0 || (onHand < level.reserved && !belowReserved)) return null;
  const reserved = Math.min(level.reserved, onHand);
  const unreserved = level.reserved - reserved;
  if (m.quantity >= 0) {
    const unit = m.unitCostCents ?? averageCost(level, fallbackCostCents);
    const value = unit * m.quantity;
    return {
      level: { onHand, reserved, valueCents: level.valueCents + value },
      unitCostCents: unit,
      valueCents: value,
      unreserved,
    };
  }
  const unit = averageCost(level, fallbackCostCents);
  const value = onHand === 0 ? -level.valueCents : Math.max(-level.valueCents, unit * m.quantity);
  return {
    level: { onHand, reserved, valueCents: level.valueCents + value },
    unitCostCents: unit,
    valueCents: value,
    unreserved,
  };
}

/** Holds `quantity` for a repair when that much is available; null when it is not. */
export function reserve(level: StockLevel, quantity: number): StockLevel | null {
  return available(level) >= quantity ? { ...level, reserved: level.reserved + quantity } : null;
}

/** Lets go of a repair's hold (the part left the price, or is about to be used). */
export function release(level: StockLevel, quantity: number): StockLevel {
  return { ...level, reserved: Math.max(0, level.reserved - quantity) };
}

/** A count's variance: what was counted less what the records expected. */
export const variance = (counted: number, expected: number): number => counted - expected;

/** Low stock: less available than the store's minimum (a minimum of 0 is never low). */
export const isLow = (level: StockLevel, minimum: number): boolean =>
  minimum > 0 && available(level) < minimum;

/**
 * The quantity a suggested order asks for: enough to bring what is available plus what is
 * already on order back up to twice the minimum, so a store reorders in batches rather than
 * one part at a time. 0 when the item is not low.
 */
export function suggestedQuantity(level: StockLevel, minimum: number, onOrder: number): number {
  if (!isLow(level, minimum)) return 0;
  return Math.max(0, 2 * minimum - available(level) - onOrder);
}
