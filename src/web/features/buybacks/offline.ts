import type { SessionUser } from '../../../shared/auth';
import type { DevicePurchase } from '../../../shared/buybacks';
import { amount, madeBy, signedBy, storeOf, text } from '../../lib/offline/local-records';
import { formCreate, type FormFields } from '../../lib/offline/writes';

/** A buyback as its list shows it until the server has it. */
function localPurchase(fields: FormFields, user: SessionUser, now: string): DevicePurchase {
  return {
    id: fields.id ?? '',
    ...storeOf(fields, user),
    customerName: fields.customerName ?? '',
    customerPhone: fields.customerPhone ?? '',
    customerEmail: text(fields.customerEmail),
    idType: (fields.idType ?? 'drivers_license') as DevicePurchase['idType'],
    idNumber: (fields.idNumber ?? '').slice(-4),
    // Personal details show in the full record, once the server has it.
    sellerBirthDate: null,
    sellerAddress: null,
    idIssuer: text(fields.idIssuer),
    idExpiry: text(fields.idExpiry),
    secondIdType: (text(fields.secondIdType) as DevicePurchase['secondIdType']) ?? null,
    secondIdNumber: fields.secondIdNumber ? fields.secondIdNumber.slice(-4) : null,
    secondIdIssuer: text(fields.secondIdIssuer),
    secondIdExpiry: text(fields.secondIdExpiry),
    ownedFor: (text(fields.ownedFor) as DevicePurchase['ownedFor']) ?? null,
    deviceMarks: text(fields.deviceMarks),
    declaration: null,
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
    ...madeBy(user),
    createdAt: now,
    overrideReason: text(fields.overrideReason),
  };
}

/** A buyback waits on this device with its photos and receipts; its list shows it meanwhile. */
export const buybackOffline = formCreate(
  'buyback.create',
  'Buyback',
  'devicePurchases',
  localPurchase,
);
