import {
  CASH_DRAWER_MESSAGES,
  type DrawerMoveKind,
  type RecordedDay,
  type RecordedDayQuery,
} from '../../../shared/cash-drawer';
import { newId } from '../../../shared/ids';
import type { SessionUser } from '../../../shared/auth';
import { businessToday } from '../../../shared/business-day';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, requireApproval, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { resolveWorkStore } from '../org/service';
import * as drawers from './drawer-repo';
import { cashDrawer, drawerDay, shiftsDifference } from './drawer-close';
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
  const [[money], day] = await Promise.all([
    recordedDays(deps, [{ storeId: store.id, store, businessDate }]),
    drawerDay(deps, store.id, businessDate),
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
    cashDrawer: cashDrawer(day, m),
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

/** Today's drawer of the caller's store, refused once it was counted at close. */
async function openDrawerDay(deps: Deps, actor: Actor, reach: Reach, storeId?: string) {
  const store = await resolveWorkStore(deps, actor.user, reach, storeId, 'report');
  const businessDate = businessToday(deps.clock, store);
  const drawer = await drawers.findDrawer(deps.db, store.id, businessDate);
  if (drawer?.counted_cash_cents != null) throw conflict(CASH_DRAWER_MESSAGES.dayCounted);
  return { store, businessDate };
}

/**
 * Cash paid into or out of the drawer that is no sale, with its reason (issue 38). A pay-out
 * above the store's refund limit is a manager's, or approved by one at the counter. Kept once
 * under its id, so a retry or the offline queue does not pay out twice.
 */
export async function moveCash(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: {
    id?: string | undefined;
    storeId?: string | undefined;
    kind: DrawerMoveKind;
    amount: number;
    reason: string;
  },
): Promise<RecordedDay> {
  const { store, businessDate } = await openDrawerDay(deps, actor, reach, input.storeId);
  const cents = Math.round(input.amount * 100);
  const limitCents = Math.round(store.refundLimit * 100);
  if (input.kind === 'pay_out' && cents > limitCents) {
    requireApproval(actor, 'money.manage', CASH_DRAWER_MESSAGES.payOutNeedsManager(limitCents));
  }
  const id = input.id ?? newId();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (await drawers.drawerWriteExists(trx, 'cash_drawer_moves', id)) return;
    const at = isoNow(deps.clock);
    await drawers.insertMove(trx, {
      id,
      store_id: store.id,
      business_date: businessDate,
      kind: input.kind,
      amount_cents: cents,
      reason: input.reason,
      approved_by: actor.approvedBy?.id ?? null,
      created_by: actor.user.id,
      created_at: at,
    });
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: store.id,
        action: `cash_drawer.${input.kind}`,
        entity: 'cash_drawer',
        entityId: `${store.id}:${businessDate}`,
        details: { businessDate, amountCents: cents, reason: input.reason },
      },
    );
  });
  return recordedDay(deps, actor.user, reach, { storeId: store.id, businessDate });
}

/**
 * The drawer counted as one person's shift ends: what it should hold now is the day's expected
 * cash, moved by what the earlier shifts were over or short (each shift starts from the count
 * before it). Kept with the count, so the counter's over or short never moves afterwards.
 */
export async function countShift(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: { id?: string | undefined; storeId?: string | undefined; countedCash: number },
): Promise<RecordedDay> {
  const { store, businessDate } = await openDrawerDay(deps, actor, reach, input.storeId);
  const id = input.id ?? newId();
  const counted = Math.round(input.countedCash * 100);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    if (await drawers.drawerWriteExists(trx, 'cash_drawer_counts', id)) return;
    const [[money], day] = await Promise.all([
      recordedDays(tx, [{ storeId: store.id, store, businessDate }]),
      drawerDay(tx, store.id, businessDate),
    ]);
    const drawer = cashDrawer(day, money!);
    const expected = Math.round(drawer.expectedCash * 100) + shiftsDifference(day.counts);
    await drawers.insertCount(trx, {
      id,
      store_id: store.id,
      business_date: businessDate,
      expected_cents: expected,
      counted_cents: counted,
      counted_by: actor.user.id,
      counted_at: isoNow(deps.clock),
    });
    await logActivity(tx, {
      ...actorFields(actor),
      storeId: store.id,
      action: 'cash_drawer.shift_count',
      entity: 'cash_drawer',
      entityId: `${store.id}:${businessDate}`,
      details: { businessDate, expectedCents: expected, countedCents: counted },
    });
  });
  return recordedDay(deps, actor.user, reach, { storeId: store.id, businessDate });
}
