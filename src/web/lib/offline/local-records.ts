import type { SessionUser } from '../../../shared/auth';
import type { DevicePurchase } from '../../../shared/buybacks';
import {
  canonicalStatus,
  type RepairWaiverDetail,
  type RepairWaiverInput,
} from '../../../shared/repairs';
import type { DeviceSale } from '../../../shared/sales';
import type { SignatureMethod } from '../../../shared/signatures';
import type { SignedTerms } from '../../../shared/terms';

/** Shown where the server would give a ticket or receipt number: it comes with the sync. */
export const PENDING_NUMBER = 'No ticket yet';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
/** As the server reads it: a signature sent without its method was drawn. */
const signedBy = (value: unknown): SignatureMethod => (value === 'typed' ? 'typed' : 'drawn');
const amount = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * A check-in as the screens show it until the server has it: photos and signature as data URLs,
 * and the terms the form showed, so its ticket prints before it syncs.
 */
export function localWaiver(
  input: RepairWaiverInput,
  user: SessionUser,
  now: string,
  terms: SignedTerms | null = null,
): RepairWaiverDetail {
  const raw = input as Record<string, unknown>;
  const store = text(raw.storeId) ?? user.storeId ?? '';
  return {
    id: String(input.id),
    ticketNumber: PENDING_NUMBER,
    customerId: '',
    customerName: String(input.customerName),
    customerPhone: String(input.customerPhone),
    customerEmail: text(raw.customerEmail),
    customerZip: String(input.customerZip ?? ''),
    deviceBrand: String(input.deviceBrand),
    deviceModel: String(input.deviceModel),
    deviceColor: text(raw.deviceColor),
    imeiSerial: text(raw.imeiSerial) ?? text(raw.deviceImei),
    deviceImei: text(raw.deviceImei) ?? text(raw.imeiSerial),
    devicePassword: text(raw.devicePassword),
    deviceUnlockCode: text(raw.deviceUnlockCode),
    problemDescription: String(input.problemDescription ?? ''),
    issueDescription: text(raw.issueDescription),
    estimatedCost: amount(raw.estimatedCost),
    repairType: String(raw.repairType ?? ''),
    additionalNotes: text(raw.additionalNotes),
    notes: text(raw.notes),
    companyName: input.companyName as RepairWaiverDetail['companyName'],
    beforePhoto: String(raw.beforePhoto ?? ''),
    afterPhoto: null,
    dropoffSignature: String(raw.dropoffSignature ?? ''),
    dropoffSignatureMethod: signedBy(raw.dropoffSignatureMethod),
    pickupSignature: null,
    pickupSignatureMethod: null,
    status: 'received',
    storeId: store,
    storeName: store === user.storeId ? (user.storeName ?? '') : '',
    createdBy: user.id,
    createdByName: `${user.firstName} ${user.lastName}`,
    createdAt: now,
    updatedAt: now,
    pickedUpAt: null,
    statusUrl: '',
    notifyOptOut: false,
    history: [],
    terms,
  };
}

/** A repair with a status change applied on this device (the server decides when it syncs). */
export function withStatus(
  waiver: Record<string, unknown>,
  body: {
    status?: unknown;
    pickupSignature?: unknown;
    pickupSignatureMethod?: unknown;
    afterPhoto?: unknown;
  },
  now: string,
): Record<string, unknown> {
  const status = canonicalStatus(String(body.status ?? '')) ?? waiver.status;
  return {
    ...waiver,
    status,
    updatedAt: now,
    ...(status === 'picked_up'
      ? {
          pickedUpAt: now,
          pickupSignature: body.pickupSignature ?? null,
          pickupSignatureMethod: body.pickupSignature ? signedBy(body.pickupSignatureMethod) : null,
        }
      : {}),
    ...(typeof body.afterPhoto === 'string' ? { afterPhoto: body.afterPhoto } : {}),
  };
}

function storeOf(fields: Record<string, string>, user: SessionUser) {
  const storeId = fields.storeId ?? user.storeId ?? '';
  return { storeId, storeName: storeId === user.storeId ? (user.storeName ?? '') : '' };
}

/** A buyback as its list shows it until the server has it. */
export function localPurchase(
  fields: Record<string, string>,
  user: SessionUser,
  now: string,
): DevicePurchase {
  return {
    id: fields.id ?? '',
    ...storeOf(fields, user),
    customerName: fields.customerName ?? '',
    customerPhone: fields.customerPhone ?? '',
    customerEmail: text(fields.customerEmail),
    idType: (fields.idType ?? 'drivers_license') as DevicePurchase['idType'],
    idNumber: (fields.idNumber ?? '').slice(-4),
    deviceBrand: fields.deviceBrand ?? '',
    deviceModel: fields.deviceModel ?? '',
    imei: fields.imei ?? '',
    storage: text(fields.storage),
    color: text(fields.color),
    carrier: text(fields.carrier),
    condition: (fields.condition ?? 'good') as DevicePurchase['condition'],
    finalAmount: amount(fields.finalAmount),
    paymentMethod: (fields.paymentMethod ?? 'cash') as DevicePurchase['paymentMethod'],
    notes: text(fields.notes),
    stockItemId: null,
    customerSignature: '',
    customerSignatureMethod: signedBy(fields.customerSignatureMethod),
    deviceImages: [],
    paymentReceipts: [],
    idPhoto: null,
    createdBy: user.id,
    createdByName: `${user.firstName} ${user.lastName}`,
    createdAt: now,
    overrideReason: text(fields.overrideReason),
  };
}

/** A sale as its list shows it until the server has it. */
export function localSale(
  fields: Record<string, string>,
  user: SessionUser,
  now: string,
): DeviceSale {
  return {
    id: fields.id ?? '',
    receiptNumber: PENDING_NUMBER,
    ...storeOf(fields, user),
    customerName: fields.customerName ?? '',
    customerPhone: text(fields.customerPhone),
    customerEmail: text(fields.customerEmail),
    deviceBrand: fields.deviceBrand ?? '',
    deviceModel: fields.deviceModel ?? '',
    imei: text(fields.imei),
    condition: text(fields.condition),
    salePrice: amount(fields.salePrice),
    paymentMethod: (fields.paymentMethod ?? 'cash') as DeviceSale['paymentMethod'],
    notes: text(fields.notes),
    stockItemId: text(fields.stockItemId),
    costPrice: null,
    profit: null,
    customerSignature: null,
    // Sent only with a signature (the file itself waits in the queue).
    customerSignatureMethod: fields.customerSignatureMethod
      ? signedBy(fields.customerSignatureMethod)
      : null,
    paymentReceipts: [],
    createdBy: user.id,
    createdByName: `${user.firstName} ${user.lastName}`,
    createdAt: now,
  };
}
