import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';

/**
 * The stores' daily reports filed for business days of the period, with when they were filed:
 * each store's range of its (store, business date) index, not every report of the chain's history.
 */
export async function reportsFiled(
  db: Db,
  reach: Reach,
  storeIds: string[],
  from: string,
  to: string,
) {
  if (storeIds.length === 0) return [];
  return scopeToReach(
    db
      .selectFrom('daily_reports')
      .select(['store_id', 'business_date', 'submitted_at', 'login_blocked_until'])
      .where('store_id', 'in', storeIds)
      .where('business_date', '>=', from)
      .where('business_date', '<=', to),
    'daily_reports.store_id',
    reach,
  ).execute();
}
