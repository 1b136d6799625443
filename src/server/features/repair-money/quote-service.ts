import { newId } from '../../../shared/ids';
import { needsApproval, quoteTotals, type PriceLine } from '../../../shared/money-rules';
import {
  REPAIR_MONEY_MESSAGES as M,
  type PriceLineInput,
  type RepairMoney,
} from '../../../shared/repair-money';
import { displayStatus } from '../../../shared/repairs';
import { STATUS_LINK_NOT_FOUND, statusPath } from '../../../shared/status-page';
import { writeTransaction } from '../../db/group-commit';
import type { RepairQuoteLinesTable } from '../../db/schema';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, requireApproval, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { staleEdit } from '../../lib/stale-edit';
import { logActivity } from '../activity/service';
import { formatTicket } from '../customers/service';
import { quoteItemCosts, reconcileParts } from '../inventory/service';
import { deliverAfterCommit, queueEmail, queueSms } from '../notifications/service';
import { publicLink } from '../settings/service';
import { lockedMoney, repairInReach } from './access';
import { quoteEmail, quoteSms, type QuoteFacts } from './messages';
import * as repo from './repo';
import { estimateTotal, moneyView } from './view';
import { deviceName } from '../../../shared/device-name';

type LineParsed = Omit<PriceLineInput, 'unitPrice' | 'unitCost' | 'taxed'> & {
  unitPrice: number;
  unitCost?: number;
  taxed: boolean;
};

const cents = (dollars: number) => Math.round(dollars * 100);

/** "Please approve the new price", queued in the quote's transaction unless the customer opted out. */
async function queueQuoteMessages(deps: Deps, row: repo.RepairRow, facts: QuoteFacts) {
  if (row.notify_opt_out === 1) return [];
  const related = { storeId: row.store_id, relatedId: row.id };
  const ids: string[] = [];
  const email = row.customer_email?.trim();
  if (email) {
    ids.push(
      await queueEmail(deps, { kind: 'repair_quote', to: email, ...quoteEmail(facts), ...related }),
    );
  }
  const phone = row.customer_phone?.trim();
  if (phone) {
    ids.push(
      await queueSms(deps, { kind: 'repair_quote', to: phone, body: quoteSms(facts), ...related }),
    );
  }
  return ids;
}

/** How many of each catalogue item the price lines name. */
function wantedItems(lines: readonly LineParsed[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const l of lines) {
    if (l.itemId) wanted.set(l.itemId, (wanted.get(l.itemId) ?? 0) + l.quantity);
  }
  return wanted;
}

/**
 * Sets the repair's final price as lines, taxed at the store's rate. Well above the estimate,
 * it waits for the customer, who is sent the status link to approve it.
 */
export async function setQuote(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: { lines: LineParsed[]; basedOnQuoteId?: string | null | undefined },
): Promise<RepairMoney> {
  const row = await repairInReach(deps, reach, id);
  if (displayStatus(row.status) === 'picked_up') throw conflict(M.pickedUp);
  const store = await repo.storeMoney(deps.db, row.store_id);
  // A catalogue part costs what the store's stock of it cost, never a typed figure.
  const itemCosts = await quoteItemCosts(deps.db, row.store_id, input.lines);
  const priced: PriceLine[] = input.lines.map((l) => ({
    kind: l.kind,
    quantity: l.quantity,
    unitPriceCents: cents(l.unitPrice),
    taxed: l.kind !== 'discount' && l.taxed,
  }));
  const totals = quoteTotals(priced, store.tax_rate_ppm);
  if (totals.totalCents < 0) throw fieldError('lines', M.discountTooLarge);
  // A price the store's counter would never see is a manager's to set (issue 37).
  if (totals.totalCents > store.counter_limit_cents) {
    requireApproval(actor, 'money.manage', M.priceNeedsManager(store.counter_limit_cents));
  }
  const estimateCents = estimateTotal(row);
  const awaiting = needsApproval(estimateCents, totals.totalCents, {
    percent: store.approval_limit_percent,
    cents: store.approval_limit_cents,
  });
  const statusUrl = awaiting ? await publicLink(deps, statusPath(row.status_token)) : '';
  const now = isoNow(deps.clock);
  const quoteId = newId();
  const lines: RepairQuoteLinesTable[] = input.lines.map((l, position) => {
    const amount = l.quantity * cents(l.unitPrice);
    const taxed = priced[position]!.taxed;
    return {
      id: newId(),
      quote_id: quoteId,
      position,
      kind: l.kind,
      description: l.description,
      quantity: l.quantity,
      unit_price_cents: cents(l.unitPrice),
      unit_cost_cents: l.itemId
        ? itemCosts.get(l.itemId)!
        : l.unitCost === undefined
          ? null
          : cents(l.unitCost),
      taxed: taxed ? 1 : 0,
      amount_cents: l.kind === 'discount' ? -amount : amount,
      tax_cents: taxed ? quoteTotals([priced[position]!], store.tax_rate_ppm).taxCents : 0,
      item_id: l.itemId ?? null,
    };
  });
  let stale: repo.QuoteRow | null = null;
  let unchanged = false;
  const messages = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    const { repair, quotes } = await lockedMoney(trx, id, now);
    if (displayStatus(repair.status) === 'picked_up') throw conflict(M.pickedUp);
    const current = quotes[0] ?? null;
    if (input.basedOnQuoteId !== undefined && (current?.id ?? null) !== input.basedOnQuoteId) {
      stale = current;
      return [];
    }
    // The same price saved again changes nothing, and tells the customer nothing twice.
    if (current && sameLines(await repo.linesOf(trx, current.id), lines)) {
      unchanged = true;
      return [];
    }
    await repo.insertQuote(
      trx,
      {
        id: quoteId,
        repair_id: id,
        store_id: row.store_id,
        subtotal_cents: totals.subtotalCents,
        tax_cents: totals.taxCents,
        discount_cents: totals.discountCents,
        total_cents: totals.totalCents,
        tax_rate_ppm: store.tax_rate_ppm,
        approval_state: awaiting ? 'awaiting' : 'not_needed',
        approval_via: null,
        approval_taken_from: null,
        approval_recorded_by: null,
        decided_at: null,
        created_by: actor.user.id,
        created_at: now,
      },
      lines,
    );
    await reconcileParts(
      trx,
      { id, storeId: row.store_id },
      wantedItems(input.lines),
      actor.user.id,
      now,
    );
    await logActivity(tx, {
      ...actorFields(actor),
      storeId: row.store_id,
      action: 'repair.quote',
      entity: 'repair',
      entityId: id,
      details: { totalCents: totals.totalCents, awaiting },
    });
    if (!awaiting) return [];
    return queueQuoteMessages(tx, row, {
      name: row.customer_name,
      storeName: row.store_name,
      ticketNumber: formatTicket(row.ticket_number),
      device: deviceName(row.device_brand, row.device_model),
      statusUrl,
      totalCents: totals.totalCents,
      estimateCents,
    });
  });
  if (stale) throw await staleQuote(deps, id, stale, store.timezone);
  if (!unchanged) await deliverAfterCommit(deps, messages);
  return moneyView(deps.db, id);
}

/** Whether a price's lines are the ones already saved (same order, amounts, parts and tax). */
function sameLines(saved: RepairQuoteLinesTable[], next: RepairQuoteLinesTable[]): boolean {
  const key = (l: RepairQuoteLinesTable) =>
    [l.kind, l.description, l.quantity, l.unit_price_cents, l.taxed, l.item_id ?? ''].join('|');
  return saved.length === next.length && saved.every((l, i) => key(l) === key(next[i]!));
}

/** 409: the price changed since the form opened; who changed it, when, and the money now. */
async function staleQuote(
  deps: Deps,
  repairId: string,
  current: repo.QuoteRow | null,
  timeZone: string,
) {
  return staleEdit(
    'price',
    { by: current?.created_by_name ?? null, at: current?.created_at ?? null },
    timeZone,
    await moneyView(deps.db, repairId),
  );
}

type Decision = {
  decision: 'approved' | 'declined';
  via: 'customer' | 'verbal';
  takenFrom: string | null;
  recordedBy: string | null;
};

/** Takes the waiting quote's decision once, with the log entry; 409 when none is waiting. */
async function decide(deps: Deps, repairId: string, d: Decision, actor: Actor | null) {
  const now = isoNow(deps.clock);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const { quotes, repair } = await lockedMoney(trx, repairId, now);
    const latest = quotes[0];
    const decided =
      latest?.approval_state === 'awaiting' &&
      (await repo.decideQuote(trx, latest.id, {
        approval_state: d.decision,
        approval_via: d.via,
        approval_taken_from: d.takenFrom,
        approval_recorded_by: d.recordedBy,
        decided_at: now,
      }));
    if (!decided) throw conflict(M.notAwaiting);
    await logActivity(
      { ...deps, db: trx },
      {
        ...(actor ? actorFields(actor) : { userId: null, ip: null }),
        storeId: repair.store_id,
        action: 'repair.approval',
        entity: 'repair',
        entityId: repairId,
        details: { decision: d.decision, via: d.via },
      },
    );
  });
}

/** Staff heard the customer approve or decline (in the shop, on the phone). */
export async function recordVerbalApproval(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: { decision: 'approved' | 'declined'; takenFrom: string },
): Promise<RepairMoney> {
  await repairInReach(deps, reach, id);
  await decide(
    deps,
    id,
    {
      decision: input.decision,
      via: 'verbal',
      takenFrom: input.takenFrom,
      recordedBy: actor.user.id,
    },
    actor,
  );
  return moneyView(deps.db, id);
}

/** The customer's Approve or Decline on their status page; the link's token is the only key. */
export async function decideByCustomer(
  deps: Deps,
  token: string,
  input: { decision: 'approved' | 'declined' },
): Promise<void> {
  const row = await repo.findRepairByToken(deps.db, token);
  if (!row) throw notFound(STATUS_LINK_NOT_FOUND);
  await decide(
    deps,
    row.id,
    { decision: input.decision, via: 'customer', takenFrom: null, recordedBy: null },
    null,
  );
}
