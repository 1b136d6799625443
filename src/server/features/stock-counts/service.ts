import type { z } from 'zod';
import {
  FLOW_MESSAGES as M,
  type StockCount,
  type ZCountStartInput,
  type ZCountSubmitInput,
} from '../../../shared/inventory-flows';
import { newId } from '../../../shared/ids';
import { can } from '../../../shared/policy';
import { averageCost, variance } from '../../../shared/stock-rules';
import type { Db } from '../../db';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { replayedCreate } from '../../lib/idempotent';
import { conflict, fieldError, HttpError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { moveStock } from '../inventory/service';
import { nextStoreNumber } from '../org/service';
import { assertReadable, itemsOf, storeInReach } from '../purchasing/service';
import * as repo from './repo';
import { toCount } from './view';

type StartInput = z.output<typeof ZCountStartInput>;
type SubmitInput = z.output<typeof ZCountSubmitInput>;

const mayApprove = (actor: Actor) => can(actor.user.role, 'stock.write');

async function load(db: Db, reach: Reach, id: string, actor: Actor): Promise<StockCount> {
  const row = await repo.findCount(db, reach, id);
  if (!row) throw notFound('Count not found');
  return toCount(row, await repo.countLines(db, [id]), mayApprove(actor));
}

export const getCount = (deps: Deps, actor: Actor, reach: Reach, id: string) =>
  load(deps.db, reach, id, actor);

export async function listCounts(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  storeId: string | undefined,
): Promise<StockCount[]> {
  assertReadable(reach, storeId);
  const rows = await repo.listCounts(deps.db, reach, storeId);
  const lines = await repo.countLines(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCount(r, lines, mayApprove(actor)));
}

const log = (deps: Deps, actor: Actor, storeId: string, id: string, action: string, details = {}) =>
  logActivity(deps, {
    ...actorFields(actor),
    storeId,
    action: `stock_count.${action}`,
    entity: 'stock_count',
    entityId: id,
    details,
  });

/** Starts a blind count of the items named, or of every item the store has or has had. */
export async function startCount(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: StartInput,
): Promise<{ count: StockCount; created: boolean }> {
  const replay = await replayedCreate(
    input.id,
    reach,
    (id) => repo.findCountAnywhere(deps.db, id),
    (id) => getCount(deps, actor, reach, id),
    'count',
  );
  if (replay) return { count: replay, created: false };
  const store = await storeInReach(deps, actor.user, reach, input.storeId);
  if (input.itemIds && new Set(input.itemIds).size !== input.itemIds.length) {
    throw fieldError('itemIds', M.duplicateItem);
  }
  const itemIds = input.itemIds?.length
    ? input.itemIds
    : await repo.storeItemIds(deps.db, store.id);
  if (itemIds.length === 0) throw fieldError('itemIds', M.linesRequired);
  await itemsOf(deps.db, itemIds, (i) => `itemIds.${i}`);
  const id = input.id ?? newId();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    // Counts are numbered per store; taking the number first holds the store's counter row, so
    // on PostgreSQL a second start waits for the first to commit and then sees its count.
    await nextStoreNumber({ ...deps, db: trx }, store.id, 'stock_count', 1);
    if (await repo.activeCount(trx, store.id)) throw conflict(M.openCount);
    await trx
      .insertInto('stock_counts')
      .values({
        id,
        store_id: store.id,
        status: 'open',
        notes: input.notes || null,
        decision_reason: null,
        variance_value_cents: null,
        started_by: actor.user.id,
        started_at: isoNow(deps.clock),
        submitted_by: null,
        submitted_at: null,
        decided_by: null,
        decided_at: null,
      })
      .execute();
    for (let i = 0; i < itemIds.length; i += 500) {
      await trx
        .insertInto('stock_count_lines')
        .values(
          itemIds.slice(i, i + 500).map((itemId) => ({
            id: newId(),
            count_id: id,
            item_id: itemId,
            counted: null,
            expected: null,
            variance: null,
            unit_cost_cents: null,
          })),
        )
        .execute();
    }
    await log({ ...deps, db: trx }, actor, store.id, id, 'start', { lines: itemIds.length });
  });
  return { count: await getCount(deps, actor, reach, id), created: true };
}

/**
 * The counter hands in what is on the shelf, every line. What the records expected is taken
 * now, at submission, with the variance and its value at the moving-average cost.
 */
export async function submitCount(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: SubmitInput,
): Promise<StockCount> {
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const count = await repo.findCount(trx, reach, id);
    if (!count) throw notFound('Count not found');
    if (count.status !== 'open') throw conflict(M.countClosed);
    const lines = await repo.countLines(trx, [id]);
    const onCount = new Map(lines.map((l) => [l.item_id, l]));
    const counted = new Map<string, number>();
    input.lines.forEach((l, i) => {
      if (!onCount.has(l.itemId)) throw fieldError(`lines.${i}.itemId`, M.notOnCount);
      if (counted.has(l.itemId)) throw fieldError('lines', M.duplicateItem);
      counted.set(l.itemId, l.counted);
    });
    if (counted.size !== lines.length) throw fieldError('lines', M.notCounted);
    const levels = await trx
      .selectFrom('store_stock')
      .select(['item_id', 'on_hand', 'reserved', 'value_cents'])
      .where('store_id', '=', count.store_id)
      .where('item_id', 'in', [...counted.keys()])
      .execute();
    const levelOf = new Map(levels.map((l) => [l.item_id, l]));
    let total = 0;
    for (const line of lines) {
      const level = levelOf.get(line.item_id);
      const onHand = Number(level?.on_hand ?? 0);
      const unit = averageCost(
        { onHand, reserved: 0, valueCents: Number(level?.value_cents ?? 0) },
        Number(line.cost_cents),
      );
      const found = counted.get(line.item_id)!;
      const diff = variance(found, onHand);
      total += diff * unit;
      await trx
        .updateTable('stock_count_lines')
        .set({ counted: found, expected: onHand, variance: diff, unit_cost_cents: unit })
        .where('id', '=', line.id)
        .execute();
    }
    await trx
      .updateTable('stock_counts')
      .set({
        status: 'submitted',
        submitted_by: actor.user.id,
        submitted_at: at,
        variance_value_cents: total,
      })
      .where('id', '=', id)
      .execute();
    await log({ ...deps, db: trx }, actor, count.store_id, id, 'submit');
  });
  return getCount(deps, actor, reach, id);
}

/** Moves a submitted count to its decision; 409 when it is not waiting for one. */
async function decide(trx: Db, id: string, patch: object) {
  const done = await trx
    .updateTable('stock_counts')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw conflict(M.notSubmitted);
}

/**
 * A manager approves the count: each line's stock moves by its variance (what was found is what
 * is there, even below what repairs hold). When stock has since moved so a line would go below
 * zero, the count no longer describes the shelf: nothing is applied and it is counted again.
 */
export async function approveCount(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
): Promise<StockCount> {
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const count = await repo.findCount(trx, reach, id);
    if (!count) throw notFound('Count not found');
    await decide(trx, id, { status: 'approved', decided_by: actor.user.id, decided_at: at });
    const lines = await repo.countLines(trx, [id]);
    for (const [part, line] of lines.entries()) {
      if (!line.variance) continue;
      try {
        await moveStock(trx, {
          storeId: count.store_id,
          itemId: line.item_id,
          kind: 'count',
          quantity: line.variance,
          refs: { countId: id },
          reason: 'Stock count',
          batchId: id,
          batchPart: part,
          createdBy: actor.user.id,
          at,
          belowReserved: true,
        });
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 409) {
          throw conflict(M.countStockChanged);
        }
        throw err;
      }
    }
    await log({ ...deps, db: trx }, actor, count.store_id, id, 'approve', {
      varianceValue: count.variance_value_cents,
    });
  });
  return getCount(deps, actor, reach, id);
}

export async function rejectCount(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: { reason: string },
): Promise<StockCount> {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const count = await repo.findCount(trx, reach, id);
    if (!count) throw notFound('Count not found');
    await decide(trx, id, {
      status: 'rejected',
      decided_by: actor.user.id,
      decided_at: isoNow(deps.clock),
      decision_reason: input.reason,
    });
    await log({ ...deps, db: trx }, actor, count.store_id, id, 'reject', { reason: input.reason });
  });
  return getCount(deps, actor, reach, id);
}
