import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../shared/format';
import { SALE_TOASTS } from '../../../../shared/sales';
import { currentTermsPath } from '../../../../shared/terms';
import { queuedWrites } from '../../../lib/offline/queue';
import { fakeApi, goOffline } from '../../../testing/fake-api';
import { fill, renderWithApp } from '../../../testing/render';
import { stockItem } from '../../../testing/stock';
import SaleModal from './SaleModal';

const TERMS = { id: 'ts1', kind: 'sale', storeId: null, version: 1, body: 'No returns.' };
const TERMS_ROUTE = { [`GET ${currentTermsPath('sale', 's1')}`]: TERMS };
const PHONE = stockItem();

/** The stock list's Sell: that phone, to a walk-in customer for $249 cash. */
const open = () => renderWithApp(<SaleModal stockItem={PHONE} onClose={() => undefined} />);

async function fillSale(user: UserEvent) {
  await fill(user, screen.getByLabelText(/Customer name/), 'Sam Ortiz');
  await fill(user, screen.getByLabelText(/Phone number/), '4045550104');
  await fill(user, screen.getByLabelText(/Sale price/), '249');
  await user.click(screen.getByRole('radio', { name: 'Cash' }));
}

describe('the device sale', () => {
  it('sends the sale of the stock item, and shows its receipt', async () => {
    const api = fakeApi({
      ...TERMS_ROUTE,
      'POST /api/device-sales': { id: 'sale1', receiptNumber: 'R-0101' },
    });
    const { user } = await open();
    await fillSale(user);
    await user.click(screen.getByRole('button', { name: 'Record Sale' }));

    expect(await screen.findByText('Receipt R-0101 recorded')).toBeInTheDocument();
    expect(screen.getByText(SALE_TOASTS.created)).toBeInTheDocument();
    const [sent, ...more] = api.writes();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/api/device-sales',
      body: {
        stockItemId: 'st1',
        customerName: 'Sam Ortiz',
        customerPhone: '(404) 555-0104',
        salePrice: '249',
        paymentMethod: 'cash',
        termsVersionId: 'ts1',
      },
    });
  });

  it("shows the tax and the total before payment, and nothing of the device's cost", async () => {
    // Issue 38: $199 typed, $215.42 charged, and the form had said neither; it showed the cost.
    fakeApi({
      ...TERMS_ROUTE,
      'GET /api/me/stores': [{ id: 's1', name: 'Westbrook', taxRate: 8.25 }],
    });
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Sale price/), '199');
    const total = await screen.findByLabelText('Sale total');
    expect(await within(total).findByText('$215.42')).toBeInTheDocument();
    expect(within(total).getByText('Sales tax (8.25 %)')).toBeInTheDocument();
    expect(within(total).getByText('$16.42')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/profit/i);
    expect(document.body).not.toHaveTextContent(formatMoney(PHONE.cost));
  });

  it('shows a bad price beside the field and sends nothing', async () => {
    const api = fakeApi(TERMS_ROUTE);
    const { user } = await open();
    await fillSale(user);
    await user.clear(screen.getByLabelText(/Sale price/));
    await user.click(screen.getByRole('button', { name: 'Record Sale' }));

    const price = screen.getByLabelText(/Sale price/);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Sale price must be positive'),
    );
    expect(api.writes()).toEqual([]);
  });

  it('offline, keeps the sale on this device to send later', async () => {
    fakeApi(TERMS_ROUTE);
    const { user } = await open();
    await fillSale(user);
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Record Sale' }));

    // No receipt number until the server has the sale.
    expect(await screen.findByText('Receipt No ticket yet recorded')).toBeInTheDocument();
    const [entry, ...more] = await queuedWrites();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'sale.create',
      path: '/api/device-sales',
      state: 'pending',
      label: 'Sale: Sam Ortiz',
    });
  });
});
