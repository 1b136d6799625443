/** What the seller declares by signing a buyback; printed on the bill of sale above the signature. */
export const BILL_OF_SALE_TERMS = [
  'I am the owner of this device, or have the right to sell it, and it is not lost, stolen, financed or under a lease.',
  'I sell it to the store for the amount above, received in full, and the store may resell it.',
  'I have removed my accounts and data, or agree that the store erases them.',
] as const;
