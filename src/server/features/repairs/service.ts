import { touchDays } from '../../db/store-days/refresh';
import { randomBytes } from 'node:crypto';
import { phoneDigits } from '../../../shared/customers';
import { newId } from '../../../shared/ids';
import { taxOn } from '../../../shared/money-rules';
import { percentToPpm } from '../../../shared/store-money';
import {
  canMoveTo,
  canonicalStatus,
  describeStatusConflict,
  displayStatus,
  isForwardMove,
  REPAIR_STATUS_LABELS,
  STATUS_CONFLICT_CODE,
  WAIVER_NOT_FOUND,
  ZPickupQueue,
  ZRepairList,
  type RepairListQuery,
  type RepairStatus,
  type RepairWaiverDetail,
  type RepairCheckIn,
  type StatusChangeRequest,
  type StatusChangeParsed,
  type StatusConflict,
} from '../../../shared/repairs';
import { cachedRepairAnswer } from '../../db/answer-versions';
import { writeTransaction } from '../../db/group-commit';
import type { DbDialect } from '../../db';
import type { RepairStatusHistoryTable, RepairWaiversTable } from '../../db/schema';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { Answer, checkedJson } from '../../lib/answer-cache';
import { isoNow } from '../../lib/clock';
import { keysetPage } from '../../lib/cursor';
import { replayedCreate } from '../../lib/idempotent';
import { conflict, fieldError, HttpError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import * as customers from '../customers/service';
import * as files from '../files/service';
import { companyForStore } from '../companies/service';
import { deliverAfterCommit, queueRepairReady } from '../notifications/service';
import { partsOfMove } from '../inventory/service';
import { counterConsentRows, recordCounterConsents } from '../marketing/service';
import { findStore, nextStoreNumber, resolveWorkStore } from '../org/service';
import {
  checkDeposit,
  moneyOfMove,
  recordCheckInDeposit,
  warrantyOf,
  warrantyReturnOf,
} from '../repair-money/service';
import { signedTermsById, termsToSign } from '../terms/service';
import { statusPath, toHistoryEntry, toWaiver } from './mapping';
import { readyNotice } from './ready-notice';
import * as repo from './repo';

const FIRST_TICKET = 1001;

export async function getRepair(deps: Deps, reach: Reach, id: string): Promise<RepairWaiverDetail> {
  const row = await repo.findRepair(deps.db, reach, id);
  if (!row) throw notFound(WAIVER_NOT_FOUND);
  const history = await repo.historyOf(deps.db, id);
  const terms = await signedTermsById(deps, [row.terms_version_id]);
  return {
    ...toWaiver(row),
    history: history.map(toHistoryEntry),
    terms: (row.terms_version_id && terms.get(row.terms_version_id)) || null,
    warrantyReturnOf: await warrantyReturnOf(deps.db, row.warranty_of_id),
  };
}

/**
 * Checks a device in. Every field and file is checked before anything is stored; a known
 * client-made id returns the repair it already made (offline replay), never a second one.
 */
export async function createRepair(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: RepairCheckIn,
): Promise<{ waiver: RepairWaiverDetail; created: boolean }> {
  const existing = await sameCreate(deps, reach, input.id);
  if (existing) return { waiver: existing, created: false };
  const store = await resolveWorkStore(deps, actor.user, reach, input.storeId, 'repair');
  const terms = await termsToSign(deps, 'repair', store.id, input.termsVersionId);
  // The store's company, which it keeps even once archived, or another active one of the chain.
  const companyName = await companyForStore(deps, input.companyName, store.companyName);
  const checked = files.checkDataUrls({
    beforePhoto: { dataUrl: input.beforePhoto, kind: 'photo' },
    dropoffSignature: { dataUrl: input.dropoffSignature, kind: 'signature' },
    afterPhoto: { dataUrl: input.afterPhoto, kind: 'photo' },
    pickupSignature: { dataUrl: input.pickupSignature, kind: 'signature' },
  });
  const estimateCents = Math.round(input.estimatedCost * 100);
  // The estimate carries the store's tax from check-in: it is what is owed until a final price.
  const estimateTaxCents = taxOn(estimateCents, percentToPpm(store.taxRate));
  checkDeposit(input.deposit, estimateCents + estimateTaxCents);
  const id = input.id ?? newId();
  const now = isoNow(deps.clock);
  const consents = counterConsentRows(
    input,
    { phone: input.customerPhone, email: input.customerEmail },
    companyName,
    { source: 'check_in', storeId: store.id, userId: actor.user.id, at: now },
  );
  const fileIds = await files.writeFiles(deps, checked);
  let written: RepairWaiverDetail;
  try {
    written = await writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx: Deps = { ...deps, db: trx };
      const customer = await customers.upsertForCheckIn(tx, {
        storeId: store.id,
        name: input.customerName,
        phone: input.customerPhone,
        email: input.customerEmail,
        zip: input.customerZip,
        notifyOptOut: input.notifyOptOut,
      });
      await files.recordFiles(tx, checked, fileIds, {
        storeId: store.id,
        createdBy: actor.user.id,
      });
      // A device back within an earlier repair's warranty is flagged with that repair.
      const warrantyOfId = await warrantyOf(
        trx,
        {
          store,
          companyName,
          imeiSerial: input.imeiSerial ?? null,
          customerId: customer.id,
          model: input.deviceModel,
        },
        deps.clock,
      );
      const repair: RepairWaiversTable = {
        id,
        store_id: store.id,
        ticket_number: await nextStoreNumber(tx, store.id, 'ticket', FIRST_TICKET),
        customer_id: customer.id,
        customer_name: input.customerName,
        customer_phone: input.customerPhone,
        phone_digits: phoneDigits(input.customerPhone),
        customer_email: input.customerEmail ?? null,
        customer_zip: input.customerZip,
        device_brand: input.deviceBrand,
        device_model: input.deviceModel,
        device_color: input.deviceColor ?? null,
        imei_serial: input.imeiSerial ?? null,
        device_password: input.devicePassword ?? null,
        problem_description: input.problemDescription,
        issue_description: input.issueDescription ?? null,
        estimated_cost_cents: estimateCents,
        estimate_tax_cents: estimateTaxCents,
        repair_type: input.repairType,
        additional_notes: input.additionalNotes ?? null,
        company_name: companyName,
        before_photo_id: fileIds.beforePhoto!,
        after_photo_id: fileIds.afterPhoto ?? null,
        dropoff_signature_id: fileIds.dropoffSignature!,
        pickup_signature_id: fileIds.pickupSignature ?? null,
        dropoff_signature_method: input.dropoffSignatureMethod,
        pickup_signature_method: fileIds.pickupSignature ? input.pickupSignatureMethod : null,
        status: input.status,
        status_token: randomBytes(18).toString('base64url'),
        created_by: actor.user.id,
        created_at: now,
        updated_at: now,
        completed_at: input.status === 'completed' ? now : null,
        picked_up_at: input.status === 'picked_up' ? now : null,
        terms_version_id: terms.id,
        invoice_number: null,
        invoiced_at: null,
        no_charge_kind: null,
        no_charge_reason: null,
        no_charge_by: null,
        no_charge_at: null,
        warranty_until: null,
        warranty_of_id: warrantyOfId,
        parts_waiting: 0,
        parts_cost_cents: 0,
      };
      await repo.insertRepair(trx, repair);
      // Checked in already completed or collected (history brought in): that day's figures move.
      if (repair.completed_at || repair.picked_up_at)
        await touchDays(trx, [{ storeId: store.id, at: now }]);
      if (input.deposit) {
        await recordCheckInDeposit(
          tx,
          {
            id,
            storeId: store.id,
            estimateCents,
            estimateTaxCents,
            createdBy: actor.user.id,
            at: now,
          },
          input.deposit,
        );
      }
      const checkedIn: RepairStatusHistoryTable = {
        id: newId(),
        repair_id: id,
        store_id: store.id,
        from_status: null,
        to_status: input.status,
        notes: 'Checked in',
        changed_by: actor.user.id,
        changed_at: now,
      };
      await repo.insertHistory(trx, checkedIn);
      await recordCounterConsents(tx, consents, companyName);
      // In the check-in's own transaction: the log can never miss a repair that was made.
      await logActivity(tx, {
        ...actorFields(actor),
        storeId: store.id,
        action: 'repair.create',
        entity: 'repair',
        entityId: id,
      });
      // The answer is what was just written, without reading it back.
      const author = `${actor.user.firstName} ${actor.user.lastName}`;
      return {
        ...toWaiver({
          ...repair,
          store_name: store.name,
          created_by_name: author,
          notify_opt_out: customer.notify_opt_out,
        }),
        history: [toHistoryEntry({ ...checkedIn, changed_by_name: author })],
        terms,
        warrantyReturnOf: await warrantyReturnOf(trx, warrantyOfId),
      };
    });
  } catch (err) {
    await files.discardFiles(deps, fileIds);
    // Two replays of one offline check-in racing each other: the loser answers with the winner's repair.
    const raced = await sameCreate(deps, reach, input.id);
    if (raced) return { waiver: raced, created: false };
    throw err;
  }
  return { waiver: written, created: true };
}

function sameCreate(deps: Deps, reach: Reach, id: string | undefined) {
  return replayedCreate(
    id,
    reach,
    (repairId) => repo.findRepairAnywhere(deps.db, repairId),
    (repairId) => getRepair(deps, reach, repairId),
    'repair',
  );
}

/** Customer name, phone digits, ticket number (T-1042 or 1042) or IMEI/serial. */
function searchTerms(search: string, dialect: DbDialect) {
  const digits = phoneDigits(search);
  const ticket = /^\s*t?-?\s*(\d{1,9})\s*$/i.exec(search);
  return {
    text: search,
    digits: digits.length >= 3 ? digits : null,
    ticket: ticket ? Number(ticket[1]) : null,
    // Typed as a number ("(312) 555-0101", "5550101", an IMEI) or a ticket ("T-1042"): a name
    // does not look like that, so the search skips comparing every customer's name, the dearest
    // part of reading them all.
    numberOnly: ticket !== null || /^[\d\s()+.-]+$/.test(search),
    dialect,
  };
}

/**
 * A page of the newest-first list, read and serialized again only after a write changed the
 * lists of the caller's stores: a store's counters refetch it all day. A search is read every
 * time: its text is new at each keystroke, and keeping those answers would push the lists out.
 */
export async function listRepairs(
  deps: Deps,
  reach: Reach,
  query: RepairListQuery,
): Promise<Answer> {
  const read = async () => {
    const { rows, nextCursor } = await keysetPage(query.limit, query.cursor, (window) =>
      repo.listRepairs(deps.db, reach, {
        ...window,
        search: query.search ? searchTerms(query.search, deps.dialect) : undefined,
        status: query.status ? (canonicalStatus(query.status) ?? undefined) : undefined,
        storeId: query.storeId,
      }),
    );
    return new Answer(checkedJson(ZRepairList, { waivers: rows.map(toWaiver) }), nextCursor);
  };
  if (query.search) return read();
  return cachedRepairAnswer(deps.db, reach, JSON.stringify(['list', query]), read);
}

export function pickupQueue(deps: Deps, reach: Reach): Promise<Answer> {
  return cachedRepairAnswer(
    deps.db,
    reach,
    'pickup-queue',
    async () =>
      new Answer(
        checkedJson(ZPickupQueue, (await repo.pickupQueue(deps.db, reach, 200)).map(toWaiver)),
      ),
  );
}

/**
 * Moves a repair along. Picked up is final (409); the same status again changes nothing, so a
 * replayed offline change is harmless. A pickup brings its signature and after photo here too.
 * A change made from a status the repair no longer has (another device moved it meanwhile) is
 * applied only when it still takes the repair forward; otherwise it is a STATUS_CONFLICT.
 */
export async function changeStatus(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: StatusChangeRequest,
): Promise<RepairWaiverDetail> {
  if (input.repairWaiverId && input.repairWaiverId !== id) {
    throw fieldError('repairWaiverId', 'This is not the repair in the address');
  }
  const to = canonicalStatus(input.status)!;
  let madeFrom = input.fromStatus === undefined ? null : canonicalStatus(input.fromStatus);
  for (;;) {
    const row = await repo.findRepair(deps.db, reach, id);
    if (!row) throw notFound(WAIVER_NOT_FOUND);
    const from = displayStatus(row.status);
    if (from === to) return getRepair(deps, reach, id);
    if (madeFrom !== null && madeFrom !== from && !isForwardMove(from, to)) {
      throw await statusConflict(deps, row, to);
    }
    if (!canMoveTo(from, to)) {
      throw conflict(
        from === 'picked_up'
          ? 'This repair has been picked up; its status can no longer change.'
          : `A repair that is ${REPAIR_STATUS_LABELS[from]} cannot become ${REPAIR_STATUS_LABELS[to]}.`,
      );
    }
    const applied = await applyStatus(deps, actor, row, to, input);
    if (applied) {
      await deliverAfterCommit(deps, applied.messages);
      return getRepair(deps, reach, id);
    }
    // Another change landed between the read and the write: this one was decided on the status
    // read here, so it is judged again as a change made from it.
    madeFrom = from;
  }
}

/**
 * Writes the move with its files, history, log and the customer's "ready" messages (queued, for
 * delivery after the commit); null (nothing kept) when the status moved.
 */
async function applyStatus(
  deps: Deps,
  actor: Actor,
  row: repo.RepairRow,
  to: RepairStatus,
  input: StatusChangeParsed,
): Promise<{ messages: string[] } | null> {
  const from = displayStatus(row.status);
  const notice = to === 'completed' ? await readyNotice(deps, row) : null;
  const checked = files.checkDataUrls({
    pickupSignature: {
      dataUrl: to === 'picked_up' ? input.pickupSignature : undefined,
      kind: 'signature',
    },
    afterPhoto: { dataUrl: input.afterPhoto, kind: 'photo' },
  });
  const fileIds = await files.writeFiles(deps, checked);
  const now = isoNow(deps.clock);
  try {
    return await writeTransaction(deps.db, deps.dialect, async (trx) => {
      // The files first: the repair's row refers to them.
      await files.recordFiles({ ...deps, db: trx }, checked, fileIds, {
        storeId: row.store_id,
        createdBy: actor.user.id,
      });
      // Refused while a new price waits for the customer, or at pickup while money is owed.
      const money = await moneyOfMove({ ...deps, db: trx }, row.id, to);
      // Finishing the repair uses its held parts; one still waiting for stock refuses the move.
      await partsOfMove(trx, row.id, to, { userId: actor.user.id, at: now });
      const moved = await repo.moveRepair(trx, row.id, row.status, {
        ...money,
        status: to,
        updated_at: now,
        ...(to === 'completed' ? { completed_at: now } : {}),
        ...(to === 'picked_up' ? { picked_up_at: now } : {}),
        ...(fileIds.pickupSignature
          ? {
              pickup_signature_id: fileIds.pickupSignature,
              pickup_signature_method: input.pickupSignatureMethod,
            }
          : {}),
        ...(fileIds.afterPhoto ? { after_photo_id: fileIds.afterPhoto } : {}),
      });
      if (!moved) throw new StatusMoved();
      // The day it moves on, and the days it was completed and collected before (a pickup undone
      // leaves that day's collected repairs; completing again moves its turnaround).
      await touchDays(trx, [
        { storeId: row.store_id, at: now },
        { storeId: row.store_id, at: row.picked_up_at },
        { storeId: row.store_id, at: row.completed_at },
      ]);
      await repo.insertHistory(trx, {
        id: newId(),
        repair_id: row.id,
        store_id: row.store_id,
        from_status: from,
        to_status: to,
        notes: input.notes || null,
        changed_by: actor.user.id,
        changed_at: now,
      });
      await logActivity(
        { ...deps, db: trx },
        {
          ...actorFields(actor),
          storeId: row.store_id,
          action: to === 'picked_up' ? 'repair.pickup' : 'repair.status',
          entity: 'repair',
          entityId: row.id,
          details: { from, to },
        },
      );
      return { messages: notice ? await queueRepairReady({ ...deps, db: trx }, notice) : [] };
    });
  } catch (err) {
    await files.discardFiles(deps, fileIds);
    if (err instanceof StatusMoved) return null;
    throw err;
  }
}

/** Thrown inside the write to undo it when the repair's status changed after it was read. */
class StatusMoved extends Error {}

/** The 409 for a change made from a status the repair left: who moved it last, and when. */
async function statusConflict(deps: Deps, row: repo.RepairRow, to: RepairStatus) {
  const history = await repo.historyOf(deps.db, row.id);
  const last = history.at(-1);
  const current: StatusConflict = {
    status: displayStatus(row.status),
    changedByName: last?.changed_by_name ?? null,
    changedAt: last?.changed_at ?? row.updated_at,
  };
  const store = await findStore(deps, row.store_id);
  return new HttpError(
    409,
    STATUS_CONFLICT_CODE,
    `This repair changed after your change was made: ${describeStatusConflict(current, store?.timezone)} ` +
      `Your change to ${REPAIR_STATUS_LABELS[to]} was not made, because it would move the repair back.`,
    undefined,
    undefined,
    { current },
  );
}

export { statusPath };
export { publicStatus } from './status-link';
