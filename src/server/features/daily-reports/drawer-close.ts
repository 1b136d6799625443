import type { CashDrawer, DrawerClose } from '../../../shared/cash-drawer';
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

/** The drawer's day: expected cash = float + cash taken − cash paid out − cash refunded. */
export function cashDrawer(
  float: Awaited<ReturnType<typeof openingFloat>>,
  money: LedgerFigures,
): CashDrawer {
  const { takenCents, paidOutCents, refundedCents } = money.cash;
  const expected = float.cents + takenCents - paidOutCents - refundedCents;
  const counted = float.drawer?.counted_cash_cents;
  const countedCents = counted == null ? null : Number(counted);
  return {
    openingFloat: dollars(float.cents),
    floatEntered: float.drawer?.float_set_by != null,
    lastCount: float.lastCount === null ? null : dollars(float.lastCount),
    cashTaken: dollars(takenCents),
    cashPaidOut: dollars(paidOutCents),
    cashRefunded: dollars(refundedCents),
    expectedCash: dollars(expected),
    countedCash: countedCents === null ? null : dollars(countedCents),
    difference: countedCents === null ? null : dollars(countedCents - expected),
  };
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
      const float = await openingFloat(deps, day.storeId, day.businessDate);
      const drawer = cashDrawer(float, figures[i]!);
      if (drawer.countedCash === null || drawer.difference === null) return null;
      const alertCents = alerts.get(day.storeId) ?? 0;
      return {
        expectedCash: drawer.expectedCash,
        countedCash: drawer.countedCash,
        difference: drawer.difference,
        alert: Math.abs(Math.round(drawer.difference * 100)) > alertCents,
      };
    }),
  );
}
