import { DEFAULT_BUYBACK_RULES, type StoreBuybackRules } from '../../../shared/buyback-rules';
import type { StoresTable } from '../../db/schema';

type StoreRuleColumns = Pick<
  StoresTable,
  | 'buyback_hold_days'
  | 'buyback_min_age'
  | 'buyback_second_id'
  | 'police_report_hours'
  | 'police_report_email'
  | 'record_retention_years'
>;

const D = DEFAULT_BUYBACK_RULES;

/** A new store's buyback rules as columns (migrations 031, 032), until the office sets its own. */
export const DEFAULT_STORE_RULE_COLUMNS: StoreRuleColumns = {
  buyback_hold_days: D.buybackHoldDays,
  buyback_min_age: D.buybackMinAge,
  buyback_second_id: D.buybackSecondId ? 1 : 0,
  police_report_hours: D.policeReportHours,
  police_report_email: D.policeReportEmail,
  record_retention_years: D.recordRetentionYears,
};

type RulesInput = { [K in keyof StoreBuybackRules]?: StoreBuybackRules[K] | undefined };

/** The rules a store input sets, as columns; a field left out is not in the patch. */
export function storeRuleColumns(input: RulesInput): Partial<StoreRuleColumns> {
  const columns: Partial<StoreRuleColumns> = {};
  if (input.buybackHoldDays !== undefined) columns.buyback_hold_days = input.buybackHoldDays;
  if (input.buybackMinAge !== undefined) columns.buyback_min_age = input.buybackMinAge;
  if (input.buybackSecondId !== undefined)
    columns.buyback_second_id = input.buybackSecondId ? 1 : 0;
  if (input.policeReportHours !== undefined) columns.police_report_hours = input.policeReportHours;
  if (input.policeReportEmail !== undefined) columns.police_report_email = input.policeReportEmail;
  if (input.recordRetentionYears !== undefined)
    columns.record_retention_years = input.recordRetentionYears;
  return columns;
}

export function toStoreBuybackRules(row: StoreRuleColumns): StoreBuybackRules {
  return {
    buybackHoldDays: Number(row.buyback_hold_days),
    buybackMinAge: Number(row.buyback_min_age),
    buybackSecondId: Number(row.buyback_second_id) === 1,
    policeReportHours: Number(row.police_report_hours),
    policeReportEmail: row.police_report_email,
    recordRetentionYears: Number(row.record_retention_years),
  };
}
