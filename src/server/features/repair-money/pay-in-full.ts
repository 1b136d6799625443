import { newId } from '../../../shared/ids';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { recordPayment } from './service';
import { moneyState } from './view';

/**
 * Takes what a repair still owes in cash, as a counter does before the pickup: for the demo
 * chain's history and for tests that move repairs without HTTP. Nothing owed, nothing is taken.
 */
export async function payInFullDirect(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  repairId: string,
): Promise<void> {
  const { balanceCents } = await moneyState(deps.db, repairId);
  if (balanceCents <= 0) return;
  await recordPayment(deps, actor, reach, repairId, {
    id: newId(),
    kind: 'payment',
    parts: [{ method: 'cash', amount: balanceCents / 100 }],
  });
}
