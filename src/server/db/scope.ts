import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';

/**
 * Which stores a user may see: every store (admin, ceo, super_admin) or a list
 * (their own store, their area's stores, or their regions' stores).
 */
export type Reach = { all: true } | { all: false; storeIds: readonly string[] };

export const REACH_ALL: Reach = { all: true };

export function reachIncludes(reach: Reach, storeId: string | null | undefined): boolean {
  return reach.all || (storeId != null && reach.storeIds.includes(storeId));
}

/**
 * The one helper that scopes store data to a caller's reach. Every repo query of
 * store-owned rows goes through it; routes never filter by store themselves.
 */
export function scopeToReach<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  storeIdColumn: string,
  reach: Reach,
): SelectQueryBuilder<DB, TB, O> {
  if (reach.all) return query;
  if (reach.storeIds.length === 0) return query.where(sql<boolean>`1 = 0`);
  return query.where((eb: ExpressionBuilder<DB, TB>) =>
    eb(sql.ref(storeIdColumn), 'in', reach.storeIds as string[]),
  );
}
