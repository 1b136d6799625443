/** The short warranty and returns note printed on every sale receipt. */
export const SALE_RECEIPT_TERMS = [
  'Keep this receipt: it is your proof of purchase for warranty and returns.',
  'Returns within 14 days of purchase, with this receipt, the device reset and in the condition sold.',
  'Warranty of 30 days against hardware faults; physical, liquid and software damage are not covered.',
] as const;
