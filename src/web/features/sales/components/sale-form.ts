import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { Condition, PaymentMethod } from '../../../../shared/devices';
import { ZSaleFields } from '../../../../shared/sales';
import type { SignatureMethod } from '../../../../shared/signatures';
import {
  NO_MARKETING_CONSENT,
  type MarketingConsentValues,
} from '../../../components/MarketingConsent';
import type { PickedFile } from '../../../components/MultiFilePicker';
import { appendFields } from '../../../lib/api-form';
import { dataUrlToBlob } from '../../../lib/image';

export type SaleSource = 'stock' | 'new';

/** The form's values: what the clerk types, before the shared schema trims and converts it. */
export type SaleFormValues = MarketingConsentValues & {
  /** A device from the store's stock, or one typed in at the counter. */
  source: SaleSource;
  storeId: string | undefined;
  stockItemId: string | undefined;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  deviceBrand: string;
  deviceModel: string;
  imei: string;
  condition: Condition | undefined;
  /** A number, or the text being typed ('12.'); the schema reads both as dollars. */
  salePrice: number | string;
  paymentMethod: PaymentMethod;
  notes: string;
};
export type SaleParsed = z.output<typeof ZSaleFields>;
export type SaleForm = UseFormReturn<SaleFormValues, unknown, SaleParsed>;

export const STOCK_ITEM_REQUIRED = 'Choose the device from stock';

/** Only the chosen source's fields reach the schema; an empty IMEI is simply not given. */
function fieldsOfSource(input: SaleFormValues): unknown {
  const { source, storeId, stockItemId, deviceBrand, deviceModel, imei, condition, ...rest } =
    input;
  // A stock item is sold by the store that holds it.
  return source === 'stock'
    ? { ...rest, stockItemId }
    : { ...rest, storeId, deviceBrand, deviceModel, condition, imei: imei.trim() || undefined };
}

const schemaResolver = zodResolver(
  z.preprocess(fieldsOfSource, ZSaleFields),
) as unknown as Resolver<SaleFormValues, unknown, SaleParsed>;

/** The shared schema, plus: a sale from stock needs its stock item (the schema asks for a brand). */
export const saleResolver: Resolver<SaleFormValues, unknown, SaleParsed> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (values.source !== 'stock' || values.stockItemId) return result;
  // The schema's 'brand required' is about the other source; the stock item is what is missing.
  const errors = { ...result.errors };
  delete errors.deviceBrand;
  delete errors.deviceModel;
  return {
    values: {},
    errors: { ...errors, stockItemId: { type: 'required', message: STOCK_ITEM_REQUIRED } },
  };
};

export function emptySale(stockItemId?: string): SaleFormValues {
  return {
    source: 'stock',
    storeId: undefined,
    stockItemId,
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    deviceBrand: '',
    deviceModel: '',
    imei: '',
    condition: undefined,
    salePrice: '',
    paymentMethod: 'card',
    notes: '',
    ...NO_MARKETING_CONSENT,
  };
}

export type SaleFiles = {
  signature: string;
  signatureMethod: SignatureMethod;
  receipts: PickedFile[];
};
export const emptySaleFiles = (): SaleFiles => ({
  signature: '',
  signatureMethod: 'drawn',
  receipts: [],
});

/** The multipart body of POST /api/device-sales. */
export function saleFormData(id: string, parsed: SaleParsed, files: SaleFiles): FormData {
  const form = appendFields(new FormData(), {
    ...parsed,
    id,
    // How the pad made the signature, when the customer signed at all.
    customerSignatureMethod: files.signature ? files.signatureMethod : undefined,
  });
  if (files.signature) {
    form.append('customerSignature', dataUrlToBlob(files.signature), 'signature.png');
  }
  files.receipts.forEach((f, i) =>
    form.append('paymentReceipts', f.blob, f.preview ? `receipt-${i + 1}.jpg` : f.name),
  );
  return form;
}
