import type { StoreMoney } from '../../../shared/store-money';
import { DEFAULT_STORE_MONEY, percentToPpm, ppmToPercent } from '../../../shared/store-money';
import type { StoresTable } from '../../db/schema';

type StoreMoneyColumns = Pick<
  StoresTable,
  | 'tax_rate_ppm'
  | 'approval_limit_percent'
  | 'approval_limit_cents'
  | 'refund_limit_cents'
  | 'counter_limit_cents'
  | 'drawer_alert_cents'
  | 'warranty_days'
  | 'buyback_offer_percent'
  | 'buyback_margin_percent'
>;

/** A new store's money settings as columns (migration 024), until the office changes them. */
export const DEFAULT_STORE_MONEY_COLUMNS: StoreMoneyColumns = {
  tax_rate_ppm: DEFAULT_STORE_MONEY.taxRatePpm,
  approval_limit_percent: DEFAULT_STORE_MONEY.approvalLimitPercent,
  approval_limit_cents: DEFAULT_STORE_MONEY.approvalLimitCents,
  refund_limit_cents: DEFAULT_STORE_MONEY.refundLimitCents,
  counter_limit_cents: DEFAULT_STORE_MONEY.counterLimitCents,
  drawer_alert_cents: DEFAULT_STORE_MONEY.drawerAlertCents,
  warranty_days: DEFAULT_STORE_MONEY.warrantyDays,
  buyback_offer_percent: DEFAULT_STORE_MONEY.buybackOfferPercent,
  buyback_margin_percent: DEFAULT_STORE_MONEY.buybackMarginPercent,
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
    counter_limit_cents: input.counterLimit === undefined ? undefined : toCents(input.counterLimit),
    drawer_alert_cents: input.drawerAlert === undefined ? undefined : toCents(input.drawerAlert),
    warranty_days: input.warrantyDays,
    buyback_offer_percent: input.buybackOfferPercent,
    buyback_margin_percent: input.buybackMarginPercent,
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
    counterLimit: row.counter_limit_cents / 100,
    drawerAlert: row.drawer_alert_cents / 100,
    warrantyDays: row.warranty_days,
    buybackOfferPercent: row.buyback_offer_percent,
    buybackMarginPercent: row.buyback_margin_percent,
  };
}
