import type { StoreMoney } from '../../../shared/store-money';
import { DEFAULT_STORE_MONEY, percentToPpm, ppmToPercent } from '../../../shared/store-money';
import type { StoresTable } from '../../db/schema';

type StoreMoneyColumns = Pick<
  StoresTable,
  | 'tax_rate_ppm'
  | 'approval_limit_percent'
  | 'approval_limit_cents'
  | 'refund_limit_cents'
  | 'warranty_days'
>;

/** A new store's money settings as columns (migration 024), until the office changes them. */
export const DEFAULT_STORE_MONEY_COLUMNS: StoreMoneyColumns = {
  tax_rate_ppm: DEFAULT_STORE_MONEY.taxRatePpm,
  approval_limit_percent: DEFAULT_STORE_MONEY.approvalLimitPercent,
  approval_limit_cents: DEFAULT_STORE_MONEY.approvalLimitCents,
  refund_limit_cents: DEFAULT_STORE_MONEY.refundLimitCents,
  warranty_days: DEFAULT_STORE_MONEY.warrantyDays,
};

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The money settings a store input sets, as columns; a field left out is not in the patch. */
export function storeMoneyColumns(input: Partial<StoreMoney>): Partial<StoreMoneyColumns> {
  const columns = {
    tax_rate_ppm: input.taxRate === undefined ? undefined : percentToPpm(input.taxRate),
    approval_limit_percent: input.approvalLimitPercent,
    approval_limit_cents:
      input.approvalLimitAmount === undefined ? undefined : toCents(input.approvalLimitAmount),
    refund_limit_cents: input.refundLimit === undefined ? undefined : toCents(input.refundLimit),
    warranty_days: input.warrantyDays,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The settings as the API speaks them: percent and dollars. */
export function toStoreMoney(row: StoreMoneyColumns): StoreMoney {
  return {
    taxRate: ppmToPercent(row.tax_rate_ppm),
    approvalLimitPercent: row.approval_limit_percent,
    approvalLimitAmount: row.approval_limit_cents / 100,
    refundLimit: row.refund_limit_cents / 100,
    warrantyDays: row.warranty_days,
  };
}
