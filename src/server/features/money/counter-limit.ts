import { aboveCounterLimit, type CounterAmount } from '../../../shared/store-money';
import type { Db } from '../../db';
import { requireApproval, type Actor } from '../../lib/actor';
import { counterLimitCents } from './limits-repo';

/**
 * The store's counter limit (issue 37): an amount a store would never see from its counter (a
 * payment, a sale, a buyback's payout above it) needs a manager, themselves or approving at the
 * counter's device with their PIN. Below it, nothing changes for anyone.
 */
export async function checkCounterLimit(
  db: Db,
  actor: Actor,
  storeId: string,
  what: CounterAmount,
  amountCents: number,
): Promise<void> {
  const limit = await counterLimitCents(db, storeId);
  if (amountCents > limit) requireApproval(actor, 'money.manage', aboveCounterLimit(what, limit));
}
