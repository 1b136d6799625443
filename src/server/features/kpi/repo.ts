import type { Db } from '../../db';
import { scopeToReach, type Reach } from '../../db/scope';

/** The daily reports filed for business days of the period, with when they were filed. */
export async function reportsFiled(db: Db, reach: Reach, from: string, to: string) {
  return scopeToReach(
    db
      .selectFrom('daily_reports')
      .select(['store_id', 'business_date', 'submitted_at', 'login_blocked_until'])
      .where('business_date', '>=', from)
      .where('business_date', '<=', to),
    'daily_reports.store_id',
    reach,
  ).execute();
}
