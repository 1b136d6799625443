import { businessToday, type StoreDay } from '../../../shared/business-day';
import { REPAIR_MONEY_MESSAGES as M } from '../../../shared/repair-money';
import type { RepairStatus } from '../../../shared/repairs';
import { addDays, type Clock } from '../../../shared/time';
import type { Db } from '../../db';
import type { Deps } from '../../deps';
import { conflict, fieldError } from '../../lib/http-error';
import { formatTicket } from '../customers/service';
import { appendLedger } from '../money/service';
import { ensureInvoice, paymentRows, type PaymentPart } from './ledger';
import * as repo from './repo';
import { moneyState } from './view';

/**
 * What the repairs feature asks of a repair's money: the deposit taken at check-in, the
 * warranty flag of a returning device, and the moves its money forbids.
 */

const dayOf = (store: repo.StoreMoneyRow) => ({
  timezone: store.timezone,
  businessDayEndHour: store.business_day_end_hour,
});

/** Refuses a check-in deposit above the estimate before anything of the check-in is stored. */
export function checkDeposit(deposit: PaymentPart | undefined, estimateCents: number): void {
  if (deposit && Math.round(deposit.amount * 100) > estimateCents) {
    throw fieldError('deposit.amount', M.overBalance(estimateCents));
  }
}

/** Records the check-in's deposit in its transaction; the repair's id is the payment's. */
export async function recordCheckInDeposit(
  deps: Deps,
  repair: {
    id: string;
    storeId: string;
    estimateCents: number;
    estimateTaxCents: number;
    createdBy: string;
    at: string;
  },
  deposit: PaymentPart,
): Promise<void> {
  const rows = paymentRows(
    {
      entries: [],
      totalCents: repair.estimateCents + repair.estimateTaxCents,
      taxCents: repair.estimateTaxCents,
      paidCents: 0,
      balanceCents: repair.estimateCents + repair.estimateTaxCents,
    },
    { batchId: repair.id, kind: 'deposit', parts: [deposit] },
    {
      store_id: repair.storeId,
      repair_id: repair.id,
      taken_at: repair.at,
      created_by: repair.createdBy,
    },
    'deposit.amount',
  );
  await appendLedger(deps.db, rows);
  await ensureInvoice(deps, await repo.repairMoneyRow(deps.db, repair.id), repair.at);
}

/**
 * The earlier repair of this device whose warranty still runs today (store-local), if any. The
 * check-in has read its store already: its clock is passed in rather than read again.
 */
export async function warrantyOf(
  db: Db,
  device: {
    store: StoreDay;
    companyName: string;
    imeiSerial: string | null;
    customerId: string;
    model: string;
  },
  clock: Clock,
): Promise<string | null> {
  const today = businessToday(clock, device.store);
  return (await repo.underWarranty(db, device, today))?.id ?? null;
}

/** The repair's warranty flag as its detail shows it. */
export async function warrantyReturnOf(db: Db, earlierId: string | null) {
  const earlier = earlierId ? await repo.warrantyRepair(db, earlierId) : undefined;
  if (!earlier?.warranty_until) return null;
  return {
    id: earlier.id,
    ticketNumber: formatTicket(earlier.ticket_number),
    until: earlier.warranty_until,
  };
}

/**
 * Called inside a status change's transaction. Work does not go on while a new price waits for
 * the customer; a pickup needs the balance taken (or waived) and starts the warranty, whose last
 * day it returns as the repair's columns.
 */
export async function moneyOfMove(
  deps: Deps,
  repairId: string,
  to: RepairStatus,
): Promise<{ warranty_until?: string }> {
  if (to === 'received') return {};
  const state = await moneyState(deps.db, repairId);
  if (to !== 'picked_up') {
    if (state.quotes[0]?.approval_state === 'awaiting') throw conflict(M.awaitingApproval);
    return {};
  }
  if (state.balanceCents > 0) throw conflict(M.balanceOpen(state.balanceCents));
  const store = await repo.storeMoney(deps.db, state.repair.store_id);
  return { warranty_until: addDays(businessToday(deps.clock, dayOf(store)), store.warranty_days) };
}
