import { formatPhone } from '../../../shared/customers';
import { displayStatus, type RepairWaiver, type StatusHistoryEntry } from '../../../shared/repairs';
import type { SignatureMethod } from '../../../shared/signatures';
import { statusPath } from '../../../shared/status-page';
import { formatTicket } from '../customers/service';
import { fileUrl } from '../files/service';
import type { RepairRow } from './repo';

export { statusPath };

export function toWaiver(row: RepairRow): RepairWaiver {
  return {
    id: row.id,
    ticketNumber: formatTicket(row.ticket_number),
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerPhone: formatPhone(row.customer_phone),
    customerEmail: row.customer_email,
    customerZip: row.customer_zip,
    deviceBrand: row.device_brand,
    deviceModel: row.device_model,
    deviceColor: row.device_color,
    imeiSerial: row.imei_serial,
    deviceImei: row.imei_serial,
    devicePassword: row.device_password,
    deviceUnlockCode: row.device_password,
    problemDescription: row.problem_description,
    issueDescription: row.issue_description,
    estimatedCost: row.estimated_cost_cents / 100,
    estimateTax: row.estimate_tax_cents / 100,
    repairType: row.repair_type,
    additionalNotes: row.additional_notes,
    notes: row.additional_notes,
    companyName: row.company_name,
    beforePhoto: fileUrl(row.before_photo_id),
    afterPhoto: row.after_photo_id ? fileUrl(row.after_photo_id) : null,
    dropoffSignature: fileUrl(row.dropoff_signature_id),
    dropoffSignatureMethod: row.dropoff_signature_method as SignatureMethod,
    pickupSignature: row.pickup_signature_id ? fileUrl(row.pickup_signature_id) : null,
    pickupSignatureMethod: row.pickup_signature_method as SignatureMethod | null,
    status: displayStatus(row.status),
    waitingForParts: row.parts_waiting > 0,
    storeId: row.store_id,
    storeName: row.store_name,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    pickedUpAt: row.picked_up_at,
    statusUrl: statusPath(row.status_token),
    notifyOptOut: row.notify_opt_out === 1,
  };
}

export function toHistoryEntry(row: {
  id: string;
  from_status: string | null;
  to_status: string;
  notes: string | null;
  changed_by: string | null;
  changed_by_name: string | null;
  changed_at: string;
}): StatusHistoryEntry {
  return {
    id: row.id,
    fromStatus: row.from_status ? displayStatus(row.from_status) : null,
    toStatus: displayStatus(row.to_status),
    notes: row.notes,
    changedBy: row.changed_by,
    changedByName: row.changed_by_name,
    changedAt: row.changed_at,
  };
}
