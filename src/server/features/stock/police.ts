import {
  POLICE_MESSAGES,
  type PoliceHoldRelease,
  type PoliceRecordInput,
} from '../../../shared/police';
import type { StockItem } from '../../../shared/stock';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import * as repo from './repo';
import { getStockItem } from './service';

/**
 * Police holds and seizures (issue 26): the police ask a store to keep a device, or take it. Each
 * is recorded with the officer, agency and case, who recorded it and when, in the activity log.
 */
type Step = 'police_hold' | 'seize';

async function record(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: PoliceRecordInput,
  step: Step,
): Promise<StockItem> {
  const item = await getStockItem(deps, reach, id);
  if (item.status !== 'in_stock') throw conflict(POLICE_MESSAGES.notInStock);
  if (step === 'police_hold' && item.policeHeld && item.police)
    throw conflict(POLICE_MESSAGES.alreadyHeld(item.police.caseNumber));
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const columns = {
      officer: input.officer,
      agency: input.agency,
      caseNumber: input.caseNumber,
      note: input.note || null,
      at: isoNow(deps.clock),
      by: actor.user.id,
    };
    const ok =
      step === 'seize'
        ? await repo.seize(trx, id, columns)
        : await repo.placePoliceHold(trx, id, columns);
    if (!ok) throw conflict(POLICE_MESSAGES.notInStock);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: item.storeId,
        action: step === 'seize' ? 'stock.seize' : 'stock.police_hold',
        entity: 'stock_item',
        entityId: id,
        details: {
          imei: item.imei,
          officer: input.officer,
          agency: input.agency,
          caseNumber: input.caseNumber,
          ...(input.note ? { note: input.note } : {}),
        },
        ip: actor.ip,
      },
    );
  });
  return getStockItem(deps, reach, id);
}

/** A manager records that the police asked the store to keep a device: it cannot be sold. */
export const placePoliceHold = (
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: PoliceRecordInput,
) => record(deps, actor, reach, id, input, 'police_hold');

/** A manager records that the police took a device: it leaves stock as seized. */
export const seize = (
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: PoliceRecordInput,
) => record(deps, actor, reach, id, input, 'seize');

/** An office role lifts a police hold, with the reason, in the activity log. */
export async function releasePoliceHold(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: PoliceHoldRelease,
): Promise<StockItem> {
  const item = await getStockItem(deps, reach, id);
  if (!item.policeHeld) throw conflict(POLICE_MESSAGES.notHeld);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const at = isoNow(deps.clock);
    if (!(await repo.releasePoliceHold(trx, id, { at, by: actor.user.id, reason: input.reason })))
      throw conflict(POLICE_MESSAGES.notHeld);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: item.storeId,
        action: 'stock.police_hold_release',
        entity: 'stock_item',
        entityId: id,
        details: { imei: item.imei, caseNumber: item.police?.caseNumber, reason: input.reason },
        ip: actor.ip,
      },
    );
  });
  return getStockItem(deps, reach, id);
}
