// Issue 38: an accessory sale got only a toast: no receipt, in no list, no way to return it. Its
// record now shows what was sold and paid, prints, and takes items back against the receipt.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FLOW_MESSAGES, type CounterSale } from '../../../../shared/inventory-flows';
import { fakeApi } from '../../../testing/fake-api';
import { fill, renderWithApp } from '../../../testing/render';
import CounterSaleModal from './CounterSaleModal';

const SALE: CounterSale = {
  id: 'cs1',
  receiptNumber: 'C-1001',
  storeId: 's1',
  storeName: 'Westbrook',
  customerId: null,
  customerName: null,
  lines: [
    {
      id: 'l1',
      itemId: 'i-case',
      sku: 'CASE-13',
      description: 'Clear Case iPhone 13',
      quantity: 2,
      returnedQuantity: 0,
      unitPrice: 19.99,
      taxed: true,
      amount: 39.98,
      tax: 3.2,
    },
  ],
  subtotal: 39.98,
  tax: 3.2,
  total: 43.18,
  payments: [
    {
      method: 'card',
      amount: 43.18,
      signed: 43.18,
      change: null,
      reference: '4242',
      kind: 'payment',
    },
  ],
  createdByName: 'Morgan Blake',
  createdAt: '2026-11-27T15:00:00.000Z',
};

const RETURNED: CounterSale = {
  ...SALE,
  lines: [{ ...SALE.lines[0]!, returnedQuantity: 1 }],
  payments: [
    ...SALE.payments,
    {
      method: 'card',
      amount: 21.59,
      signed: -21.59,
      change: null,
      reference: null,
      kind: 'refund',
    },
  ],
};

describe("a quick sale's record", () => {
  it('takes one case back to the card it was paid with, with a reason', async () => {
    const api = fakeApi({
      'GET /api/counter-sales/cs1': SALE,
      'POST /api/counter-sales/cs1/returns': RETURNED,
    });
    const { user } = await renderWithApp(<CounterSaleModal saleId="cs1" onClose={vi.fn()} />);
    const items = await screen.findByRole('table', { name: 'Items sold' });
    expect(within(items).getByText('Clear Case iPhone 13 × 2')).toBeInTheDocument();
    expect(within(items).getByText('$43.18')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return items' }));

    // Nothing chosen: said, and nothing sent.
    await fill(user, screen.getByLabelText(/^Reason/), 'Wrong model');
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByText(FLOW_MESSAGES.linesRequired)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await fill(user, screen.getByLabelText(/Returning of Clear Case/), '1');
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('$21.59 back by card.')).toBeInTheDocument();
    const [sent] = api.writes();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/api/counter-sales/cs1/returns',
      body: { lines: [{ itemId: 'i-case', quantity: 1 }], method: 'card', reason: 'Wrong model' },
    });
  });
});
