import { DEFAULT_BUYBACK_RULES, type StoreBuybackRules } from '../../../shared/buyback-rules';
import type { StoresTable } from '../../db/schema';

type StoreRuleColumns = Pick<StoresTable, 'buyback_hold_days'>;

/** A new store's buyback rules as columns (migration 031), until the office sets its own. */
export const DEFAULT_STORE_RULE_COLUMNS: StoreRuleColumns = {
  buyback_hold_days: DEFAULT_BUYBACK_RULES.buybackHoldDays,
};

/** The rules a store input sets, as columns; a field left out is not in the patch. */
export function storeRuleColumns(input: Partial<StoreBuybackRules>): Partial<StoreRuleColumns> {
  return input.buybackHoldDays === undefined ? {} : { buyback_hold_days: input.buybackHoldDays };
}

export function toStoreBuybackRules(row: StoreRuleColumns): StoreBuybackRules {
  return { buybackHoldDays: Number(row.buyback_hold_days) };
}
