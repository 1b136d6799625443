import { DEFAULT_STORE_MONEY } from '../../../shared/store-money';

/** A new store's money settings as columns (migration 024), until the office changes them. */
export const DEFAULT_STORE_MONEY_COLUMNS = {
  tax_rate_ppm: DEFAULT_STORE_MONEY.taxRatePpm,
  approval_limit_percent: DEFAULT_STORE_MONEY.approvalLimitPercent,
  approval_limit_cents: DEFAULT_STORE_MONEY.approvalLimitCents,
  refund_limit_cents: DEFAULT_STORE_MONEY.refundLimitCents,
  warranty_days: DEFAULT_STORE_MONEY.warrantyDays,
} as const;
