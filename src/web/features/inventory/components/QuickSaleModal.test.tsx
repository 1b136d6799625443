import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  NOT_ENOUGH_STOCK_CODE,
  type InventoryPage,
  type StockLine,
} from '../../../../shared/inventory';
import { queuedWrites } from '../../../lib/offline/queue';
import { fakeApi, goOffline } from '../../../testing/fake-api';
import { fill, renderWithApp } from '../../../testing/render';
import QuickSaleModal from './QuickSaleModal';

const CASE: StockLine = {
  item: {
    id: 'i-case',
    sku: 'CASE-13',
    name: 'Clear Case iPhone 13',
    kind: 'accessory',
    cost: 6,
    price: 19.99,
    taxed: true,
    barcode: '4006381333931',
    fits: [],
    active: true,
    updatedAt: '2026-11-27T15:00:00.000Z',
  },
  storeId: 's1',
  onHand: 4,
  reserved: 0,
  available: 4,
  minimum: 2,
  low: false,
  value: 24,
  onOrder: 0,
};

const page = (lines: StockLine[]): InventoryPage => ({
  storeId: 's1',
  taxRate: 8,
  lines,
  totals: { items: 1, low: 0, value: 24 },
  hasMore: false,
});

/** The store's page answers the tax rate; a barcode query answers its item, or nothing. */
const inventory = ({ path }: { path: string }) =>
  page(new URL(path, 'http://x').searchParams.get('barcode') === CASE.item.barcode ? [CASE] : []);

describe('a quick sale at the counter', () => {
  it('adds the item a scanner types, taxes it at the store rate, and takes the total in cash', async () => {
    const api = fakeApi({
      'GET /api/inventory': inventory,
      'POST /api/counter-sales': {
        id: 'sale-1',
        receiptNumber: 'Q-1001',
        storeId: 's1',
        storeName: 'Westbrook',
        customerName: null,
        lines: [],
        subtotal: 19.99,
        tax: 1.6,
        total: 21.59,
        payments: [],
        createdByName: 'Morgan',
        createdAt: '2026-11-27T15:00:00.000Z',
      },
    });
    const onClose = vi.fn();
    const { user } = await renderWithApp(<QuickSaleModal onClose={onClose} />);
    const find = await screen.findByRole('textbox', { name: /Find an item/ });
    await fill(user, find, CASE.item.barcode!);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Clear Case iPhone 13')).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals' });
    // $19.99 at 8 %: $1.5992 of tax, rounded half-up to $1.60.
    expect(within(totals).getByText('$1.60')).toBeInTheDocument();
    expect(within(totals).getByText('$21.59')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take $21.59' }));

    expect(await screen.findByText('Receipt Q-1001: $21.59.')).toBeInTheDocument();
    const sent = api.writes()[0]!;
    expect(sent.body).toMatchObject({
      storeId: 's1',
      lines: [{ itemId: 'i-case', quantity: 1 }],
      payment: [{ method: 'cash', amount: '21.59' }],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the payment on the total when a line changes after the cash was typed', async () => {
    // Issue 38: lowering the cart left the old amount to take, the wrong change and old errors.
    fakeApi({ 'GET /api/inventory': inventory });
    const { user } = await renderWithApp(<QuickSaleModal onClose={vi.fn()} />);
    const find = await screen.findByRole('textbox', { name: /Find an item/ });
    await fill(user, find, CASE.item.barcode!);
    await user.keyboard('{Enter}');
    await screen.findByText('Clear Case iPhone 13');
    await fill(user, screen.getByLabelText(/Quantity of Clear Case/), '2');
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(within(payment).getByLabelText(/^Amount/)).toHaveValue('$43.18');
    await fill(user, within(payment).getByLabelText(/Cash handed over/), '50');
    expect(within(payment).getByText('Change to give: $6.82')).toBeInTheDocument();

    // Typed over, as a clerk selects the 2 and types 1.
    await user.tripleClick(screen.getByLabelText(/Quantity of Clear Case/));
    await user.keyboard('1');
    expect(await screen.findByRole('button', { name: 'Take $21.59' })).toBeInTheDocument();
    expect(within(payment).getByLabelText(/^Amount/)).toHaveValue('$21.59');
    expect(within(payment).getByText('Change to give: $28.41')).toBeInTheDocument();
    expect(screen.getByText('Balance covered')).toBeInTheDocument();
  });

  it('says so when no item has the scanned barcode, and adds nothing', async () => {
    const api = fakeApi({ 'GET /api/inventory': inventory });
    const { user } = await renderWithApp(<QuickSaleModal onClose={vi.fn()} />);
    await fill(user, await screen.findByRole('textbox', { name: /Find an item/ }), '0000000000000');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No item has the barcode 0000000000000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take $0.00' })).toBeDisabled();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's refusal when the last one was sold meanwhile, and stays open", async () => {
    fakeApi({
      'GET /api/inventory': inventory,
      'POST /api/counter-sales': {
        status: 409,
        body: { error: 'Clear Case iPhone 13 is out of stock' },
      },
    });
    const onClose = vi.fn();
    const { user } = await renderWithApp(<QuickSaleModal onClose={onClose} />);
    await fill(
      user,
      await screen.findByRole('textbox', { name: /Find an item/ }),
      CASE.item.barcode!,
    );
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Take $21.59' }));
    expect(await screen.findAllByText('Clear Case iPhone 13 is out of stock')).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers to sell what the count says is gone but the customer holds, sent as from the hand', async () => {
    // Issue 38: an item the system counts as 0 could not be sold even in the customer's hand.
    let calls = 0;
    const api = fakeApi({
      'GET /api/inventory': inventory,
      'POST /api/counter-sales': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 409,
              body: { error: 'Clear Case iPhone 13 is out of stock', code: NOT_ENOUGH_STOCK_CODE },
            }
          : { status: 201, body: { id: 'sale-1', receiptNumber: 'C-1001', total: 21.59 } };
      },
    });
    const { user } = await renderWithApp(<QuickSaleModal onClose={vi.fn()} />);
    await fill(
      user,
      await screen.findByRole('textbox', { name: /Find an item/ }),
      CASE.item.barcode!,
    );
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Take $21.59' }));
    await user.click(
      await screen.findByRole('button', { name: "It is in the customer's hand: sell it" }),
    );
    expect(await screen.findByText('Receipt C-1001: $21.59.')).toBeInTheDocument();
    const [first, second] = api.writes();
    expect(first!.body).not.toHaveProperty('fromHand');
    expect(second!.body).toMatchObject({ fromHand: true, id: (first!.body as { id: string }).id });
  });

  it('waits on this device without a connection and is sent once, by its id, when it is back', async () => {
    fakeApi({ 'GET /api/inventory': inventory });
    const onClose = vi.fn();
    const { user } = await renderWithApp(<QuickSaleModal onClose={onClose} />);
    await fill(
      user,
      await screen.findByRole('textbox', { name: /Find an item/ }),
      CASE.item.barcode!,
    );
    await user.keyboard('{Enter}');
    await screen.findByText('Clear Case iPhone 13');
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Take $21.59' }));
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    const [entry, ...more] = await queuedWrites();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'counter-sale.create',
      path: '/api/counter-sales',
      state: 'pending',
      label: 'Quick sale: 1 item, Clear Case iPhone 13',
    });
    expect(onClose).toHaveBeenCalled();
  });
});
