import { formatCents } from '../../../shared/format';
import { newId } from '../../../shared/ids';
import {
  imeiProblem,
  normalizeImei,
  type ImeiEvent,
  type ImeiFlag,
  type ImeiFlagInput,
  type ImeiFlagKind,
  type ImeiReport,
} from '../../../shared/imei';
import { displayStatus, REPAIR_STATUS_LABELS } from '../../../shared/repairs';
import { writeTransaction } from '../../db/group-commit';
import { reachIncludes, type Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { formatTicket } from '../customers/service';
import * as repo from './repo';

const FLAG_NOT_FOUND = 'Flag not found';
const FLAG_ALREADY_CLEARED = 'This flag has already been cleared.';

/** The IMEI as stored, or a 400 on the `imei` field with the reason a person can act on. */
function checkedImei(raw: string): string {
  const problem = imeiProblem(raw);
  if (problem) throw fieldError('imei', problem);
  return normalizeImei(raw);
}

/**
 * Check-in stores the IMEI as typed; besides the bare digits, these are the two ways it is
 * printed on boxes and settings screens (AA-BBBBBB-CCCCCC-D). Still equality lookups on the index.
 */
function typedSpellings(imei: string): string[] {
  const groups = [imei.slice(0, 2), imei.slice(2, 8), imei.slice(8, 14), imei.slice(14)];
  return [imei, groups.join('-'), groups.join(' ')];
}

function toFlag(row: repo.FlagRow): ImeiFlag {
  return {
    id: row.id,
    imei: row.imei,
    kind: row.kind as ImeiFlagKind,
    reason: row.reason,
    active: row.cleared_at === null,
    storeName: row.store_name,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    clearedAt: row.cleared_at,
  };
}

/** ISO-8601 UTC instants sort as text. */
const newestFirst = (a: { at: string }, b: { at: string }) =>
  a.at < b.at ? 1 : a.at > b.at ? -1 : 0;

/** Everything the chain knows about one device; other stores' customers stay anonymous. */
export async function imeiReport(deps: Deps, reach: Reach, raw: string): Promise<ImeiReport> {
  const imei = checkedImei(raw);
  const [repairs, purchases, sales, stock, flags] = await Promise.all([
    repo.repairsWithImei(deps.db, typedSpellings(imei)),
    repo.purchasesWithImei(deps.db, imei),
    repo.salesWithImei(deps.db, imei),
    repo.stockWithImei(deps.db, imei),
    repo.flagsOf(deps.db, imei),
  ]);
  const event = (
    type: ImeiEvent['type'],
    row: { id: string; store_id: string; store_name: string; created_at: string },
    summary: string,
    customerName: string,
  ): ImeiEvent => {
    const mine = reachIncludes(reach, row.store_id);
    return {
      type,
      id: mine ? row.id : null,
      storeName: row.store_name,
      at: row.created_at,
      summary,
      customerName: mine ? customerName : null,
    };
  };
  const history = [
    ...repairs.map((r) =>
      event(
        'repair',
        r,
        `Repair ${formatTicket(r.ticket_number)}: ${r.repair_type} (${REPAIR_STATUS_LABELS[displayStatus(r.status)]})`,
        r.customer_name,
      ),
    ),
    ...purchases.map((p) =>
      event(
        'buyback',
        p,
        `Bought back for ${formatCents(p.amount_cents)} (${p.condition})`,
        p.customer_name,
      ),
    ),
    ...sales.map((s) =>
      event('sale', s, `Sold for ${formatCents(s.price_cents)}`, s.customer_name),
    ),
  ].sort(newestFirst);

  const newest = [...repairs, ...purchases, ...sales, ...stock]
    .map((r) => ({ brand: r.device_brand, model: r.device_model, at: r.created_at }))
    .sort(newestFirst)[0];
  return {
    valid: true,
    imei,
    device: newest ? { brand: newest.brand, model: newest.model } : null,
    inStock: stock.some((s) => s.status === 'in_stock'),
    inStockAt: stock.find((s) => s.status === 'in_stock')?.store_name ?? null,
    history: history.slice(0, repo.HISTORY_LIMIT),
    // Stable sort: newest first within active and within cleared.
    flags: flags.map(toFlag).sort((a, b) => Number(b.active) - Number(a.active)),
  };
}

/** Raises a flag on behalf of the manager's store (none for chain roles), visible chain-wide. */
export async function flagImei(
  deps: Deps,
  actor: Actor,
  raw: string,
  input: ImeiFlagInput,
): Promise<ImeiFlag> {
  const imei = checkedImei(raw);
  const id = newId();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertFlag(trx, {
      id,
      imei,
      kind: input.kind,
      reason: input.reason,
      store_id: actor.user.storeId,
      created_by: actor.user.id,
      created_at: isoNow(deps.clock),
    });
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: actor.user.storeId,
        action: 'imei.flag',
        entity: 'imei_flag',
        entityId: id,
        details: { imei, kind: input.kind },
        ip: actor.ip,
      },
    );
  });
  return toFlag((await repo.findFlag(deps.db, id))!);
}

/**
 * Clears a flag, keeping it on record with who, when and why. A flag belongs to the store that
 * raised it: its managers, those above them and whoever raised it may clear it; to anyone else
 * it is not found, like any other store's record.
 */
export async function clearFlag(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  reason: string,
): Promise<ImeiFlag> {
  const row = await repo.findFlag(deps.db, id);
  if (!row || (!reachIncludes(reach, row.store_id) && row.created_by !== actor.user.id)) {
    throw notFound(FLAG_NOT_FOUND);
  }
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const cleared = await repo.clearFlag(trx, id, {
      userId: actor.user.id,
      at: isoNow(deps.clock),
      reason,
    });
    if (!cleared) throw conflict(FLAG_ALREADY_CLEARED);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: row.store_id,
        action: 'imei.flag_clear',
        entity: 'imei_flag',
        entityId: id,
        details: { imei: row.imei, reason },
        ip: actor.ip,
      },
    );
  });
  return toFlag((await repo.findFlag(deps.db, id))!);
}

/** A sale of the device by one of the chain's stores, near the time of a buyback of it. */
type NearbySale = { storeName: string; soldAt: string };

export type BuybackBlockers = {
  flags: ImeiFlag[];
  inStockAt: string | null;
  /** Still in stock when the buyback was made (offline), sold before it reached the server. */
  soldSince: NearbySale | null;
  /** Sold by the chain shortly before the buyback was made. */
  soldBefore: NearbySale | null;
};

/**
 * How long after the chain sold a device a buyback of it is a manager's call (issue 37): a phone
 * bought back minutes after it was sold is a refund in disguise, or a device that is not the
 * seller's to sell.
 */
export const RECENTLY_SOLD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What stands in the way of buying this device: active flags, or the chain already holding it. */
/**
 * What stands against buying this IMEI back, judged as of `madeAt`, when the buyback was made (a
 * write that waited offline arrives later): a device in stock then, or sold shortly before.
 */
export async function buybackBlockers(
  deps: Deps,
  imei: string,
  madeAt: Date = deps.clock.now(),
): Promise<BuybackBlockers> {
  const normalized = normalizeImei(imei);
  const since = new Date(madeAt.getTime() - RECENTLY_SOLD_DAYS * DAY_MS).toISOString();
  const [flags, inStock, sold] = await Promise.all([
    repo.flagsOf(deps.db, normalized, true),
    repo.stockWithImei(deps.db, normalized, true),
    repo.soldWithImeiSince(deps.db, normalized, since),
  ]);
  const made = madeAt.toISOString();
  const nearby = (row: (typeof sold)[number] | undefined): NearbySale | null =>
    row ? { storeName: row.store_name, soldAt: row.sold_at } : null;
  return {
    flags: flags.map(toFlag),
    inStockAt: inStock[0]?.store_name ?? null,
    soldSince: nearby(sold.find((row) => row.sold_at > made)),
    soldBefore: nearby(sold.find((row) => row.sold_at <= made)),
  };
}

function since(earlier: string, later: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(later) - Date.parse(earlier)) / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.round(hours / 24)} days`;
}

/** One message for the buyback screen, or null when nothing blocks the purchase. */
export function describeBlockers(b: BuybackBlockers, madeAt?: Date): string | null {
  const sentences = b.flags
    .filter((f) => f.active)
    .map((f) => `This device is flagged as ${f.kind}: ${f.reason.replace(/[.!\s]+$/, '')}.`);
  if (b.inStockAt) sentences.push(`This device is already in stock at ${b.inStockAt}.`);
  if (b.soldSince) {
    sentences.push(
      `This device was in stock at ${b.soldSince.storeName} when this buyback was made, and was sold there since.`,
    );
  }
  if (b.soldBefore && madeAt) {
    sentences.push(
      `${b.soldBefore.storeName} sold this device ${since(b.soldBefore.soldAt, madeAt.toISOString())} before this buyback.`,
    );
  }
  return sentences.length ? sentences.join(' ') : null;
}
