import type { SessionUser } from '../../../shared/auth';
import type { DeviceSale } from '../../../shared/sales';
import {
  amount,
  madeBy,
  PENDING_NUMBER,
  signedBy,
  storeOf,
  text,
} from '../../lib/offline/local-records';
import { formCreate, type FormFields } from '../../lib/offline/writes';

/** A sale as its list shows it until the server has it. */
function localSale(fields: FormFields, user: SessionUser, now: string): DeviceSale {
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
    // The store's tax rate is the server's: the sale shows its tax once it is sent.
    tax: null,
    total: null,
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
    ...madeBy(user),
    createdAt: now,
  };
}

/** A sale waits on this device with its receipts; its list shows it meanwhile. */
export const saleOffline = formCreate('sale.create', 'Sale', 'deviceSales', localSale);
