import { formatPhone } from '../../../shared/customers';
import { customerForSale } from '../customers/service';
import type { PaymentMethod } from '../../../shared/devices';
import type { ListQuery } from '../../../shared/buybacks';
import { newId } from '../../../shared/ids';
import type { SignatureMethod } from '../../../shared/signatures';
import type { DeviceSale, DeviceSaleDetail, SaleFields } from '../../../shared/sales';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { keysetPage } from '../../lib/cursor';
import type { Paged } from '../../lib/page';
import { replayedCreate } from '../../lib/idempotent';
import { conflict, notFound } from '../../lib/http-error';
import type { FormParts } from '../../plugins/multipart';
import { counterConsentRows, recordCounterConsents } from '../marketing/service';
import { logActivity } from '../activity/service';
import * as files from '../files/service';
import { nextStoreNumber, resolveWorkStore } from '../org/service';
import { checkNotHeld, getStockItem, markSold } from '../stock/service';
import { signedTermsById, termsToSign } from '../terms/service';
import { saleTotals } from '../../../shared/money-rules';
import { appendLedger, checkCounterLimit } from '../money/service';
import { saleLedgerRow } from './ledger';
import * as repo from './repo';

const FIRST_RECEIPT = 1001;
const MAX_RECEIPTS = 4;

function toSale(row: repo.SaleRow, lists: Record<string, string[]>): DeviceSale {
  return {
    id: row.id,
    receiptNumber: `S-${row.receipt_number}`,
    storeId: row.store_id,
    storeName: row.store_name,
    customerName: row.customer_name,
    customerPhone: row.customer_phone && formatPhone(row.customer_phone),
    customerEmail: row.customer_email,
    deviceBrand: row.device_brand,
    deviceModel: row.device_model,
    imei: row.imei,
    condition: row.condition,
    salePrice: row.price_cents / 100,
    tax: row.tax_cents / 100,
    total: (row.price_cents + row.tax_cents) / 100,
    paymentMethod: row.payment_method as PaymentMethod,
    notes: row.notes,
    stockItemId: row.stock_item_id,
    costPrice: row.cost_cents === null ? null : row.cost_cents / 100,
    profit: row.cost_cents === null ? null : (row.price_cents - row.cost_cents) / 100,
    customerSignature: row.signature_id ? files.fileUrl(row.signature_id) : null,
    customerSignatureMethod: row.signature_method as SignatureMethod | null,
    paymentReceipts: lists.paymentReceipts ?? [],
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
  };
}

export async function getSale(deps: Deps, reach: Reach, id: string): Promise<DeviceSaleDetail> {
  const row = await repo.findSale(deps.db, reach, id);
  if (!row) throw notFound('Sale not found');
  const terms = await signedTermsById(deps, [row.terms_version_id]);
  return {
    ...toSale(row, (await files.fileListsOf(deps, [id])).get(id) ?? {}),
    terms: (row.terms_version_id && terms.get(row.terms_version_id)) || null,
  };
}

export async function listSales(
  deps: Deps,
  reach: Reach,
  query: ListQuery,
): Promise<Paged<DeviceSale[]>> {
  const { rows, nextCursor } = await keysetPage(query.limit, query.cursor, (window) =>
    repo.listSaleRows(deps.db, reach, { ...window, search: query.search }),
  );
  const lists = await files.fileListsOf(
    deps,
    rows.map((r) => r.id),
  );
  return { body: rows.map((r) => toSale(r, lists.get(r.id) ?? {})), nextCursor };
}

/**
 * Sells a device: one from stock (which becomes sold, with its profit) or one typed in at the
 * counter. Signature and receipts are optional here; whatever is sent is checked by content.
 */
export async function createSale(
  deps: Deps,
  actor: Actor,
  reach: Reach,
  input: SaleFields,
  form: FormParts,
): Promise<{ sale: DeviceSaleDetail; created: boolean }> {
  const replay = await replayedCreate(
    input.id,
    reach,
    (id) => repo.findSaleAnywhere(deps.db, id),
    (id) => getSale(deps, reach, id),
    'sale',
  );
  if (replay) return { sale: replay, created: false };
  const item = input.stockItemId ? await getStockItem(deps, reach, input.stockItemId) : null;
  if (item && item.status !== 'in_stock') throw conflict('This device is no longer in stock.');
  await checkNotHeld(deps, { item, imei: input.imei ?? null });
  // A device from stock is sold by the store that holds it.
  const store = await resolveWorkStore(
    deps,
    actor.user,
    reach,
    item?.storeId ?? input.storeId,
    'sale',
  );
  const terms = await termsToSign(deps, 'sale', store.id, input.termsVersionId);
  const signature = files.checkUploads(
    'customerSignature',
    { files: form.files.customerSignature, dataUrl: form.fields.customerSignature },
    'signature',
    1,
  );
  const receipts = files.checkUploads(
    'paymentReceipts',
    { files: form.files.paymentReceipts },
    'document',
    MAX_RECEIPTS,
  );
  const checked: Record<string, files.CheckedFile> = {
    ...(signature[0] ? { customerSignature: signature[0] } : {}),
    ...Object.fromEntries(receipts.map((f, i) => [`paymentReceipts:${i}`, f])),
  };
  const id = input.id ?? newId();
  const priceCents = Math.round(input.salePrice * 100);
  const { totalCents } = saleTotals(priceCents, await repo.storeTaxRatePpm(deps.db, store.id));
  await checkCounterLimit(deps.db, actor, store.id, 'sale', totalCents);
  const createdAt = isoNow(deps.clock);
  const consents = counterConsentRows(
    input,
    { phone: input.customerPhone, email: input.customerEmail },
    store.companyName ?? store.name,
    { source: 'sale', storeId: store.id, userId: actor.user.id, at: createdAt },
  );
  const ids = await files.writeFiles(deps, checked);
  try {
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx: Deps = { ...deps, db: trx };
      const amounts = saleTotals(priceCents, await repo.storeTaxRatePpm(trx, store.id));
      await files.recordFiles(tx, checked, ids, { storeId: store.id, createdBy: actor.user.id });
      const customerId = await customerForSale(tx, {
        storeId: store.id,
        name: input.customerName,
        phone: input.customerPhone,
        email: input.customerEmail,
      });
      await repo.insertSale(trx, {
        id,
        store_id: store.id,
        customer_id: customerId,
        receipt_number: await nextStoreNumber(tx, store.id, 'sale', FIRST_RECEIPT),
        stock_item_id: item?.id ?? null,
        customer_name: input.customerName,
        customer_phone: input.customerPhone ?? null,
        customer_email: input.customerEmail ?? null,
        device_brand: item?.deviceBrand ?? input.deviceBrand!,
        device_model: item?.deviceModel ?? input.deviceModel!,
        imei: item?.imei ?? input.imei ?? null,
        condition: item?.condition ?? input.condition ?? null,
        price_cents: priceCents,
        tax_cents: amounts.taxCents,
        cost_cents: item ? Math.round(item.cost * 100) : null,
        payment_method: input.paymentMethod,
        notes: input.notes || null,
        signature_id: ids.customerSignature ?? null,
        signature_method: ids.customerSignature ? input.customerSignatureMethod : null,
        created_by: actor.user.id,
        created_at: createdAt,
        terms_version_id: terms.id,
      });
      await appendLedger(trx, [
        saleLedgerRow(
          id,
          { storeId: store.id, method: input.paymentMethod, at: createdAt, by: actor.user.id },
          amounts,
        ),
      ]);
      await files.attachFileList(
        tx,
        id,
        'paymentReceipts',
        receipts.map((_, i) => ids[`paymentReceipts:${i}`]!),
      );
      if (item) await markSold(tx, item.id, { saleId: id, priceCents });
      await recordCounterConsents(tx, consents, store.companyName ?? store.name);
      await logActivity(tx, {
        ...actorFields(actor),
        storeId: store.id,
        action: 'sale.create',
        entity: 'device_sale',
        entityId: id,
        details: { price: input.salePrice, stockItemId: item?.id ?? null },
      });
    });
  } catch (err) {
    await files.discardFiles(deps, ids);
    throw err;
  }
  return { sale: await getSale(deps, reach, id), created: true };
}
