import { newId } from '../../../shared/ids';
import type { Deps } from '../../deps';

/**
 * Buyback, stock and sale rows for the IMEI tests, stored directly: the check reads those tables
 * and must not depend on how the buyback and sales features write them.
 */

export type DeviceRow = { storeId: string; imei: string; at: string; model?: string };

let receipts = 0;

async function blob(deps: Deps, storeId: string): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto('blobs')
    .values({
      id,
      store_id: storeId,
      kind: 'signature',
      content_type: 'image/png',
      size: 68,
      sha256: '0'.repeat(64),
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function insertPurchase(
  deps: Deps,
  r: DeviceRow & { customerName: string; amountCents: number; condition: string },
): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto('device_purchases')
    .values({
      id,
      store_id: r.storeId,
      customer_name: r.customerName,
      customer_phone: '(404) 555-0199',
      phone_digits: '4045550199',
      id_type: 'drivers_license',
      id_number: 'D1234567',
      device_brand: 'Apple',
      device_model: r.model ?? 'iPhone 13',
      imei: r.imei,
      condition: r.condition,
      amount_cents: r.amountCents,
      payment_method: 'cash',
      signature_id: await blob(deps, r.storeId),
      signature_method: 'drawn',
      created_at: r.at,
    })
    .execute();
  return id;
}

export async function insertStock(
  deps: Deps,
  r: DeviceRow & { status: 'in_stock' | 'sold' | 'returned' },
): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto('stock_items')
    .values({
      id,
      store_id: r.storeId,
      imei: r.imei,
      device_brand: 'Apple',
      device_model: r.model ?? 'iPhone 13',
      condition: 'good',
      cost_cents: 25_000,
      status: r.status,
      created_at: r.at,
      updated_at: r.at,
    })
    .execute();
  return id;
}

export async function insertSale(
  deps: Deps,
  r: DeviceRow & { customerName: string; priceCents: number },
): Promise<string> {
  const id = newId();
  receipts += 1;
  await deps.db
    .insertInto('device_sales')
    .values({
      id,
      store_id: r.storeId,
      receipt_number: receipts,
      customer_name: r.customerName,
      device_brand: 'Apple',
      device_model: r.model ?? 'iPhone 13',
      imei: r.imei,
      price_cents: r.priceCents,
      tax_cents: 0,
      payment_method: 'card',
      created_at: r.at,
    })
    .execute();
  return id;
}
