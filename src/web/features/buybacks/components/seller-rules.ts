import { DEFAULT_BUYBACK_RULES } from '../../../../shared/buyback-rules';
import { sellerRefusal } from '../../../../shared/buyback-seller';
import type { Store } from '../../../../shared/org';
import { localDate } from '../../../../shared/time';
import type { BuybackFormValues } from './buyback-form';

export type BuyingRules = {
  buybackMinAge: number;
  buybackSecondId: boolean;
  /** The store's zone decides what "today" is; unknown, the device's own. */
  timezone: string | undefined;
};

/**
 * The buying store's rules, or the defaults until its stores are known (offline with nothing
 * cached, say): the server checks again with the store's own rules when the buyback arrives.
 */
export function buyingStoreRules(
  stores: readonly Store[] | undefined,
  storeId: string | null | undefined,
): BuyingRules {
  const store = stores?.find((s) => s.id === storeId);
  return {
    buybackMinAge: store?.buybackMinAge ?? DEFAULT_BUYBACK_RULES.buybackMinAge,
    buybackSecondId: store?.buybackSecondId ?? DEFAULT_BUYBACK_RULES.buybackSecondId,
    timezone: store?.timezone,
  };
}

/**
 * The store's refusal of this seller before anything is sent or queued (too young, an expired
 * ID, no second ID where one is required), as the server would refuse it. Dates not typed yet
 * are the schema's to report.
 */
export function sellerProblem(values: BuybackFormValues, rules: BuyingRules, now = new Date()) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.sellerBirthDate)) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.idExpiry)) return null;
  const today = localDate(now, rules.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  return sellerRefusal(
    {
      sellerBirthDate: values.sellerBirthDate,
      idType: values.idType ?? '',
      idExpiry: values.idExpiry,
      secondIdType: values.secondIdType,
      secondIdNumber: values.secondIdNumber.trim() || undefined,
      secondIdExpiry: values.secondIdExpiry || undefined,
    },
    rules,
    today,
  );
}
