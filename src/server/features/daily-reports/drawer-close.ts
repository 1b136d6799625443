import type { CashDrawer, DrawerClose, DrawerMoveKind } from '../../../shared/cash-drawer';
import type { LedgerFigures } from '../../db/revenue';
import type { Deps } from '../../deps';
import * as drawers from './drawer-repo';

const dollars = (cents: number) => cents / 100;

/** A day's opening float: as entered, else carried from the last count, else none. */
export async function openingFloat(deps: Deps, storeId: string, businessDate: string) {
  const [drawer, lastCount] = await Promise.all([
    drawers.findDrawer(deps.db, storeId, businessDate),
    drawers.lastCountBefore(deps.db, storeId, businessDate),
  ]);
  const cents = drawer ? Number(drawer.opening_float_cents) : (lastCount ?? 0);
  return { drawer: drawer ?? null, cents, lastCount };
}

/** Everything a day's drawer holds beside the ledger: its float, pay-ins and outs, shift counts. */
export async function drawerDay(deps: Deps, storeId: string, businessDate: string) {
  const [float, moves, counts] = await Promise.all([
    openingFloat(deps, storeId, businessDate),
    drawers.movesOf(deps.db, storeId, businessDate),
    drawers.countsOf(deps.db, storeId, businessDate),
  ]);
  return { float, moves, counts };
}
export type DrawerDay = Awaited<ReturnType<typeof drawerDay>>;

const sumOf = (moves: readonly drawers.MoveRow[], kind: DrawerMoveKind) =>
  moves.filter((m) => m.kind === kind).reduce((sum, m) => sum + Number(m.amount_cents), 0);

/** Over (+) or short (−) of the shifts counted so far: the next shift starts from their counts. */
export const shiftsDifference = (counts: readonly drawers.CountRow[]) =>
  counts.reduce((sum, c) => sum + Number(c.counted_cents) - Number(c.expected_cents), 0);

/**
 * The drawer's day: expected cash = float + cash taken − cash paid out − cash refunded + pay-ins
 * − pay-outs. A shift's count is kept with what it expected then; the day's difference at close
 * is the sum of the shifts' and the last one's (each shift starts from the count before it).
 */
export function cashDrawer(day: DrawerDay, money: LedgerFigures): CashDrawer {
  const { float, moves, counts } = day;
  const { takenCents, paidOutCents, refundedCents } = money.cash;
  const payIns = sumOf(moves, 'pay_in');
  const payOuts = sumOf(moves, 'pay_out');
  const expected = float.cents + takenCents - paidOutCents - refundedCents + payIns - payOuts;
  const counted = float.drawer?.counted_cash_cents;
  const countedCents = counted == null ? null : Number(counted);
  return {
    openingFloat: dollars(float.cents),
    floatEntered: float.drawer?.float_set_by != null,
    lastCount: float.lastCount === null ? null : dollars(float.lastCount),
    cashTaken: dollars(takenCents),
    cashPaidOut: dollars(paidOutCents),
    cashRefunded: dollars(refundedCents),
    payIns: dollars(payIns),
    payOuts: dollars(payOuts),
    expectedCash: dollars(expected),
    countedCash: countedCents === null ? null : dollars(countedCents),
    difference: countedCents === null ? null : dollars(countedCents - expected),
    moves: moves.map((m) => ({
      id: m.id,
      kind: m.kind as DrawerMoveKind,
      amount: dollars(Number(m.amount_cents)),
      reason: m.reason,
      byName: m.by_name,
      approvedByName: m.approved_by_name,
      at: m.created_at,
    })),
    shifts: counts.map((c) => ({
      id: c.id,
      countedByName: c.by_name,
      countedAt: c.counted_at,
      expectedCash: dollars(Number(c.expected_cents)),
      countedCash: dollars(Number(c.counted_cents)),
      difference: dollars(Number(c.counted_cents) - Number(c.expected_cents)),
    })),
  };
}

/** Each counter's over or short: their shifts', and the rest of the day's for the closer. */
function byPerson(day: DrawerDay, dayCents: number): DrawerClose['byPerson'] {
  const people = new Map<string, number>();
  const add = (name: string | null, cents: number) => {
    const key = name ?? 'Staff';
    people.set(key, (people.get(key) ?? 0) + cents);
  };
  for (const c of day.counts) add(c.by_name, Number(c.counted_cents) - Number(c.expected_cents));
  add(day.float.drawer?.counted_by_name ?? null, dayCents - shiftsDifference(day.counts));
  return [...people].map(([name, cents]) => ({ name, difference: dollars(cents) }));
}

/**
 * How each day's drawer closed, for the reconciliation, its CSV and the managers' dashboards
 * (issue 38: "Over by $200" was typed at close and shown nowhere a manager looks): expected and
 * counted cash, the difference, and whether it passes the store's alert. Null for a day whose
 * cash was never counted. `figures[i]` is day i's ledger.
 */
export async function drawerCloses(
  deps: Deps,
  days: readonly { storeId: string; businessDate: string }[],
  figures: readonly LedgerFigures[],
): Promise<(DrawerClose | null)[]> {
  const storeIds = [...new Set(days.map((d) => d.storeId))];
  const alerts = await drawers.drawerAlerts(deps.db, storeIds);
  return Promise.all(
    days.map(async (day, i) => {
      const held = await drawerDay(deps, day.storeId, day.businessDate);
      const drawer = cashDrawer(held, figures[i]!);
      if (drawer.countedCash === null || drawer.difference === null) return null;
      const alertCents = alerts.get(day.storeId) ?? 0;
      return {
        expectedCash: drawer.expectedCash,
        countedCash: drawer.countedCash,
        difference: drawer.difference,
        alert: Math.abs(Math.round(drawer.difference * 100)) > alertCents,
        byPerson: byPerson(held, Math.round(drawer.difference * 100)),
      };
    }),
  );
}
