import type { Tender } from '../../../shared/balances';
import {
  REPAIR_MONEY_MESSAGES as M,
  type NoChargeInput,
  type RepairMoney,
} from '../../../shared/repair-money';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, requireApproval, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { fieldError } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { cardReference, cardsOfPayment, restoreSpent, spendPayment } from '../balances/service';
import { appendLedger, checkCounterLimit, type NewLedgerRow } from '../money/service';
import { lockedMoney, repairInReach } from './access';
import { ensureInvoice, paymentRows, refundTax, type PaymentPart } from './ledger';
import * as repo from './repo';
import { moneyView } from './view';

export { setQuote, recordVerbalApproval, decideByCustomer } from './quote-service';
export { emailInvoice, getInvoice } from './invoice';
export { publicQuote } from './public-quote';
export { estimateTotal } from './view';
export {
  checkDeposit,
  moneyOfMove,
  recordCheckInDeposit,
  warrantyOf,
  warrantyReturnOf,
} from './repair-hooks';

const cents = (dollars: number) => Math.round(dollars * 100);

export async function getMoney(deps: Deps, reach: Reach, id: string): Promise<RepairMoney> {
  await repairInReach(deps, reach, id);
  return moneyView(deps.db, id);
}

/** True when a client-made id was already recorded: the write is a replay and changes nothing. */
async function replayed(deps: Deps, batchId: string | undefined): Promise<boolean> {
  return batchId !== undefined && (await repo.batchRows(deps.db, batchId)).length > 0;
}

/**
 * Writes one money change; a replay of a client-made id that raced this one (the unique batch
 * index refused the second) answers like the replay it is.
 */
async function recordOnce(
  deps: Deps,
  batchId: string | undefined,
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (await replayed(deps, batchId)) return;
    throw err;
  }
}

export type PaymentParsed = {
  id?: string;
  kind: 'deposit' | 'payment';
  parts: PaymentPart[];
};

/** A deposit or payment, split into parts; sent twice under one id, it is recorded once. */
export async function recordPayment(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: PaymentParsed,
): Promise<RepairMoney> {
  const repair = await repairInReach(deps, reach, id);
  if (await replayed(deps, input.id)) return moneyView(deps.db, id);
  const amountCents = input.parts.reduce((sum, part) => sum + cents(part.amount), 0);
  await checkCounterLimit(deps.db, actor, repair.store_id, 'payment', amountCents);
  const batchId = input.id ?? newId();
  const now = isoNow(deps.clock);
  // The repair's customer's store credit, or a gift card from any store, may pay it.
  const cards = await cardsOfPayment(deps, input.parts, repair.customer_id, 'parts');
  const parts = input.parts.map((p, i) => {
    const card = cards.get(i);
    return card ? { ...p, reference: cardReference(card.number) } : p;
  });
  await recordOnce(deps, input.id, () =>
    writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx = { ...deps, db: trx };
      const state = await lockedMoney(trx, id, now);
      await spendPayment(
        tx,
        parts,
        cards,
        {
          storeId: state.repair.store_id,
          customerId: repair.customer_id,
          sourceId: batchId,
          by: actor.user.id,
          at: now,
        },
        'parts',
      );
      const rows = paymentRows(
        state,
        { batchId, kind: input.kind, parts },
        {
          store_id: state.repair.store_id,
          repair_id: id,
          taken_at: now,
          created_by: actor.user.id,
        },
      );
      await appendLedger(trx, rows);
      await ensureInvoice(tx, state.repair, now);
      await logActivity(tx, {
        ...actorFields(actor),
        storeId: state.repair.store_id,
        action: 'repair.payment',
        entity: 'repair',
        entityId: id,
        details: {
          kind: input.kind,
          amountCents: rows.reduce((sum, r) => sum + r.amount_cents, 0),
          methods: rows.map((r) => r.method),
        },
      });
    }),
  );
  return moneyView(deps.db, id);
}

export type RefundParsed = {
  id?: string;
  /** A way of paying for a refund (the schema refuses a balance); a void's own way for a void. */
  method: Tender;
  amount: number;
  reason: string;
  voidsEntryId?: string;
};

/**
 * Money given back: a refund of any amount up to what was paid (above the store's limit, a
 * manager's call), or a void that takes one payment back whole (always a manager's).
 */
export async function recordRefund(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: RefundParsed,
): Promise<RepairMoney> {
  await repairInReach(deps, reach, id);
  if (await replayed(deps, input.id)) return moneyView(deps.db, id);
  if (input.voidsEntryId) requireApproval(actor, 'money.manage', M.voidNeedsManager);
  const batchId = input.id ?? newId();
  const now = isoNow(deps.clock);
  await recordOnce(deps, input.id, () =>
    writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx = { ...deps, db: trx };
      const state = await lockedMoney(trx, id, now);
      const common = {
        id: newId(),
        store_id: state.repair.store_id,
        purpose: 'repair' as const,
        repair_id: id,
        sale_id: null,
        purchase_id: null,
        tendered_cents: null,
        change_cents: null,
        reference: null,
        reason: input.reason,
        batch_id: batchId,
        batch_part: 0,
        taken_at: now,
        created_by: actor.user.id,
      };
      let row: NewLedgerRow;
      if (input.voidsEntryId) {
        const voided = state.entries.find(
          (e) => e.id === input.voidsEntryId && (e.kind === 'deposit' || e.kind === 'payment'),
        );
        if (!voided) throw fieldError('voidsEntryId', M.voidUnknown);
        if (state.entries.some((e) => e.kind === 'void' && e.reverses_id === voided.id)) {
          throw fieldError('voidsEntryId', M.alreadyVoided);
        }
        if (voided.amount_cents > state.paidCents) {
          throw fieldError('amount', M.refundOverPaid(state.paidCents));
        }
        row = {
          ...common,
          kind: 'void',
          method: voided.method,
          amount_cents: voided.amount_cents,
          tax_cents: voided.tax_cents,
          reverses_id: voided.id,
        };
        // Taken from store credit or a gift card by mistake: it goes back onto that balance.
        await restoreSpent(
          tx,
          {
            method: voided.method,
            batchId: voided.batch_id,
            amountCents: voided.amount_cents,
            reference: voided.reference,
          },
          {
            storeId: state.repair.store_id,
            sourceId: batchId,
            reason: input.reason,
            by: actor.user.id,
            at: now,
          },
        );
      } else {
        const amount = cents(input.amount);
        if (amount > state.paidCents) throw fieldError('amount', M.refundOverPaid(state.paidCents));
        const store = await repo.storeMoney(trx, state.repair.store_id);
        if (amount > store.refund_limit_cents) {
          requireApproval(actor, 'money.manage', M.refundNeedsManager(store.refund_limit_cents));
        }
        row = {
          ...common,
          kind: 'refund',
          method: input.method,
          amount_cents: amount,
          tax_cents: refundTax(state, amount),
          reverses_id: null,
        };
      }
      await appendLedger(trx, [row]);
      await ensureInvoice(tx, state.repair, now);
      await logActivity(tx, {
        ...actorFields(actor),
        storeId: state.repair.store_id,
        action: row.kind === 'void' ? 'repair.void' : 'repair.refund',
        entity: 'repair',
        entityId: id,
        details: {
          amountCents: row.amount_cents,
          method: row.method,
          reason: input.reason,
          ...(row.reverses_id ? { voids: row.reverses_id } : {}),
        },
      });
    }),
  );
  return moneyView(deps.db, id);
}

/** A manager waives what is still owed (warranty or goodwill), with a reason; kept once. */
export async function markNoCharge(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: NoChargeInput,
): Promise<RepairMoney> {
  await repairInReach(deps, reach, id);
  const now = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    const { repair } = await lockedMoney(trx, id, now);
    if (repair.no_charge_kind) return;
    await repo.updateRepair(trx, id, {
      no_charge_kind: input.kind,
      no_charge_reason: input.reason,
      no_charge_by: actor.user.id,
      no_charge_at: now,
    });
    await ensureInvoice(tx, repair, now);
    await logActivity(tx, {
      ...actorFields(actor),
      storeId: repair.store_id,
      action: 'repair.no_charge',
      entity: 'repair',
      entityId: id,
      details: { kind: input.kind, reason: input.reason },
    });
  });
  return moneyView(deps.db, id);
}
