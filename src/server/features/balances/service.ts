import { randomInt } from 'node:crypto';
import {
  BALANCE_MESSAGES as M,
  type BalanceKind,
  type GiftCard,
  type GiftCardSaleInput,
  type GoodwillInput,
  type StoreCredit,
} from '../../../shared/balances';
import { formatCents } from '../../../shared/format';
import { newId } from '../../../shared/ids';
import { centsToDollars, dollarsToCents } from '../../../shared/money';
import { isUniqueViolation } from '../../db/failures';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, requireApproval, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { appendLedger, checkCounterLimit } from '../money/service';
import { resolveWorkStore } from '../org/service';
import * as repo from './repo';

/** One movement of a balance, written inside the caller's transaction. */
export type Movement = {
  kind: BalanceKind;
  /** + adds, − spends. */
  amountCents: number;
  storeId: string;
  sourceId: string | null;
  reason?: string | null;
  by: string;
  at: string;
  /** The field a refusal names (a payment line's, a return's). */
  field: string;
};

/**
 * Appends one entry to a gift card's or a customer's credit. Spending more than the balance is
 * refused with what is left; two counters writing the same entry number at once meet the unique
 * (owner, seq) key, and the second is refused as busy, so the balance can never go below zero.
 */
export async function move(deps: Deps, ledger: repo.LedgerName, ownerId: string, m: Movement) {
  const last = await repo.lastEntry(deps.db, ledger, ownerId);
  const balance = (last?.balanceCents ?? 0) + m.amountCents;
  if (balance < 0) throw fieldError(m.field, M.notEnough(formatCents(last?.balanceCents ?? 0)));
  try {
    await repo.insertEntry(deps.db, ledger, ownerId, {
      id: newId(),
      seq: (last?.seq ?? 0) + 1,
      store_id: m.storeId,
      kind: m.kind,
      amount_cents: m.amountCents,
      balance_cents: balance,
      reason: m.reason ?? null,
      source_id: m.sourceId,
      created_by: m.by,
      created_at: m.at,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.busy);
    throw err;
  }
}

/** The card a number names, anywhere in the chain: a gift card is spent in any store. */
export async function cardByNumber(deps: Deps, number: string, field = 'number') {
  const card = await repo.findCard(deps.db, { number });
  if (!card) throw fieldError(field, M.cardNotFound);
  return card;
}

async function entries(deps: Deps, ledger: repo.LedgerName, ownerId: string) {
  const rows = await repo.entriesOf(deps.db, ledger, ownerId);
  return rows.map((r) => ({
    kind: r.kind as BalanceKind,
    amount: centsToDollars(Number(r.amount_cents)),
    balance: centsToDollars(Number(r.balance_cents)),
    reason: r.reason,
    storeName: r.store_name,
    createdAt: r.created_at,
  }));
}

export async function giftCard(
  deps: Deps,
  by: { number: string } | { id: string },
): Promise<GiftCard> {
  const card = await repo.findCard(deps.db, by);
  if (!card) throw notFound(M.cardNotFound);
  const list = await entries(deps, 'card', card.id);
  return {
    id: card.id,
    number: card.number,
    storeName: card.store_name,
    initial: centsToDollars(card.initial_cents),
    balance: list[0]?.balance ?? 0,
    createdAt: card.created_at,
    entries: list,
  };
}

export async function storeCredit(deps: Deps, customerId: string): Promise<StoreCredit> {
  const list = await entries(deps, 'credit', customerId);
  return { balance: list[0]?.balance ?? 0, entries: list };
}

/** 16 digits, the first never 0, so a number typed or scanned keeps its length. */
function newCardNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}

/**
 * Sells a gift card: the money comes into the store's ledger (a liability, not revenue, until the
 * card is spent) and the card's first entry holds its value. Sent twice (same id), one card.
 */
export async function sellGiftCard(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: Omit<GiftCardSaleInput, 'amount'> & { amount: number },
): Promise<{ card: GiftCard; created: boolean }> {
  const id = input.id ?? newId();
  if (input.id && (await repo.findCard(deps.db, { id }))) {
    return { card: await giftCard(deps, { id }), created: false };
  }
  const store = await resolveWorkStore(deps, actor.user, reach, input.storeId, 'gift card');
  const cents = dollarsToCents(input.amount)!;
  await checkCounterLimit(deps.db, actor, store.id, 'sale', cents);
  const at = isoNow(deps.clock);
  const number = newCardNumber();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    await repo.insertCard(trx, {
      id,
      number,
      store_id: store.id,
      initial_cents: cents,
      created_by: actor.user.id,
      created_at: at,
    });
    await move(tx, 'card', id, {
      kind: 'issue',
      amountCents: cents,
      storeId: store.id,
      sourceId: id,
      by: actor.user.id,
      at,
      field: 'amount',
    });
    await appendLedger(trx, [
      {
        id: newId(),
        store_id: store.id,
        purpose: 'gift_card',
        repair_id: null,
        sale_id: null,
        purchase_id: null,
        kind: 'payment',
        method: input.method,
        amount_cents: cents,
        tendered_cents: null,
        change_cents: null,
        reference: input.reference || cardReference(number),
        reason: null,
        reverses_id: null,
        batch_id: id,
        batch_part: 0,
        taken_at: at,
        created_by: actor.user.id,
      },
    ]);
    await logActivity(tx, {
      ...actorFields(actor),
      storeId: store.id,
      action: 'gift_card.sell',
      entity: 'gift_card',
      entityId: id,
      details: { amountCents: cents, last4: number.slice(-4) },
    });
  });
  return { card: await giftCard(deps, { id }), created: true };
}

/**
 * A gift card's whole balance paid out in cash at the caller's store, with the reason: a manager's
 * call, or approved by one at the counter. The cash leaves the drawer as money given back (the
 * card was never revenue, so revenue does not move); the card is left at zero. Kept once per id.
 */
export async function cashOutGiftCard(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  number: string,
  input: { id?: string | undefined; reason: string },
): Promise<GiftCard> {
  requireApproval(actor, 'money.manage', M.cashOutNeedsManager);
  const store = await resolveWorkStore(deps, actor.user, reach, undefined, 'gift card');
  const card = await repo.findCard(deps.db, { number });
  if (!card) throw notFound(M.cardNotFound);
  const id = input.id ?? newId();
  const at = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    if (await repo.entryFrom(trx, 'card', id)) return;
    const cents = (await repo.lastEntry(trx, 'card', card.id))?.balanceCents ?? 0;
    if (cents <= 0) throw conflict(M.emptyCard);
    await move(tx, 'card', card.id, {
      kind: 'cash_out',
      amountCents: -cents,
      storeId: store.id,
      sourceId: id,
      reason: input.reason,
      by: actor.user.id,
      at,
      field: 'number',
    });
    await appendLedger(trx, [
      {
        id: newId(),
        store_id: store.id,
        purpose: 'gift_card',
        repair_id: null,
        sale_id: null,
        purchase_id: null,
        kind: 'refund',
        method: 'cash',
        amount_cents: cents,
        tendered_cents: null,
        change_cents: null,
        reference: cardReference(card.number),
        reason: input.reason,
        reverses_id: null,
        batch_id: id,
        batch_part: 0,
        taken_at: at,
        created_by: actor.user.id,
      },
    ]);
    await logActivity(tx, {
      ...actorFields(actor),
      storeId: store.id,
      action: 'gift_card.cash_out',
      entity: 'gift_card',
      entityId: card.id,
      details: { amountCents: cents, reason: input.reason, last4: card.number.slice(-4) },
    });
  });
  return giftCard(deps, { id: card.id });
}

/**
 * Goodwill credit on a customer's record: a manager's call (or approved by one at the counter),
 * with the reason the activity log keeps.
 */
export async function giveGoodwill(
  deps: Deps,
  actor: Actor,
  customer: { id: string; storeId: string; name: string },
  input: Omit<GoodwillInput, 'amount'> & { amount: number },
): Promise<StoreCredit> {
  requireApproval(actor, 'money.manage', M.goodwillNeedsManager);
  const cents = dollarsToCents(input.amount)!;
  const at = isoNow(deps.clock);
  const id = input.id ?? newId();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    // The same goodwill sent twice (a retry, the offline queue) is given once.
    if (await repo.entryFrom(trx, 'credit', id)) return;
    await move(tx, 'credit', customer.id, {
      kind: 'goodwill',
      amountCents: cents,
      storeId: customer.storeId,
      sourceId: id,
      reason: input.reason,
      by: actor.user.id,
      at,
      field: 'amount',
    });
    await logActivity(tx, {
      ...actorFields(actor),
      storeId: customer.storeId,
      action: 'store_credit.goodwill',
      entity: 'customer',
      entityId: customer.id,
      details: { amountCents: cents, reason: input.reason, name: customer.name },
    });
  });
  return storeCredit(deps, customer.id);
}

/** A payment part as a route parsed it: its method, and a gift card's number. */
type TenderPart = { method: string; amount: number; giftCardNumber?: string };

/** The gift cards a payment spends, by the part's position. */
export type PaymentCards = Map<number, { id: string; number: string }>;

/**
 * The gift cards a payment names, found anywhere in the chain; store credit needs a customer.
 * Refused before anything is written, with the payment part's own field (`parts.0.method`).
 */
export async function cardsOfPayment(
  deps: Deps,
  parts: readonly TenderPart[],
  customerId: string | null,
  field: string,
): Promise<PaymentCards> {
  const cards: PaymentCards = new Map();
  for (const [i, part] of parts.entries()) {
    if (part.method === 'store_credit' && !customerId) {
      throw fieldError(`${field}.${i}.method`, M.creditNeedsCustomer);
    }
    if (part.method === 'gift_card') {
      cards.set(i, await cardByNumber(deps, part.giftCardNumber!, `${field}.${i}.giftCardNumber`));
    }
  }
  return cards;
}

/**
 * Spends the gift cards and store credit a payment was made with, inside its transaction, each
 * refused on its own part's amount when the balance is short.
 */
export async function spendPayment(
  deps: Deps,
  parts: readonly TenderPart[],
  cards: PaymentCards,
  at: { storeId: string; customerId: string | null; sourceId: string; by: string; at: string },
  field: string,
): Promise<void> {
  for (const [i, part] of parts.entries()) {
    const common = {
      kind: 'redeem' as const,
      amountCents: -dollarsToCents(part.amount)!,
      storeId: at.storeId,
      sourceId: at.sourceId,
      by: at.by,
      at: at.at,
      field: `${field}.${i}.amount`,
    };
    if (part.method === 'store_credit') await move(deps, 'credit', at.customerId!, common);
    const card = cards.get(i);
    if (card) await move(deps, 'card', card.id, common);
  }
}

/**
 * Puts a voided payment's money back on the balance it was spent from (a store credit or a gift
 * card payment taken by mistake): the redeem entry of the payment's batch says whose it was. A
 * payment of any other method moves nothing.
 */
export async function restoreSpent(
  deps: Deps,
  payment: { method: string; batchId: string; amountCents: number; reference: string | null },
  at: { storeId: string; sourceId: string; reason: string; by: string; at: string },
): Promise<void> {
  const ledger =
    payment.method === 'gift_card' ? 'card' : payment.method === 'store_credit' ? 'credit' : null;
  if (!ledger) return;
  const spent = await repo.redeemsOf(deps.db, ledger, payment.batchId, payment.amountCents);
  const from =
    spent.find((e) => e.number === null || cardReference(e.number) === payment.reference) ??
    spent[0];
  if (!from) throw conflict(M.spentNotFound);
  await move(deps, ledger, from.owner_id, {
    kind: 'refund',
    amountCents: payment.amountCents,
    storeId: at.storeId,
    sourceId: at.sourceId,
    reason: at.reason,
    by: at.by,
    at: at.at,
    field: 'voidsEntryId',
  });
}

/** The reference a gift card part leaves on the ledger: the card's last four, never its number. */
export function cardReference(number: string): string {
  return `Gift card ${number.slice(-4)}`;
}
