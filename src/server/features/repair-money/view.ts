import type { ApprovalState, Quote, RepairMoney } from '../../../shared/repair-money';
import {
  amountPaid,
  approvalCeiling,
  balanceDue,
  type EntryKind,
} from '../../../shared/money-rules';
import type { PaymentMethod } from '../../../shared/devices';
import { ppmToPercent } from '../../../shared/store-money';
import type { Db } from '../../db';
import { formatTicket } from '../customers/service';
import { repairParts } from '../inventory/service';
import * as repo from './repo';

const dollars = (cents: number) => cents / 100;
const orNull = (cents: number | null) => (cents === null ? null : dollars(cents));

/** Invoice numbers read like ticket numbers: I-1001. */
export const formatInvoice = (n: number) => `I-${n}`;

/**
 * The quote whose total is owed: the latest, unless the customer declined it, when the last
 * price they had agreed to (or that needed no approval) stands; null leaves the estimate.
 */
export function owedQuote(quotes: readonly repo.QuoteRow[]): repo.QuoteRow | null {
  const [latest] = quotes;
  if (!latest || latest.approval_state !== 'declined') return latest ?? null;
  return (
    quotes.find((q) => q.approval_state === 'approved' || q.approval_state === 'not_needed') ?? null
  );
}

/** The estimate as the customer owes it: with the tax it carried at check-in. */
export const estimateTotal = (r: { estimated_cost_cents: number; estimate_tax_cents: number }) =>
  r.estimated_cost_cents + r.estimate_tax_cents;

/** What a repair's money adds up to, in cents: the base of every check a write makes. */
export type MoneyState = {
  repair: repo.RepairMoneyRow;
  quotes: repo.QuoteRow[];
  owed: repo.QuoteRow | null;
  entries: repo.EntryRow[];
  totalCents: number;
  taxCents: number;
  paidCents: number;
  balanceCents: number;
};

export async function moneyState(db: Db, repairId: string): Promise<MoneyState> {
  const repair = await repo.repairMoneyRow(db, repairId);
  const quotes = await repo.quotesOf(db, repairId);
  const entries = await repo.entriesOf(db, repairId);
  const owed = owedQuote(quotes);
  // With no final price the estimate is owed with the tax it carried at check-in (decision 048).
  const totalCents = owed?.total_cents ?? estimateTotal(repair);
  const ledger = entries.map((e) => ({ kind: e.kind as EntryKind, amountCents: e.amount_cents }));
  const paidCents = amountPaid(ledger);
  const open = balanceDue(totalCents, ledger);
  return {
    repair,
    quotes,
    owed,
    entries,
    totalCents,
    taxCents: owed?.tax_cents ?? repair.estimate_tax_cents,
    paidCents,
    // Waived: nothing more is owed, though money already taken may still be given back.
    balanceCents: repair.no_charge_kind ? Math.min(0, open) : open,
  };
}

export async function toQuote(db: Db, row: repo.QuoteRow): Promise<Quote> {
  const lines = await repo.linesOf(db, row.id);
  return {
    id: row.id,
    lines: lines.map((l) => ({
      kind: l.kind as Quote['lines'][number]['kind'],
      description: l.description,
      quantity: l.quantity,
      unitPrice: dollars(l.unit_price_cents),
      unitCost: orNull(l.unit_cost_cents),
      taxed: l.taxed === 1,
      itemId: l.item_id,
      amount: dollars(l.amount_cents),
      tax: dollars(l.tax_cents),
    })),
    subtotal: dollars(row.subtotal_cents),
    tax: dollars(row.tax_cents),
    discount: dollars(row.discount_cents),
    total: dollars(row.total_cents),
    taxRate: ppmToPercent(row.tax_rate_ppm),
    createdAt: row.created_at,
    createdByName: row.created_by_name,
    approval: {
      state: row.approval_state as ApprovalState,
      via: row.approval_via as Quote['approval']['via'],
      takenFrom: row.approval_taken_from,
      recordedByName: row.recorded_by_name,
      decidedAt: row.decided_at,
    },
  };
}

/** GET /api/repair-waivers/:id/money, for a repair already found within the caller's reach. */
export async function moneyView(db: Db, repairId: string): Promise<RepairMoney> {
  const state = await moneyState(db, repairId);
  const { repair } = state;
  const store = await repo.storeMoney(db, repair.store_id);
  const latest = state.quotes[0];
  const earlier = repair.warranty_of_id
    ? await repo.warrantyRepair(db, repair.warranty_of_id)
    : undefined;
  return {
    repairId: repair.id,
    parts: await repairParts(db, repair.id),
    partsCost: dollars(repair.parts_cost_cents),
    estimate: dollars(repair.estimated_cost_cents),
    estimateTax: dollars(repair.estimate_tax_cents),
    quote: latest ? await toQuote(db, latest) : null,
    total: dollars(state.totalCents),
    entries: state.entries.map((e) => ({
      id: e.id,
      kind: e.kind as EntryKind,
      method: e.method as PaymentMethod,
      amount: dollars(e.amount_cents),
      tendered: orNull(e.tendered_cents),
      change: orNull(e.change_cents),
      reference: e.reference,
      reason: e.reason,
      reversesId: e.reverses_id,
      takenAt: e.taken_at,
      takenByName: e.taken_by_name,
    })),
    paid: dollars(state.paidCents),
    balance: dollars(state.balanceCents),
    noCharge:
      repair.no_charge_kind && repair.no_charge_at
        ? {
            kind: repair.no_charge_kind as 'warranty' | 'goodwill',
            reason: repair.no_charge_reason ?? '',
            byName: await repo.userName(db, repair.no_charge_by),
            at: repair.no_charge_at,
          }
        : null,
    invoiceNumber: repair.invoice_number === null ? null : formatInvoice(repair.invoice_number),
    refundLimit: dollars(store.refund_limit_cents),
    taxRate: ppmToPercent(store.tax_rate_ppm),
    approvalCeiling: dollars(
      approvalCeiling(estimateTotal(repair), {
        percent: store.approval_limit_percent,
        cents: store.approval_limit_cents,
      }),
    ),
    warranty: {
      until: repair.warranty_until,
      returnOf:
        earlier?.picked_up_at && earlier.warranty_until
          ? {
              id: earlier.id,
              ticketNumber: formatTicket(earlier.ticket_number),
              pickedUpAt: earlier.picked_up_at,
              until: earlier.warranty_until,
            }
          : null,
    },
  };
}
