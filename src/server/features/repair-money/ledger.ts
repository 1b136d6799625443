import { newId } from '../../../shared/ids';
import { changeFor } from '../../../shared/money-rules';
import { REPAIR_MONEY_MESSAGES as M } from '../../../shared/repair-money';
import type { TenderPartInput } from '../../../shared/repair-money';
import type { Deps } from '../../deps';
import { fieldError } from '../../lib/http-error';
import type { NewLedgerRow } from '../money/service';
import { nextStoreNumber } from '../org/service';
import * as repo from './repo';
import type { MoneyState } from './view';

const FIRST_INVOICE = 1001;

const cents = (dollars: number) => Math.round(dollars * 100);

/** A payment part as the route parsed it. */
export type PaymentPart = Omit<TenderPartInput, 'amount' | 'tendered'> & {
  amount: number;
  tendered?: number;
};

/** The part of the tax already carried by the repair's rows: money in adds, money back takes. */
function taxTaken(state: Pick<MoneyState, 'entries'>): number {
  let taken = 0;
  for (const e of state.entries) {
    taken += e.kind === 'refund' || e.kind === 'void' ? -e.tax_cents : e.tax_cents;
  }
  return taken;
}

/** A share of the quote's tax in proportion to `amount` of its total. */
function proportional(amount: number, taxCents: number, totalCents: number): number {
  return totalCents > 0 ? Math.round((amount * taxCents) / totalCents) : 0;
}

type Taking = Pick<MoneyState, 'entries' | 'totalCents' | 'taxCents' | 'paidCents'> & {
  balanceCents: number;
};

/**
 * The rows of one payment (a split is a row per part), each carrying its share of the tax; the
 * row that settles the balance takes what is left, so the rows' tax adds up to the quote's.
 * Refused with the parts' field message when nothing is owed or the parts pass the balance.
 */
export function paymentRows(
  state: Taking,
  payment: { batchId: string; kind: 'deposit' | 'payment'; parts: readonly PaymentPart[] },
  common: Pick<NewLedgerRow, 'store_id' | 'repair_id' | 'taken_at' | 'created_by'>,
  field = 'parts',
): NewLedgerRow[] {
  if (state.balanceCents <= 0) throw fieldError(field, M.nothingOwed);
  const amounts = payment.parts.map((p) => cents(p.amount));
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum > state.balanceCents) throw fieldError(field, M.overBalance(state.balanceCents));
  let taxed = taxTaken(state);
  let paid = state.paidCents;
  return payment.parts.map((part, index) => {
    const amount = amounts[index]!;
    paid += amount;
    const share =
      paid >= state.totalCents
        ? state.taxCents - taxed
        : Math.min(proportional(amount, state.taxCents, state.totalCents), state.taxCents - taxed);
    taxed += share;
    const tendered =
      part.method === 'cash' && part.tendered !== undefined ? cents(part.tendered) : null;
    return {
      ...common,
      id: newId(),
      purpose: 'repair',
      sale_id: null,
      purchase_id: null,
      kind: payment.kind,
      method: part.method,
      amount_cents: amount,
      tax_cents: share,
      tendered_cents: tendered,
      change_cents: tendered === null ? null : changeFor(amount, tendered),
      reference: part.reference || null,
      reason: null,
      reverses_id: null,
      batch_id: payment.batchId,
      batch_part: index,
    };
  });
}

/** The tax a refund of `amount` gives back: its share, all that is left when it empties the repair. */
export function refundTax(state: Taking, amount: number): number {
  const taken = taxTaken(state);
  if (amount >= state.paidCents) return taken;
  return Math.min(proportional(amount, state.taxCents, state.totalCents), taken);
}

/** The repair's invoice number, given by its first money row or no charge, once. */
export async function ensureInvoice(deps: Deps, repair: repo.RepairMoneyRow, at: string) {
  if (repair.invoice_number !== null) return;
  const n = await nextStoreNumber(deps, repair.store_id, 'invoice', FIRST_INVOICE);
  await repo.setInvoiceNumber(deps.db, repair.id, n, at);
}
