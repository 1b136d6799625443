import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { OwnedFor, SecondIdType } from '../../../../shared/buyback-seller';
import { BUYBACK_REQUIRED, ZBuybackFields, type ID_TYPES } from '../../../../shared/buybacks';
import type {
  CARRIERS,
  COLORS,
  Condition,
  PaymentMethod,
  STORAGE_OPTIONS,
} from '../../../../shared/devices';
import type { SignatureMethod } from '../../../../shared/signatures';
import {
  NO_MARKETING_CONSENT,
  type MarketingConsentValues,
} from '../../../components/MarketingConsent';
import type { PickedFile } from '../../../components/MultiFilePicker';
import { appendFields } from '../../../lib/api-form';
import { dataUrlToBlob } from '../../../lib/image';

/** The form's values: what the clerk types, before the shared schema trims and converts it. */
export type BuybackFormValues = MarketingConsentValues & {
  storeId: string | undefined;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  idType: (typeof ID_TYPES)[number] | undefined;
  idNumber: string;
  sellerBirthDate: string;
  sellerAddress: string;
  idIssuer: string;
  idExpiry: string;
  secondIdType: SecondIdType | undefined;
  secondIdNumber: string;
  secondIdIssuer: string;
  secondIdExpiry: string;
  ownedFor: OwnedFor | undefined;
  deviceMarks: string;
  declaration: boolean;
  deviceBrand: string;
  deviceModel: string;
  imei: string;
  storage: (typeof STORAGE_OPTIONS)[number] | undefined;
  color: (typeof COLORS)[number] | undefined;
  carrier: (typeof CARRIERS)[number] | undefined;
  condition: Condition | undefined;
  /** A number, or the text being typed ('12.'); the schema reads both as dollars. */
  finalAmount: number | string;
  paymentMethod: PaymentMethod;
  notes: string;
  overrideReason: string;
};
export type BuybackParsed = z.output<typeof ZBuybackFields>;
export type BuybackForm = UseFormReturn<BuybackFormValues, unknown, BuybackParsed>;

/** Every field is always present (text starts as ''), which the schema accepts. */
export const buybackResolver = zodResolver(ZBuybackFields) as unknown as Resolver<
  BuybackFormValues,
  unknown,
  BuybackParsed
>;

export function emptyBuyback(): BuybackFormValues {
  return {
    storeId: undefined,
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    // The ID most sellers carry; one tap fewer at the counter.
    idType: 'drivers_license',
    idNumber: '',
    sellerBirthDate: '',
    sellerAddress: '',
    idIssuer: '',
    idExpiry: '',
    secondIdType: undefined,
    secondIdNumber: '',
    secondIdIssuer: '',
    secondIdExpiry: '',
    ownedFor: undefined,
    deviceMarks: '',
    // The seller ticks it after reading the declaration; never ticked for them.
    declaration: false,
    deviceBrand: '',
    deviceModel: '',
    imei: '',
    storage: undefined,
    color: undefined,
    carrier: undefined,
    condition: undefined,
    finalAmount: '',
    paymentMethod: 'cash',
    notes: '',
    overrideReason: '',
    ...NO_MARKETING_CONSENT,
  };
}

/** The files that travel beside the fields; held outside react-hook-form as blobs. */
export type BuybackFiles = {
  signature: string;
  signatureMethod: SignatureMethod;
  photos: PickedFile[];
  receipts: PickedFile[];
  idPhoto: string;
};
export const emptyFiles = (): BuybackFiles => ({
  signature: '',
  signatureMethod: 'drawn',
  photos: [],
  receipts: [],
  idPhoto: '',
});

export type MissingFile = keyof typeof BUYBACK_REQUIRED;

/** The message beside each file input: its "required" message, or the server's reason. */
export type FileErrors = Partial<Record<MissingFile, string>>;

export function requiredErrors(absent: readonly MissingFile[]): FileErrors {
  return Object.fromEntries(absent.map((what) => [what, BUYBACK_REQUIRED[what].message]));
}

/** Which input each file of the form belongs to, for clearing its message when it changes. */
const INPUT_OF: Partial<Record<keyof BuybackFiles, MissingFile>> = {
  signature: 'signature',
  photos: 'photos',
  receipts: 'receipt',
};

/**
 * The messages after files change: a changed input loses its message (a new file answers the
 * server's reason) unless it is now empty, when it says it is required again.
 */
export function errorsAfterChange(
  errors: FileErrors,
  patch: Partial<BuybackFiles>,
  next: BuybackFiles,
): FileErrors {
  const result = { ...errors };
  const absent = missingFiles(next);
  for (const key of Object.keys(patch) as (keyof BuybackFiles)[]) {
    const input = INPUT_OF[key];
    if (!input || !result[input]) continue;
    if (absent.includes(input)) result[input] = BUYBACK_REQUIRED[input].message;
    else delete result[input];
  }
  return result;
}

/**
 * What the client refuses before sending, in the order of docs/product.md (Messages): signature,
 * photos, receipt.
 */
export function missingFiles(files: BuybackFiles): MissingFile[] {
  const missing: MissingFile[] = [];
  if (!files.signature) missing.push('signature');
  if (files.photos.length === 0) missing.push('photos');
  if (files.receipts.length === 0) missing.push('receipt');
  return missing;
}

/** The multipart body of POST /api/device-purchases. */
export function buybackFormData(id: string, parsed: BuybackParsed, files: BuybackFiles): FormData {
  const form = appendFields(new FormData(), {
    ...parsed,
    id,
    // How the pad made the signature, not the schema's default for a form that never says.
    customerSignatureMethod: files.signatureMethod,
  });
  form.append('customerSignature', dataUrlToBlob(files.signature), 'signature.png');
  files.photos.forEach((f, i) => form.append('deviceImages', f.blob, `device-${i + 1}.jpg`));
  files.receipts.forEach((f, i) =>
    form.append('paymentReceipts', f.blob, f.preview ? `receipt-${i + 1}.jpg` : f.name),
  );
  if (files.idPhoto) form.append('idPhoto', dataUrlToBlob(files.idPhoto), 'id.jpg');
  return form;
}
