import type { CounterSale, CounterSaleInput } from '../../../shared/inventory-flows';
import { PENDING_NUMBER } from '../../lib/offline/local-records';
import type { OfflineWrite } from '../../lib/offline/writes';

/** What a quick sale shows while it waits: the server works out its receipt number and tax. */
export type CounterSaleDraft = CounterSaleInput & {
  /** The cart as the clerk saw it, for the sync list and the answer shown meanwhile. */
  shown?: { storeName: string; total: number; lines: { description: string; quantity: number }[] };
};

/**
 * A quick sale made without a connection waits in the queue with its client-made id and is
 * recorded once when the queue sends it (the server keys it by that id); if the last unit sold
 * meanwhile, the queue shows the server's refusal like any other.
 */
export const counterSaleOffline: OfflineWrite<CounterSaleDraft> = {
  kind: 'counter-sale.create',
  keep(body, { user, now }) {
    const lines = body.shown?.lines ?? [];
    const units = lines.reduce((sum, l) => sum + l.quantity, 0);
    const record: CounterSale = {
      id: body.id ?? '',
      receiptNumber: PENDING_NUMBER,
      storeId: body.storeId ?? user.storeId ?? '',
      storeName: body.shown?.storeName ?? '',
      customerId: body.customerId ?? null,
      customerName: body.customerName ?? null,
      lines: [],
      subtotal: 0,
      tax: 0,
      total: body.shown?.total ?? 0,
      payments: [],
      createdByName: user.firstName,
      createdAt: now,
    };
    return {
      record,
      recordId: record.id,
      keep: null,
      label: `Quick sale: ${units} ${units === 1 ? 'item' : 'items'}${
        lines[0] ? `, ${lines[0].description}` : ''
      }`,
    };
  },
};
