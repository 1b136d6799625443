import {
  CASH_DRAWER_MESSAGES,
  type RecordedDay,
  type RecordedDayQuery,
} from '../../../shared/cash-drawer';
import type { SessionUser } from '../../../shared/auth';
import { businessToday } from '../../../shared/business-day';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { resolveWorkStore } from '../org/service';
import * as drawers from './drawer-repo';
import { cashDrawer, openingFloat } from './drawer-close';
import { recordedDays } from './service';

const dollars = (cents: number) => cents / 100;

/**
 * What the ledger recorded for a store's business day beside each field the clerk counts, and
 * the day's cash drawer: what the daily report form shows before it is sent. The clerk counts
 * money in (by method, repairs, sales) and money given back (refunds) apart, as the ledger's
 * `received` and `refundCents` hold them.
 */
export async function recordedDay(
  deps: Deps,
  user: SessionUser,
  reach: Reach,
  query: RecordedDayQuery,
): Promise<RecordedDay> {
  const store = await resolveWorkStore(deps, user, reach, query.storeId, 'report');
  const businessDate = query.businessDate ?? businessToday(deps.clock, store);
  const [[money], float] = await Promise.all([
    recordedDays(deps, [{ storeId: store.id, store, businessDate }]),
    openingFloat(deps, store.id, businessDate),
  ]);
  const m = money!;
  return {
    storeId: store.id,
    businessDate,
    recorded: {
      cashAmount: dollars(m.received.byMethod.cash),
      cardAmount: dollars(m.received.byMethod.card),
      financeAmount: dollars(m.received.byMethod.finance),
      repairRevenue: dollars(m.received.repairCents),
      deviceSales: dollars(m.received.saleCents),
      // Quick sales of parts and accessories (issue 19), price and tax as taken.
      accessories: dollars(m.received.accessoriesCents),
      purchasesPayouts: dollars(m.buybackPayoutCents),
      taxes: dollars(m.taxCents),
      refunds: dollars(m.refundCents),
    },
    cashDrawer: cashDrawer(float, m),
  };
}

/**
 * Enters the cash in the drawer as the store's business day opens (the counter's first sign-in).
 * Entered once: a second entry the same day is refused, so the day's expected cash cannot move.
 */
export async function setOpeningFloat(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: { storeId?: string | undefined; openingFloat: number },
): Promise<RecordedDay> {
  const store = await resolveWorkStore(deps, actor.user, reach, input.storeId, 'report');
  const businessDate = businessToday(deps.clock, store);
  const cents = Math.round(input.openingFloat * 100);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const entered = await drawers.insertFloat(trx, {
      storeId: store.id,
      businessDate,
      cents,
      by: actor.user.id,
      at: isoNow(deps.clock),
    });
    if (!entered) throw conflict(CASH_DRAWER_MESSAGES.floatAlreadySet);
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: store.id,
        action: 'cash_drawer.float',
        entity: 'cash_drawer',
        entityId: `${store.id}:${businessDate}`,
        details: { businessDate, openingFloat: input.openingFloat },
      },
    );
  });
  return recordedDay(deps, actor.user, reach, { storeId: store.id, businessDate });
}
