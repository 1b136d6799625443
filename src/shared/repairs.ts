import { z } from 'zod';
import { marketingConsentFields } from './marketing-consent';
import { formatDateTime } from './format';
import { counterCustomerFields, optionalText, zDollars, zZipCode } from './fields';
import { COMPANY_MESSAGES } from './companies';
import { ZSignatureMethod, ZSignatureMethodInput } from './signatures';
import { ZPaymentPart } from './repair-money';
import { ZSignedTerms, ZTermsVersionId } from './terms';

/**
 * Repair statuses. There are two spellings (docs/product.md, Oddities kept on purpose): the
 * dashboard's received/in_progress/completed/picked_up and the form's pending/in-progress/completed/
 * picked-up. Both are accepted; the canonical set below is what is stored and returned.
 */
export const REPAIR_STATUSES = ['received', 'in_progress', 'completed', 'picked_up'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = {
  received: 'Received',
  in_progress: 'In Progress',
  completed: 'Completed',
  picked_up: 'Picked Up',
};

/** A Map, not an object: typed input such as "__proto__" or "constructor" must not find anything. */
const STATUS_SPELLINGS = new Map<string, RepairStatus>([
  ['received', 'received'],
  ['pending', 'received'],
  ['in_progress', 'in_progress'],
  ['in-progress', 'in_progress'],
  ['completed', 'completed'],
  ['picked_up', 'picked_up'],
  ['picked-up', 'picked_up'],
]);

/** The canonical status for either spelling, or null when it is not a status at all. */
export function canonicalStatus(value: unknown): RepairStatus | null {
  if (typeof value !== 'string') return null;
  return STATUS_SPELLINGS.get(value.trim().toLowerCase()) ?? null;
}

/** What a screen shows: an unknown status displays as Received (docs/product.md, Repairs). */
export function displayStatus(value: unknown): RepairStatus {
  return canonicalStatus(value) ?? 'received';
}

/**
 * Where a repair may go next. Picked up is final. A device can go back to the bench from
 * completed (a fault found at the counter), and a customer can collect an unfinished device.
 */
export const STATUS_TRANSITIONS: Record<RepairStatus, readonly RepairStatus[]> = {
  received: ['in_progress', 'completed', 'picked_up'],
  in_progress: ['received', 'completed', 'picked_up'],
  completed: ['in_progress', 'picked_up'],
  picked_up: [],
};

export function canMoveTo(from: RepairStatus, to: RepairStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/**
 * Whether a change takes a repair further along (received, in progress, completed, picked up).
 * A change made from a status the repair no longer has is applied only when it is such a move:
 * a stale one going back would undo work done meanwhile (docs/decisions/029-offline-conflicts-and-shared-devices.md).
 */
export function isForwardMove(from: RepairStatus, to: RepairStatus): boolean {
  return REPAIR_STATUSES.indexOf(to) > REPAIR_STATUSES.indexOf(from);
}

/** Active repair: neither completed nor picked up (docs/product.md, Repairs). */
export function isActiveRepair(status: unknown): boolean {
  const s = displayStatus(status);
  return s !== 'completed' && s !== 'picked_up';
}

export type SignatureState = 'dropoff_only' | 'both' | 'awaiting_pickup' | 'none';

/** Signature states (docs/product.md, Repairs), as the admin panel counts them. */
export function signatureState(w: {
  status: unknown;
  dropoffSignature: string | null;
  pickupSignature: string | null;
}): SignatureState {
  if (w.dropoffSignature && w.pickupSignature) return 'both';
  if (displayStatus(w.status) === 'completed' && !w.pickupSignature) return 'awaiting_pickup';
  if (w.dropoffSignature) return 'dropoff_only';
  return 'none';
}

/** Common repair types, offered as suggestions; staff may type another. */
export const REPAIR_TYPES = [
  'Screen replacement',
  'Battery replacement',
  'Charging port',
  'Back glass',
  'Camera',
  'Speaker / microphone',
  'Water damage',
  'Buttons',
  'Software / data',
  'Diagnostic',
  'Other',
] as const;

/**
 * A photo or signature travels as a data URL in JSON (docs/product.md, Fields); the server stores
 * it as a file.
 */
const ZDataUrl = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, 'Upload a photo or image file');

/**
 * The check-in form and POST /api/repair-waivers: their rules and messages (docs/product.md,
 * Messages).
 */
export const ZRepairWaiverInput = z
  .object({
    ...counterCustomerFields('Customer name'),
    customerZip: zZipCode('Valid ZIP code required'),
    deviceBrand: z
      .string({ error: 'Device brand is required' })
      .trim()
      .min(1, 'Device brand is required')
      .max(60, 'Device brand is too long'),
    deviceModel: z
      .string({ error: 'Device model is required' })
      .trim()
      .min(1, 'Device model is required')
      .max(120, 'Device model is too long'),
    deviceColor: optionalText(40),
    imeiSerial: optionalText(40),
    deviceImei: optionalText(40),
    devicePassword: optionalText(60),
    deviceUnlockCode: optionalText(60),
    problemDescription: z
      .string({ error: 'Problem description is required' })
      .trim()
      .min(1, 'Problem description is required')
      .max(2000, 'Problem description is too long'),
    issueDescription: optionalText(2000),
    estimatedCost: zDollars('Estimated cost must be positive'),
    repairType: z
      .string({ error: 'Repair type is required' })
      .trim()
      .min(1, 'Repair type is required')
      .max(60, 'Repair type is too long'),
    additionalNotes: optionalText(2000),
    notes: optionalText(2000),
    /** The store's company (one of the chain's), checked on the server. */
    companyName: z
      .string({ error: COMPANY_MESSAGES.notActive })
      .trim()
      .min(1, COMPANY_MESSAGES.notActive)
      .max(60, COMPANY_MESSAGES.notActive),
    beforePhoto: ZDataUrl('Before photo is required'),
    afterPhoto: z
      .string()
      .regex(/^data:/, 'Upload a photo or image file')
      .optional(),
    dropoffSignature: ZDataUrl('Drop-off signature is required'),
    dropoffSignatureMethod: ZSignatureMethodInput,
    pickupSignature: z
      .string()
      .regex(/^data:/, 'Upload a signature image')
      .optional(),
    pickupSignatureMethod: ZSignatureMethodInput,
    status: z
      .string()
      .optional()
      .refine((s) => s === undefined || canonicalStatus(s) !== null, 'Unknown repair status'),
    /** The customer asked not to be sent status messages. */
    notifyOptOut: z.boolean().optional(),
    /** The terms the form showed the customer (GET /api/terms/current); else the current ones. */
    termsVersionId: ZTermsVersionId,
    /** Money taken at check-in, recorded as a deposit with the repair (issue 18). */
    deposit: ZPaymentPart.optional(),
    ...marketingConsentFields,
  })
  .transform((w) => ({
    ...w,
    // The form's names (deviceImei, deviceUnlockCode, notes) and the entity's are one field each.
    // Stored as digits and capitals only, so the chain-wide IMEI lookup is one exact match.
    imeiSerial: (w.imeiSerial ?? w.deviceImei)?.replace(/[\s-]/g, '').toUpperCase(),
    devicePassword: w.devicePassword ?? w.deviceUnlockCode,
    additionalNotes: w.additionalNotes ?? w.notes,
    status: canonicalStatus(w.status) ?? 'received',
  }));
export type RepairWaiverInput = z.input<typeof ZRepairWaiverInput>;
/** A check-in as the route parsed it: what the service takes. */
export type RepairCheckIn = z.output<typeof ZRepairWaiverInput>;
export type RepairWaiverParsed = z.output<typeof ZRepairWaiverInput>;

/** The client-side message when the signature pad is empty (docs/product.md, Messages). */
export const SIGNATURE_MISSING_MESSAGE = 'Please provide your signature before submitting.';

export const ZStatusHistoryEntry = z.object({
  id: z.string(),
  fromStatus: z.enum(REPAIR_STATUSES).nullable(),
  toStatus: z.enum(REPAIR_STATUSES),
  notes: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof ZStatusHistoryEntry>;

/**
 * A repair waiver as the API returns it: its fields plus the form's aliases (docs/product.md,
 * Oddities kept on purpose).
 */
export const ZRepairWaiver = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  customerZip: z.string(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  deviceColor: z.string().nullable(),
  imeiSerial: z.string().nullable(),
  deviceImei: z.string().nullable(),
  devicePassword: z.string().nullable(),
  deviceUnlockCode: z.string().nullable(),
  problemDescription: z.string(),
  issueDescription: z.string().nullable(),
  estimatedCost: z.number(),
  /** The estimate's sales tax at check-in: the customer owes estimate + tax until a final price is set. */
  estimateTax: z.number(),
  repairType: z.string(),
  additionalNotes: z.string().nullable(),
  notes: z.string().nullable(),
  companyName: z.string(),
  beforePhoto: z.string(),
  afterPhoto: z.string().nullable(),
  dropoffSignature: z.string(),
  dropoffSignatureMethod: ZSignatureMethod,
  pickupSignature: z.string().nullable(),
  /** Null until the customer signs for the device at pickup. */
  pickupSignatureMethod: ZSignatureMethod.nullable(),
  status: z.enum(REPAIR_STATUSES),
  storeId: z.string(),
  storeName: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  pickedUpAt: z.string().nullable(),
  /** The customer's status page (no sign-in), for the ticket's QR code. */
  statusUrl: z.string(),
  notifyOptOut: z.boolean(),
  /** A part on its price is not in stock yet (issue 19): the repair shows "Waiting for parts". */
  waitingForParts: z.boolean(),
});
export type RepairWaiver = z.infer<typeof ZRepairWaiver>;

export const ZRepairWaiverDetail = ZRepairWaiver.extend({
  history: z.array(ZStatusHistoryEntry),
  /** The repair terms the customer signed, for the reprint; null for repairs older than them. */
  terms: ZSignedTerms.nullable(),
  /** An earlier repair of the same device whose warranty this check-in fell within. */
  warrantyReturnOf: z
    .object({ id: z.string(), ticketNumber: z.string(), until: z.string() })
    .nullable(),
});
export type RepairWaiverDetail = z.infer<typeof ZRepairWaiverDetail>;

export const REPAIR_PAGE_MAX = 100;

export const ZRepairListQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(REPAIR_PAGE_MAX, `limit must be at most ${REPAIR_PAGE_MAX}`)
    .default(50),
  cursor: z.string().max(200).optional(),
  /** Customer name, phone, ticket number (T-1042 or 1042) or IMEI. */
  search: z.string().trim().max(100).optional(),
  status: z
    .string()
    .optional()
    .refine((s) => s === undefined || canonicalStatus(s) !== null, 'Unknown repair status'),
  storeId: z.string().optional(),
});
export type RepairListQuery = z.output<typeof ZRepairListQuery>;

/** A page of repairs; the next page's cursor is in the x-next-cursor header. */
export const ZRepairList = z.object({ waivers: z.array(ZRepairWaiver) });
export type RepairList = z.infer<typeof ZRepairList>;

/** GET /api/pickup-queue: repairs that can be handed back, finished ones first. */
export const ZPickupQueue = z.array(ZRepairWaiver);

/**
 * PUT /api/repair-waivers/{id}/status; a pickup sends its signature and after photo here too.
 * fromStatus is the status the person saw when they made the change (the app always sends it):
 * if the repair has moved since, only a forward move is applied, else the answer is a
 * STATUS_CONFLICT naming who moved it and when.
 */
export const ZStatusChangeInput = z.object({
  repairWaiverId: z.string().optional(),
  status: z
    .string({ error: 'Status is required' })
    .refine((s) => canonicalStatus(s) !== null, 'Unknown repair status'),
  fromStatus: z
    .string()
    .optional()
    .refine((s) => s === undefined || canonicalStatus(s) !== null, 'Unknown repair status'),
  notes: z.string().trim().max(2000, 'Notes are too long').optional(),
  pickupSignature: z
    .string()
    .regex(/^data:/, 'Upload a signature image')
    .optional(),
  pickupSignatureMethod: ZSignatureMethodInput,
  afterPhoto: z
    .string()
    .regex(/^data:/, 'Upload a photo or image file')
    .optional(),
});
export type StatusChangeInput = z.input<typeof ZStatusChangeInput>;
/** A status change as the route parsed it. */
export type StatusChangeRequest = z.output<typeof ZStatusChangeInput>;
export type StatusChangeParsed = z.output<typeof ZStatusChangeInput>;

/** The error code of a status change refused because the repair moved since it was made. */
export const STATUS_CONFLICT_CODE = 'STATUS_CONFLICT';

/** Sent as `current` with a STATUS_CONFLICT: where the repair is now, and who put it there when. */
export const ZStatusConflict = z.object({
  status: z.enum(REPAIR_STATUSES),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type StatusConflict = z.infer<typeof ZStatusConflict>;

/** "Sam Lee changed it to Completed on 11/21/2026, 3:42 PM": the same words on both sides. */
export function describeStatusConflict(current: StatusConflict, timeZone?: string): string {
  const who = current.changedByName ?? 'Someone';
  return `${who} changed it to ${REPAIR_STATUS_LABELS[current.status]} on ${formatDateTime(current.changedAt, timeZone)}.`;
}

export const WAIVER_NOT_FOUND = 'Waiver not found';

/** Toasts (docs/product.md, Messages). */
export const REPAIR_TOASTS = {
  created: 'Repair waiver created successfully!',
  createFailed: 'Failed to create repair waiver',
  statusUpdated: 'Repair status updated successfully',
  statusFailed: 'Failed to update status',
  fetchFailed: 'Failed to fetch waiver',
  fetchFailedFallback: 'Could not retrieve waiver details',
  noPickupTitle: 'No Waivers Ready for Pickup',
  noPickupMessage: 'No repairs with drop-off signatures available for pickup',
} as const;
