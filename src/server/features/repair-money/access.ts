import { WAIVER_NOT_FOUND } from '../../../shared/repairs';
import type { Db } from '../../db';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/http-error';
import * as repo from './repo';
import { moneyState } from './view';

/** The repair in the caller's reach, or the same 404 the repair routes give. */
export async function repairInReach(deps: Deps, reach: Reach, id: string) {
  const row = await repo.findRepair(deps.db, reach, id);
  if (!row) throw notFound(WAIVER_NOT_FOUND);
  return row;
}

/**
 * The repair's money read at the start of a write. Touching the repair first makes two writes
 * to one repair's money take turns (PostgreSQL locks the row; SQLite writes one at a time), so
 * every check below sees what the other wrote.
 */
export async function lockedMoney(db: Db, repairId: string, now: string) {
  await repo.updateRepair(db, repairId, { updated_at: now });
  return moneyState(db, repairId);
}
