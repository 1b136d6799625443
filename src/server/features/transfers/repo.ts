import { sql } from 'kysely';
import type { Db } from '../../db';
import type { Reach } from '../../db/scope';
import type { StockTransfersTable } from '../../db/schema';
import { nameOf } from '../purchasing/service';

export type TransferRow = StockTransfersTable & {
  from_store_name: string;
  to_store_name: string;
  sent_by_name: string | null;
  received_by_name: string | null;
};

/** A transfer is seen by both of its stores: the one that sent it and the one it goes to. */
function selectTransfers(db: Db, reach: Reach) {
  const q = db
    .selectFrom('stock_transfers')
    .innerJoin('stores as from_store', 'from_store.id', 'stock_transfers.from_store_id')
    .innerJoin('stores as to_store', 'to_store.id', 'stock_transfers.to_store_id')
    .leftJoin('users as sender', 'sender.id', 'stock_transfers.sent_by')
    .leftJoin('users as receiver', 'receiver.id', 'stock_transfers.received_by')
    .selectAll('stock_transfers')
    .select([
      'from_store.name as from_store_name',
      'to_store.name as to_store_name',
      nameOf('sender').as('sent_by_name'),
      nameOf('receiver').as('received_by_name'),
    ]);
  if (reach.all) return q;
  if (reach.storeIds.length === 0) return q.where(sql<boolean>`1 = 0`);
  const ids = [...reach.storeIds];
  return q.where((eb) =>
    eb.or([
      eb('stock_transfers.from_store_id', 'in', ids),
      eb('stock_transfers.to_store_id', 'in', ids),
    ]),
  );
}

export function findTransfer(db: Db, reach: Reach, id: string): Promise<TransferRow | undefined> {
  return selectTransfers(db, reach).where('stock_transfers.id', '=', id).executeTakeFirst();
}

export function findTransferAnywhere(db: Db, id: string) {
  return db
    .selectFrom('stock_transfers')
    .select(['id', 'from_store_id as store_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A store's transfers in and out, newest first (the latest 200). */
export function listTransfers(db: Db, reach: Reach, storeId?: string): Promise<TransferRow[]> {
  let q = selectTransfers(db, reach);
  if (storeId) {
    q = q.where((eb) =>
      eb.or([
        eb('stock_transfers.from_store_id', '=', storeId),
        eb('stock_transfers.to_store_id', '=', storeId),
      ]),
    );
  }
  return q
    .orderBy('stock_transfers.sent_at', 'desc')
    .orderBy('stock_transfers.id', 'desc')
    .limit(200)
    .execute();
}

export function transferLines(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stock_transfer_lines')
    .innerJoin('catalog_items', 'catalog_items.id', 'stock_transfer_lines.item_id')
    .select([
      'stock_transfer_lines.transfer_id',
      'stock_transfer_lines.item_id',
      'stock_transfer_lines.quantity',
      'stock_transfer_lines.unit_cost_cents',
      'catalog_items.sku',
      'catalog_items.name',
    ])
    .where('stock_transfer_lines.transfer_id', 'in', ids)
    .orderBy('stock_transfer_lines.transfer_id')
    .orderBy('stock_transfer_lines.position')
    .execute();
}
