import type { SessionUser } from '../../../shared/auth';
import type {
  RepairWaiverDetail,
  RepairWaiverInput,
  StatusChangeInput,
} from '../../../shared/repairs';
import type { SignedTerms } from '../../../shared/terms';
import {
  amount,
  madeBy,
  PENDING_NUMBER,
  signedBy,
  text,
  withStatus,
} from '../../lib/offline/local-records';
import { writeLabel, type OfflineWrite } from '../../lib/offline/writes';

/**
 * A check-in as the screens show it until the server has it: photos and signature as data URLs,
 * and the terms the form showed, so its ticket prints before it syncs.
 */
function localWaiver(
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
    // Parts are reserved by the server, once the repair reaches it.
    waitingForParts: false,
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
    // The store's tax on it is worked out by the server once the check-in reaches it.
    estimateTax: 0,
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
    ...madeBy(user),
    createdAt: now,
    updatedAt: now,
    pickedUpAt: null,
    statusUrl: '',
    notifyOptOut: false,
    history: [],
    terms,
    // The server flags a warranty return when the check-in reaches it.
    warrantyReturnOf: null,
  };
}

/** A check-in waits on this device, with its ticket printable, and remembers its customer. */
export const checkInOffline: OfflineWrite<RepairWaiverInput> = {
  kind: 'repair.create',
  async keep(input, { user, now, shownTerms }) {
    const terms = await shownTerms(input.storeId ?? user.storeId, input.termsVersionId);
    const record = localWaiver(input, user, now, terms);
    return {
      record,
      recordId: record.id,
      keep: { table: 'repairWaivers', as: 'new' },
      label: writeLabel('Check-in', record),
      customer: input.customerEmail
        ? {
            customerEmail: String(input.customerEmail).toLowerCase(),
            customerName: String(input.customerName),
            customerPhone: String(input.customerPhone),
            customerZip: String(input.customerZip ?? ''),
          }
        : undefined,
    };
  },
};

/** The status change (or pickup) as sent, with the repair's id from its path. */
export type StatusChangeBody = StatusChangeInput & { repairWaiverId: string };

/** A status change or pickup waits here; the repair shows it at once, on this device. */
export const statusChangeOffline: OfflineWrite<StatusChangeBody> = {
  kind: 'repair.status',
  async keep(body, { now, knownRepair }) {
    const id = body.repairWaiverId;
    const record = withStatus((await knownRepair(id)) ?? { id }, body, now);
    return {
      record,
      recordId: id,
      keep: { table: 'repairWaivers', as: 'change' },
      label: writeLabel('Status change', record),
    };
  },
};
