import { sql } from 'kysely';
import type { SessionUser } from '../../../shared/auth';
import { INVENTORY_MESSAGES } from '../../../shared/inventory';
import type { Store } from '../../../shared/org';
import type { Db } from '../../db';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { fieldError, forbidden } from '../../lib/http-error';
import { findStore } from '../org/service';

/**
 * The store a stock document (order, transfer, count) is for: the one named, else the user's
 * own, else the only store in reach. Naming a store outside reach is refused outright (403):
 * a manager may not order, send or count for someone else's shop.
 */
export async function storeInReach(
  deps: Deps,
  user: SessionUser,
  reach: Reach,
  storeId: string | undefined,
  field = 'storeId',
): Promise<Store> {
  const id =
    storeId ??
    user.storeId ??
    (!reach.all && reach.storeIds.length === 1 ? reach.storeIds[0] : undefined);
  if (!id) throw fieldError(field, 'Choose the store');
  if (!reachIncludes(reach, id)) throw forbidden();
  const store = await findStore(deps, id);
  if (!store) throw fieldError(field, 'Store not found');
  return store;
}

/**
 * A read filtered to one store: a store outside reach reads as unknown (400 on the field, as
 * the dashboards answer it), which tells no more than a missing store would.
 */
export function assertReadable(reach: Reach, storeId: string | undefined): void {
  if (storeId && !reachIncludes(reach, storeId)) throw fieldError('storeId', 'Store not found');
}

export type ItemRow = { id: string; sku: string; name: string; cost_cents: number };

/**
 * The catalogue items named by `lines`, by id; a line naming no item is a 400 on its own field
 * (`lines.2.itemId`), so the form marks the line that is wrong.
 */
export async function itemsOf(
  db: Db,
  itemIds: readonly string[],
  field: (index: number) => string = (i) => `lines.${i}.itemId`,
): Promise<Map<string, ItemRow>> {
  const rows = itemIds.length
    ? await db
        .selectFrom('catalog_items')
        .select(['id', 'sku', 'name', 'cost_cents'])
        .where('id', 'in', [...itemIds])
        .execute()
    : [];
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = itemIds.findIndex((id) => !found.has(id));
  if (missing >= 0) throw fieldError(field(missing), INVENTORY_MESSAGES.unknownItem);
  return found;
}

/** "First Last" of the user in `column`, for the documents' "by" fields. */
export const nameOf = (column: string) =>
  sql<
    string | null
  >`${sql.ref(`${column}.first_name`)} || ' ' || ${sql.ref(`${column}.last_name`)}`;

export const dollars = (cents: number) => cents / 100;
