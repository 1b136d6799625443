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
