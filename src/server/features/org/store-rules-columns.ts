import { DEFAULT_BUYBACK_RULES, type StoreBuybackRules } from '../../../shared/buyback-rules';
import type { StoresTable } from '../../db/schema';

type StoreRuleColumns = Pick<
  StoresTable,
  | 'buyback_hold_days'
  | 'buyback_min_age'
  | 'buyback_second_id'
  | 'police_report_hours'
  | 'buyback_retention_years'
>;

/** A new store's buyback rules as columns (migration 031), until the office sets its own. */
export const DEFAULT_STORE_RULE_COLUMNS: StoreRuleColumns = {
  buyback_hold_days: DEFAULT_BUYBACK_RULES.buybackHoldDays,
  buyback_min_age: DEFAULT_BUYBACK_RULES.buybackMinAge,
  buyback_second_id: DEFAULT_BUYBACK_RULES.buybackSecondId ? 1 : 0,
  police_report_hours: DEFAULT_BUYBACK_RULES.policeReportHours,
  buyback_retention_years: DEFAULT_BUYBACK_RULES.buybackRetentionYears,
};

/** The rules a store input sets, as columns; a field left out is not in the patch. */
export function storeRuleColumns(input: Partial<StoreBuybackRules>): Partial<StoreRuleColumns> {
  const columns = {
    buyback_hold_days: input.buybackHoldDays,
    buyback_min_age: input.buybackMinAge,
    buyback_second_id:
      input.buybackSecondId === undefined ? undefined : input.buybackSecondId ? 1 : 0,
    police_report_hours: input.policeReportHours,
    buyback_retention_years: input.buybackRetentionYears,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export function toStoreBuybackRules(row: StoreRuleColumns): StoreBuybackRules {
  return {
    buybackHoldDays: Number(row.buyback_hold_days),
    buybackMinAge: Number(row.buyback_min_age),
    buybackSecondId: Number(row.buyback_second_id) === 1,
    policeReportHours: row.police_report_hours === null ? null : Number(row.police_report_hours),
    buybackRetentionYears: Number(row.buyback_retention_years),
  };
}
