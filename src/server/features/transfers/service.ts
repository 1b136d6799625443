import type { z } from 'zod';
import {
  FLOW_MESSAGES as M,
  type Transfer,
  type ZTransferInput,
} from '../../../shared/inventory-flows';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db';
import { writeTransaction } from '../../db/group-commit';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { replayedCreate } from '../../lib/idempotent';
import { conflict, fieldError, forbidden, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { moveStock } from '../inventory/service';
import { findStore } from '../org/service';
import { assertReadable, dollars, itemsOf, storeInReach } from '../purchasing/service';
import * as repo from './repo';

type TransferInput = z.output<typeof ZTransferInput>;

async function toTransfers(db: Db, rows: repo.TransferRow[]): Promise<Transfer[]> {
  const lines = await repo.transferLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    fromStoreId: r.from_store_id,
    fromStoreName: r.from_store_name,
    toStoreId: r.to_store_id,
    toStoreName: r.to_store_name,
    status: r.status as Transfer['status'],
    notes: r.notes,
    lines: lines
      .filter((l) => l.transfer_id === r.id)
      .map((l) => ({
        itemId: l.item_id,
        sku: l.sku,
        name: l.name,
        quantity: l.quantity,
        unitCost: dollars(l.unit_cost_cents),
      })),
    sentByName: r.sent_by_name,
    sentAt: r.sent_at,
    receivedByName: r.received_by_name,
    receivedAt: r.received_at,
  }));
}

export async function getTransfer(deps: Deps, reach: Reach, id: string): Promise<Transfer> {
  const row = await repo.findTransfer(deps.db, reach, id);
  if (!row) throw notFound('Transfer not found');
  return (await toTransfers(deps.db, [row]))[0]!;
}

export async function listTransfers(
  deps: Deps,
  reach: Reach,
  storeId: string | undefined,
): Promise<Transfer[]> {
  assertReadable(reach, storeId);
  return toTransfers(deps.db, await repo.listTransfers(deps.db, reach, storeId));
}

/**
 * A manager sends stock to another store: it leaves the sending store now, at that store's
 * average cost, and each line keeps that cost so the receiving store takes it in at the same
 * value. Out of stock on any line refuses the whole transfer and nothing is stored.
 */
export async function sendTransfer(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: TransferInput,
): Promise<{ transfer: Transfer; created: boolean }> {
  const replay = await replayedCreate(
    input.id,
    reach,
    (id) => repo.findTransferAnywhere(deps.db, id),
    (id) => getTransfer(deps, reach, id),
    'transfer',
  );
  if (replay) return { transfer: replay, created: false };
  const from = await storeInReach(deps, actor.user, reach, input.fromStoreId, 'fromStoreId');
  if (input.toStoreId === from.id) throw fieldError('toStoreId', M.sameStore);
  if (!(await findStore(deps, input.toStoreId))) throw fieldError('toStoreId', 'Store not found');
  await itemsOf(
    deps.db,
    input.lines.map((l) => l.itemId),
  );
  const id = input.id ?? newId();
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await trx
      .insertInto('stock_transfers')
      .values({
        id,
        from_store_id: from.id,
        to_store_id: input.toStoreId,
        status: 'sent',
        notes: input.notes || null,
        sent_by: actor.user.id,
        sent_at: at,
        received_by: null,
        received_at: null,
      })
      .execute();
    for (const [position, line] of input.lines.entries()) {
      const moved = await moveStock(trx, {
        storeId: from.id,
        itemId: line.itemId,
        kind: 'transfer_out',
        quantity: -line.quantity,
        refs: { transferId: id },
        batchId: id,
        batchPart: position,
        createdBy: actor.user.id,
        at,
      });
      await trx
        .insertInto('stock_transfer_lines')
        .values({
          id: newId(),
          transfer_id: id,
          item_id: line.itemId,
          position,
          quantity: line.quantity,
          unit_cost_cents: moved.unitCostCents,
        })
        .execute();
    }
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: from.id,
        action: 'transfer.send',
        entity: 'stock_transfer',
        entityId: id,
        details: { toStoreId: input.toStoreId, lines: input.lines.length },
      },
    );
  });
  return { transfer: await getTransfer(deps, reach, id), created: true };
}

/**
 * The receiving store takes the transfer in at the cost each line left at. Only someone whose
 * reach includes the receiving store may: the sender's own clerk cannot mark it arrived.
 */
export async function receiveTransfer(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  body: { id?: string },
): Promise<Transfer> {
  const batchId = body.id ?? newId();
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const row = await repo.findTransfer(trx, reach, id);
    if (!row) throw notFound('Transfer not found');
    if (!reachIncludes(reach, row.to_store_id)) throw forbidden();
    const received = await trx
      .updateTable('stock_transfers')
      .set({ status: 'received', received_by: actor.user.id, received_at: at })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(received.numUpdatedRows) !== 1) {
      const replayed = body.id
        ? await trx
            .selectFrom('stock_movements')
            .select('id')
            .where('batch_id', '=', body.id)
            .where('transfer_id', '=', id)
            .executeTakeFirst()
        : undefined;
      if (replayed) return;
      throw conflict(M.transferReceived);
    }
    const lines = await repo.transferLines(trx, [id]);
    for (const [part, line] of lines.entries()) {
      await moveStock(trx, {
        storeId: row.to_store_id,
        itemId: line.item_id,
        kind: 'transfer_in',
        quantity: line.quantity,
        unitCostCents: line.unit_cost_cents,
        refs: { transferId: id },
        batchId,
        batchPart: part,
        createdBy: actor.user.id,
        at,
      });
    }
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: row.to_store_id,
        action: 'transfer.receive',
        entity: 'stock_transfer',
        entityId: id,
        details: { fromStoreId: row.from_store_id },
      },
    );
  });
  return getTransfer(deps, reach, id);
}

/** Every store of the chain by name: where a transfer may go (the receiver's reach decides who receives it). */
export async function destinations(deps: Deps): Promise<{ id: string; name: string }[]> {
  return deps.db
    .selectFrom('stores')
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}
