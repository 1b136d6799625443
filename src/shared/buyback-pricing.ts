import type { Tier } from './catalogue/tiers';
import { DEFAULT_STORE_MONEY } from './store-money';

/**
 * How a store turns the market into an offer. The recommended buyback is the lower of what the
 * market pays in cash (times how close the store wants to come to it) and what the store can pay
 * and still resell at its target margin after repairing the device.
 */
export type BuybackPricing = {
  /** Share of the market's cash offer the store offers (0.85 to 0.95 keeps it competitive). */
  closeness: number;
  /** Share of the resale price the store keeps after paying the seller and the repairs. */
  targetMargin: number;
};

/** A store's pricing until the office sets its own (Admin → Stores, Money). */
export const BUYBACK_PRICING_DEFAULTS: BuybackPricing = {
  closeness: DEFAULT_STORE_MONEY.buybackOfferPercent / 100,
  targetMargin: DEFAULT_STORE_MONEY.buybackMarginPercent / 100,
};

/** Damage a store repairs before resale, priced as its repair. */
export const REPAIRABLE = [
  'screen',
  'battery',
  'back_glass',
  'charging_port',
  'rear_camera',
  'front_camera',
  'speaker',
  'microphone',
  'buttons',
] as const;
export type Repairable = (typeof REPAIRABLE)[number];

export const REPAIR_LABELS: Record<Repairable, string> = {
  screen: 'Screen replacement',
  battery: 'Battery replacement',
  back_glass: 'Back glass replacement',
  charging_port: 'Charging port repair',
  rear_camera: 'Rear camera replacement',
  front_camera: 'Front camera replacement',
  speaker: 'Speaker replacement',
  microphone: 'Microphone repair',
  buttons: 'Button repair',
};

/**
 * A repair counter's usual prices by the phone's price tier, used until a store sets its own:
 * a foldable's inner screen costs several times a budget phone's.
 */
export const DEFAULT_REPAIR_PRICES: Record<Tier, Record<Repairable, number>> = {
  foldable: {
    screen: 399,
    battery: 99,
    back_glass: 199,
    charging_port: 129,
    rear_camera: 199,
    front_camera: 149,
    speaker: 89,
    microphone: 89,
    buttons: 89,
  },
  ultra: {
    screen: 329,
    battery: 99,
    back_glass: 169,
    charging_port: 109,
    rear_camera: 169,
    front_camera: 129,
    speaker: 89,
    microphone: 89,
    buttons: 89,
  },
  flagship: {
    screen: 299,
    battery: 89,
    back_glass: 149,
    charging_port: 99,
    rear_camera: 149,
    front_camera: 119,
    speaker: 79,
    microphone: 79,
    buttons: 79,
  },
  high: {
    screen: 229,
    battery: 79,
    back_glass: 129,
    charging_port: 89,
    rear_camera: 119,
    front_camera: 99,
    speaker: 69,
    microphone: 69,
    buttons: 69,
  },
  mid: {
    screen: 149,
    battery: 69,
    back_glass: 99,
    charging_port: 79,
    rear_camera: 89,
    front_camera: 79,
    speaker: 59,
    microphone: 59,
    buttons: 59,
  },
  entry: {
    screen: 99,
    battery: 59,
    back_glass: 79,
    charging_port: 69,
    rear_camera: 69,
    front_camera: 59,
    speaker: 49,
    microphone: 49,
    buttons: 49,
  },
};
