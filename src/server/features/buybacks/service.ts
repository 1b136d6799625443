import {
  BUYBACK_FILE_LIMITS,
  BUYBACK_REQUIRED,
  IMEI_BLOCKED_CODE,
  type BuybackFields,
  type DevicePurchase,
  type DevicePurchaseDetail,
  type ListQuery,
} from '../../../shared/buybacks';
import type { AddendumInput, AddendumPart } from '../../../shared/buyback-addenda';
import { holdUntil } from '../../../shared/buyback-rules';
import { sellerDeclaration, sellerRefusal } from '../../../shared/buyback-seller';
import { addYears, localDate } from '../../../shared/time';
import { phoneDigits } from '../../../shared/customers';
import type { Condition, PaymentMethod } from '../../../shared/devices';
import { newId, timeOfId } from '../../../shared/ids';
import type { SignatureMethod } from '../../../shared/signatures';
import { can } from '../../../shared/policy';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, requireApproval, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { keysetPage } from '../../lib/cursor';
import type { Paged } from '../../lib/page';
import { replayedCreate } from '../../lib/idempotent';
import { HttpError, fieldError, notFound } from '../../lib/http-error';
import type { FormParts } from '../../plugins/multipart';
import { counterConsentRows, recordCounterConsents } from '../marketing/service';
import { logActivity, type ActivityEntry } from '../activity/service';
import * as files from '../files/service';
import { buybackBlockers, describeBlockers } from '../imei/service';
import { linkSeller, storeCustomer } from '../customers/service';
import { resolveWorkStore } from '../org/service';
import { addToStock } from '../stock/service';
import { signedTermsById, termsToSign } from '../terms/service';
import { appendLedger, checkCounterLimit } from '../money/service';
import { buybackLedgerRow } from './ledger';
import * as repo from './repo';

const masked = (idNumber: string) => `•••${idNumber.slice(-4)}`;

/**
 * Who reads a seller's identity in full (ID numbers, birth date, address, ID photo): the people
 * who may read the police report, which holds the same data (issue 37). Everyone else sees the
 * ID's type, issuer and last four once the buyback is recorded, and no ID photo.
 */
export function seesSellerIdentity(actor: Actor): boolean {
  return can(actor.user.role, 'police_reports.view');
}

function toPurchase(
  row: repo.PurchaseRow,
  fileLists: Record<string, string[]>,
  full: boolean,
  withIdPhoto: boolean,
): DevicePurchase {
  return {
    ...storeCustomer(row),
    idType: row.id_type as DevicePurchase['idType'],
    idNumber: full ? row.id_number : masked(row.id_number),
    sellerBirthDate: full ? row.seller_birth_date : null,
    sellerAddress: full ? row.seller_address : null,
    idIssuer: row.id_issuer,
    idExpiry: row.id_expiry,
    secondIdType: row.second_id_type as DevicePurchase['secondIdType'],
    secondIdNumber:
      row.second_id_number === null || full ? row.second_id_number : masked(row.second_id_number),
    secondIdIssuer: row.second_id_issuer,
    secondIdExpiry: row.second_id_expiry,
    ownedFor: row.owned_for as DevicePurchase['ownedFor'],
    deviceMarks: row.device_marks,
    declaration: row.declaration,
    deviceBrand: row.device_brand,
    deviceModel: row.device_model,
    imei: row.imei,
    storage: row.storage,
    color: row.color,
    carrier: row.carrier,
    condition: row.condition as Condition,
    finalAmount: row.amount_cents / 100,
    paymentMethod: row.payment_method as PaymentMethod,
    notes: row.notes,
    stockItemId: row.stock_item_id,
    customerSignature: files.fileUrl(row.signature_id),
    customerSignatureMethod: row.signature_method as SignatureMethod,
    deviceImages: fileLists.deviceImages ?? [],
    paymentReceipts: fileLists.paymentReceipts ?? [],
    idPhoto: row.id_photo_id && withIdPhoto ? files.fileUrl(row.id_photo_id) : null,
    createdBy: row.created_by,
    createdByName: row.created_by_name ?? row.clerk_name_now,
    createdAt: row.created_at,
    overrideReason: row.override_reason,
  };
}

/**
 * One buyback as `actor` may read it: in full (logged as a view of the seller's identity when
 * `logView`) for those who see identities, masked for everyone else.
 */
export async function getPurchase(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  logView = false,
): Promise<DevicePurchaseDetail> {
  const row = await repo.findPurchase(deps.db, reach, id);
  if (!row) throw notFound('Buyback not found');
  const full = seesSellerIdentity(actor);
  const lists = await files.fileListsOf(deps, [id]);
  const terms = await signedTermsById(deps, [row.terms_version_id]);
  const addenda = await repo.listAddenda(deps.db, id);
  if (full && logView) await logIdentityView(deps, actor, row, 'record');
  return {
    ...toPurchase(row, lists.get(id) ?? {}, full, full),
    terms: (row.terms_version_id && terms.get(row.terms_version_id)) || null,
    addenda: addenda.map((a) => ({
      id: a.id,
      part: a.field as AddendumPart,
      correction: a.correction,
      reason: a.reason,
      createdByName: a.created_by_name,
      createdAt: a.created_at,
    })),
    retainUntil: row.retain_until,
  };
}

/**
 * Corrects a buyback record by adding to it: the record stays as it was written (the database
 * refuses any change to it), and the correction, who made it and why are kept beside it.
 */
export async function addAddendum(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  id: string,
  input: AddendumInput,
): Promise<DevicePurchaseDetail> {
  const row = await repo.findPurchase(deps.db, reach, id);
  if (!row) throw notFound('Buyback not found');
  const addendumId = newId();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertAddendum(trx, {
      id: addendumId,
      purchase_id: id,
      store_id: row.store_id,
      field: input.part,
      correction: input.correction,
      reason: input.reason,
      created_by: actor.user.id,
      created_by_name: `${actor.user.firstName} ${actor.user.lastName}`,
      created_at: isoNow(deps.clock),
    });
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        storeId: row.store_id,
        action: 'buyback.addendum',
        entity: 'device_purchase',
        entityId: id,
        details: { part: input.part, correction: input.correction, reason: input.reason },
      },
    );
  });
  return getPurchase(deps, actor, reach, id);
}

/** Who viewed a seller's full identity, and when: each full view is in the activity log. */
async function logIdentityView(
  deps: Deps,
  actor: Actor,
  row: Pick<repo.PurchaseRow, 'id' | 'store_id' | 'customer_name'>,
  what: 'record' | 'idPhoto',
): Promise<void> {
  await logActivity(deps, {
    ...actorFields(actor),
    storeId: row.store_id,
    action: 'buyback.identity_view',
    entity: 'device_purchase',
    entityId: row.id,
    details: { what, seller: row.customer_name },
  });
}

export const ID_PHOTO_REFUSED = "Only a manager can open a seller's ID photo.";

/**
 * Whether `actor` may open the ID photo `fileId` of a buyback; a full view is logged. Files that
 * are no buyback's ID photo are not this feature's to judge (true).
 */
export async function mayOpenIdPhoto(deps: Deps, actor: Actor, fileId: string): Promise<boolean> {
  const row = await repo.findPurchaseByIdPhoto(deps.db, fileId);
  if (!row) return true;
  if (!seesSellerIdentity(actor)) return false;
  await logIdentityView(deps, actor, row, 'idPhoto');
  return true;
}

export async function listPurchases(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  query: ListQuery,
): Promise<Paged<DevicePurchase[]>> {
  const digits = query.search ? phoneDigits(query.search) : '';
  const { rows, nextCursor } = await keysetPage(query.limit, query.cursor, (window) =>
    repo.listPurchaseRows(deps.db, reach, {
      ...window,
      search: query.search
        ? { text: query.search, digits: digits.length >= 3 ? digits : null }
        : undefined,
    }),
  );
  const lists = await files.fileListsOf(
    deps,
    rows.map((r) => r.id),
  );
  const withIdPhoto = seesSellerIdentity(actor);
  return {
    body: rows.map((r) => toPurchase(r, lists.get(r.id) ?? {}, false, withIdPhoto)),
    nextCursor,
  };
}

/** The seller's identity as the record keeps it, with the declaration in the words they made. */
function sellerColumns(input: BuybackFields, minAge: number) {
  return {
    seller_birth_date: input.sellerBirthDate,
    seller_address: input.sellerAddress,
    id_issuer: input.idIssuer,
    id_expiry: input.idExpiry,
    second_id_type: input.secondIdType ?? null,
    second_id_number: input.secondIdNumber ?? null,
    second_id_issuer: input.secondIdIssuer ?? null,
    second_id_expiry: input.secondIdExpiry ?? null,
    owned_for: input.ownedFor,
    device_marks: input.deviceMarks ?? null,
    declaration: sellerDeclaration({ minAge, ownedFor: input.ownedFor }),
  };
}

function required(field: string, message: string): HttpError {
  return fieldError(field, message);
}

/**
 * The files a buyback must carry, checked by content; each missing one has its message
 * (docs/product.md, Messages).
 */
function checkBuybackFiles(form: FormParts) {
  const signature = files.checkUploads(
    'customerSignature',
    { files: form.files.customerSignature, dataUrl: form.fields.customerSignature },
    'signature',
    1,
  );
  if (signature.length === 0)
    throw required('customerSignature', BUYBACK_REQUIRED.signature.message);
  const photos = files.checkUploads(
    'deviceImages',
    { files: form.files.deviceImages },
    'photo',
    BUYBACK_FILE_LIMITS.deviceImages,
  );
  if (photos.length === 0) throw required('deviceImages', BUYBACK_REQUIRED.photos.message);
  const receipts = files.checkUploads(
    'paymentReceipts',
    { files: form.files.paymentReceipts },
    'document',
    BUYBACK_FILE_LIMITS.paymentReceipts,
  );
  if (receipts.length === 0) throw required('paymentReceipts', BUYBACK_REQUIRED.receipt.message);
  const idPhoto = files.checkUploads('idPhoto', { files: form.files.idPhoto }, 'photo', 1);
  return {
    customerSignature: signature[0]!,
    ...(idPhoto[0] ? { idPhoto: idPhoto[0] } : {}),
    ...Object.fromEntries(photos.map((f, i) => [`deviceImages:${i}`, f])),
    ...Object.fromEntries(receipts.map((f, i) => [`paymentReceipts:${i}`, f])),
  } as Record<string, files.CheckedFile>;
}

/**
 * Buys a device from a customer. Two sends of one buyback racing each other (a triple tap, an
 * offline replay) make one record: the loser, refused by the record or the IMEI the winner just
 * stored, answers with the winner's record instead of an error that would make the clerk pay the
 * seller again.
 */
export async function createPurchase(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: BuybackFields,
  form: FormParts,
): Promise<{ purchase: DevicePurchaseDetail; created: boolean }> {
  try {
    return await writePurchase(deps, actor, reach, input, form);
  } catch (err) {
    const raced = await sameCreate(deps, actor, reach, input.id);
    if (raced) return { purchase: raced, created: false };
    throw err;
  }
}

/**
 * Buys a device from a customer. Fields, then files, then the IMEI are checked before anything is
 * stored; the device enters stock at the amount paid, in the same transaction.
 */
async function writePurchase(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: BuybackFields,
  form: FormParts,
): Promise<{ purchase: DevicePurchaseDetail; created: boolean }> {
  const replay = await sameCreate(deps, actor, reach, input.id);
  if (replay) return { purchase: replay, created: false };
  const store = await resolveWorkStore(deps, actor.user, reach, input.storeId, 'buyback');
  const createdAt = isoNow(deps.clock);
  const today = localDate(new Date(createdAt), store.timezone);
  const refusal = sellerRefusal(input, store, today);
  if (refusal) throw fieldError(refusal.field, refusal.message);
  const terms = await termsToSign(deps, 'buyback', store.id, input.termsVersionId);
  const checked = checkBuybackFiles(form);
  const override = await imeiOverride(deps, actor, input);

  const id = input.id ?? newId();
  const consents = counterConsentRows(
    input,
    { phone: input.customerPhone, email: input.customerEmail },
    store.companyName ?? store.name,
    { source: 'buyback', storeId: store.id, userId: actor.user.id, at: createdAt },
  );
  const amountCents = Math.round(input.finalAmount * 100);
  await checkCounterLimit(deps.db, actor, store.id, 'payout', amountCents);
  const ids = await files.writeFiles(deps, checked);
  const listOf = (field: string) =>
    Object.keys(checked)
      .filter((k) => k.startsWith(`${field}:`))
      .map((k) => ids[k]!);
  try {
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx: Deps = { ...deps, db: trx };
      await files.recordFiles(tx, checked, ids, { storeId: store.id, createdBy: actor.user.id });
      await repo.insertPurchase(trx, {
        id,
        store_id: store.id,
        customer_name: input.customerName,
        customer_phone: input.customerPhone,
        phone_digits: phoneDigits(input.customerPhone),
        customer_email: input.customerEmail ?? null,
        id_type: input.idType,
        id_number: input.idNumber,
        device_brand: input.deviceBrand,
        device_model: input.deviceModel,
        imei: input.imei,
        storage: input.storage ?? null,
        color: input.color ?? null,
        carrier: input.carrier ?? null,
        condition: input.condition,
        amount_cents: amountCents,
        payment_method: input.paymentMethod,
        notes: input.notes ?? null,
        override_reason: input.overrideReason ?? null,
        signature_id: ids.customerSignature!,
        signature_method: input.customerSignatureMethod,
        id_photo_id: ids.idPhoto ?? null,
        created_by: actor.user.id,
        created_at: createdAt,
        terms_version_id: terms.id,
        ...sellerColumns(input, store.buybackMinAge),
        created_by_name: `${actor.user.firstName} ${actor.user.lastName}`,
        retain_until: addYears(today, store.recordRetentionYears),
      });
      await linkSeller(tx, id, {
        storeId: store.id,
        name: input.customerName,
        phone: input.customerPhone,
        email: input.customerEmail,
        notifyOptOut: undefined,
      });
      await appendLedger(trx, [
        buybackLedgerRow(
          id,
          { storeId: store.id, method: input.paymentMethod, at: createdAt, by: actor.user.id },
          amountCents,
        ),
      ]);
      await files.attachFileList(tx, id, 'deviceImages', listOf('deviceImages'));
      await files.attachFileList(tx, id, 'paymentReceipts', listOf('paymentReceipts'));
      await addToStock(tx, {
        storeId: store.id,
        purchaseId: id,
        imei: input.imei,
        deviceBrand: input.deviceBrand,
        deviceModel: input.deviceModel,
        storage: input.storage ?? null,
        color: input.color ?? null,
        condition: input.condition,
        costCents: Math.round(input.finalAmount * 100),
        // The store's hold as it stands now: a later change of its rules does not move it.
        holdUntil: holdUntil(new Date(createdAt), store.timezone, store.buybackHoldDays),
      });
      if (override) await logActivity(tx, override);
      await recordCounterConsents(tx, consents, store.companyName ?? store.name);
      await logActivity(tx, {
        ...actorFields(actor),
        storeId: store.id,
        action: 'buyback.create',
        entity: 'device_purchase',
        entityId: id,
        details: { imei: input.imei, amount: input.finalAmount },
      });
    });
  } catch (err) {
    await files.discardFiles(deps, ids);
    throw err;
  }
  return { purchase: await getPurchase(deps, actor, reach, id), created: true };
}

function sameCreate(deps: Deps, actor: Actor, reach: Reach, id: string | undefined) {
  return replayedCreate(
    id,
    reach,
    (purchaseId) => repo.findPurchaseAnywhere(deps.db, purchaseId),
    (purchaseId) => getPurchase(deps, actor, reach, purchaseId),
    'buyback',
  );
}

/**
 * A flagged or already-stocked IMEI blocks the buyback unless a manager overrides with a reason.
 * The override's activity row is returned, for the buyback's own transaction to write: an
 * override is logged only when the buyback it allowed is stored.
 */
async function imeiOverride(
  deps: Deps,
  actor: Actor,
  input: { imei: string; overrideReason?: string; id?: string },
): Promise<ActivityEntry | null> {
  const { imei, overrideReason } = input;
  // Judged as of when the buyback was made: its client-made id carries the device's clock. A
  // future time (a fast clock) counts as now.
  const now = deps.clock.now();
  const made = timeOfId(input.id);
  const madeAt = made && made < now ? made : now;
  const warning = describeBlockers(await buybackBlockers(deps, imei, madeAt), madeAt);
  if (!warning) return null;
  if (!overrideReason) {
    throw new HttpError(409, IMEI_BLOCKED_CODE, `${warning} A manager must approve this buyback.`);
  }
  requireApproval(actor, 'imei.override', 'Only a manager can override this warning.');
  return {
    ...actorFields(actor),
    storeId: actor.user.storeId,
    action: 'imei.override',
    entity: 'imei',
    entityId: imei,
    details: { warning, reason: overrideReason },
  };
}
