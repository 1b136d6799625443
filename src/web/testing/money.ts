import type { RepairMoney } from '../../shared/repair-money';

/** A repair's money answer as the server gives it: nothing paid on its estimate, unless told. */
export function repairMoney(repairId: string, change: Partial<RepairMoney> = {}): RepairMoney {
  const estimate = change.estimate ?? 89;
  return {
    repairId,
    parts: [],
    partsCost: 0,
    estimate,
    estimateTax: 0,
    quote: null,
    total: estimate,
    entries: [],
    paid: 0,
    balance: estimate,
    noCharge: null,
    invoiceNumber: null,
    refundLimit: 50,
    taxRate: 8,
    approvalCeiling: estimate + 20,
    warranty: { until: null, returnOf: null },
    ...change,
  };
}
