import { ZBuybackFields } from '../../shared/buybacks';
import { imeiCheckDigit } from '../../shared/imei';
import { ZSaleFields } from '../../shared/sales';
import type { Deps } from '../deps';
import { createPurchase } from '../features/buybacks/service';
import { createSale } from '../features/sales/service';
import { loadSessionUser } from '../features/users/service';
import type { FormParts } from '../plugins/multipart';
import { createUserRow } from './factories';
import { JPEG_TINY, PNG_1x1 } from './repair-factories';

export const PNG_BYTES = Buffer.from(PNG_1x1.split(',')[1]!, 'base64');
export const JPEG_BYTES = Buffer.from(JPEG_TINY.split(',')[1]!, 'base64');
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let serial = 0;

/** A fresh IMEI with a correct Luhn check digit. */
export function validImei(): string {
  serial += 1;
  const first14 = `35${String(Date.now() % 1e6).padStart(6, '0')}${String(serial).padStart(6, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

/** A seller of age, with an ID that is still good, as the counter records them. */
export const SELLER_IDENTITY = {
  sellerBirthDate: '1990-04-12',
  sellerAddress: '12 Peachtree St NE, Atlanta, GA 30303',
  idIssuer: 'GA',
  idExpiry: '2035-06-30',
  ownedFor: '1_to_2_years',
  declaration: 'true',
} as const;

/** A complete buyback form as the counter sends it, with real files. */
export function buildBuybackForm(
  fields: Record<string, string> = {},
  files: Partial<Record<string, Buffer[]>> = {},
): FormParts {
  return {
    fields: {
      customerName: 'Sam Seller',
      customerPhone: '(404) 555-0177',
      idType: 'drivers_license',
      idNumber: 'GA1234567',
      ...SELLER_IDENTITY,
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 14',
      imei: validImei(),
      storage: '128GB',
      color: 'Midnight',
      carrier: 'unlocked',
      condition: 'good',
      finalAmount: '250.00',
      paymentMethod: 'cash',
      ...fields,
    },
    files: {
      customerSignature: [PNG_BYTES],
      deviceImages: [JPEG_BYTES, PNG_BYTES],
      paymentReceipts: [PDF_BYTES],
      ...files,
    } as Record<string, Buffer[]>,
  };
}

async function clerkOf(deps: Deps, storeId: string) {
  const clerk = await createUserRow(deps, { role: 'store', storeId });
  return { user: (await loadSessionUser(deps, clerk.id))!, ip: null };
}

export async function createPurchaseRow(
  deps: Deps,
  storeId: string,
  fields: Record<string, string> = {},
) {
  const form = buildBuybackForm(fields);
  const { purchase } = await createPurchase(
    deps,
    await clerkOf(deps, storeId),
    { all: false, storeIds: [storeId] },
    ZBuybackFields.parse(form.fields),
    form,
  );
  return purchase;
}

export async function createSaleRow(
  deps: Deps,
  storeId: string,
  fields: Record<string, string> = {},
) {
  const form: FormParts = {
    fields: {
      customerName: 'Bea Buyer',
      deviceBrand: 'Samsung',
      deviceModel: 'Galaxy S23',
      salePrice: '399',
      paymentMethod: 'card',
      ...fields,
    },
    files: {},
  };
  const { sale } = await createSale(
    deps,
    await clerkOf(deps, storeId),
    { all: false, storeIds: [storeId] },
    ZSaleFields.parse(form.fields),
    form,
  );
  return sale;
}

/** Multipart bodies for app.inject: real file parts with names and types. */
export function multipartBody(form: FormParts): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----shop${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, list] of Object.entries(form.files)) {
    list.forEach((bytes, i) => {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}-${i}.bin"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      );
    });
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
