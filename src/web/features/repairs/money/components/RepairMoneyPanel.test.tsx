import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RepairWaiverDetail } from '../../../../../shared/repairs';
import { fakeApi } from '../../../../testing/fake-api';
import { repairMoney } from '../../../../testing/money';
import { fill, renderWithApp } from '../../../../testing/render';
import { sessionUser } from '../../../../testing/users';
import { RepairMoneyPanel } from './RepairMoneyPanel';

const WAIVER = {
  id: 'r9',
  status: 'in_progress',
  repairType: 'Screen replacement',
  customerEmail: 'avery@example.com',
} as RepairWaiverDetail;
const MONEY = 'GET /api/repair-waivers/r9/money';

const QUOTED = repairMoney('r9', {
  estimate: 100,
  total: 151.2,
  balance: 151.2,
  quote: {
    id: 'q-1',
    lines: [
      {
        kind: 'labour',
        description: 'Screen replacement',
        quantity: 1,
        unitPrice: 140,
        unitCost: null,
        taxed: true,
        itemId: null,
        amount: 140,
        tax: 11.2,
      },
    ],
    subtotal: 140,
    tax: 11.2,
    discount: 0,
    total: 151.2,
    taxRate: 8,
    createdAt: '2026-11-27T15:00:00.000Z',
    createdByName: 'Sam Lee',
    approval: {
      state: 'awaiting',
      via: null,
      takenFrom: null,
      recordedByName: null,
      decidedAt: null,
    },
  },
});

describe('a repair’s money', () => {
  it('shows the newer price and who set it when the price changed since the form opened', async () => {
    const stale = {
      status: 409,
      body: {
        error:
          'Dana Reyes changed this price at 3:12 PM. The form now shows their changes: check them, and save again only if something still needs changing.',
        code: 'STALE_EDIT',
        changedBy: 'Dana Reyes',
        changedAt: '2026-11-21T21:12:00.000Z',
        current: QUOTED,
      },
    };
    const api = fakeApi({
      [MONEY]: repairMoney('r9', { estimate: 100, approvalCeiling: 120 }),
      'PUT /api/repair-waivers/r9/quote': stale,
    });
    const { user } = await renderWithApp(<RepairMoneyPanel waiver={WAIVER} />);
    await user.click(await screen.findByRole('button', { name: 'Set final price' }));
    await fill(
      user,
      within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText(/Unit price/),
      '99',
    );
    await user.click(screen.getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText(/Dana Reyes changed this price at 3:12 PM/)).toBeInTheDocument();
    // The form holds the newer price now, and a second save is based on it.
    const line = within(screen.getByRole('group', { name: 'Line 1' }));
    expect(line.getByLabelText(/Unit price/)).toHaveValue('$140.00');
    await user.click(screen.getByRole('button', { name: 'Save price' }));
    expect(api.writes().at(-1)?.body).toMatchObject({ basedOnQuoteId: 'q-1' });
  });

  it('sets a final price as lines, with tax per line and a discount, and says it needs approval', async () => {
    const api = fakeApi({
      [MONEY]: repairMoney('r9', { estimate: 100, approvalCeiling: 120 }),
      'PUT /api/repair-waivers/r9/quote': QUOTED,
    });
    const { user } = await renderWithApp(<RepairMoneyPanel waiver={WAIVER} />);
    await user.click(await screen.findByRole('button', { name: 'Set final price' }));
    const first = screen.getByRole('group', { name: 'Line 1' });
    expect(within(first).getByLabelText(/Description/)).toHaveValue('Screen replacement');
    await fill(user, within(first).getByLabelText(/Unit price/), '120');
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    const part = screen.getByRole('group', { name: 'Line 2' });
    await fill(user, within(part).getByLabelText(/Description/), 'OLED screen');
    await fill(user, within(part).getByLabelText(/Unit price/), '30');
    await fill(user, within(part).getByLabelText(/Unit cost/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add a discount' }));
    const discount = screen.getByRole('group', { name: 'Line 3' });
    await fill(user, within(discount).getByLabelText(/Amount off/), '10');

    const totals = screen.getByRole('status', { name: 'Price totals' });
    expect(within(totals).getByText('Tax $12.00')).toBeInTheDocument();
    expect(within(totals).getByText('Total $152.00')).toBeInTheDocument();
    expect(within(totals).getByText(/the customer must approve it/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save price' }));
    expect(
      await screen.findByText('The customer is asked to approve the new price.'),
    ).toBeInTheDocument();
    expect(api.writes()[0]?.body).toEqual({
      // Opened on the estimate: no price yet, which the server checks it still is.
      basedOnQuoteId: null,
      lines: [
        {
          kind: 'labour',
          description: 'Screen replacement',
          quantity: 1,
          unitPrice: '120',
          taxed: true,
        },
        {
          kind: 'part',
          description: 'OLED screen',
          quantity: 1,
          unitPrice: '30',
          unitCost: '12.5',
          taxed: true,
        },
        { kind: 'discount', description: 'Discount', quantity: 1, unitPrice: '10', taxed: false },
      ],
    });
  });

  it('refuses a line without a price and sends nothing', async () => {
    const api = fakeApi({ [MONEY]: repairMoney('r9') });
    const { user } = await renderWithApp(<RepairMoneyPanel waiver={WAIVER} />);
    await user.click(await screen.findByRole('button', { name: 'Set final price' }));
    await user.click(screen.getByRole('button', { name: 'Add labour' }));
    await user.click(screen.getByRole('button', { name: 'Save price' }));
    const line = screen.getByRole('group', { name: 'Line 2' });
    expect(await within(line).findByText('Describe the line')).toBeInTheDocument();
    expect(within(line).getByText('Enter a price like 49.99')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('records a verbal approval with who gave it', async () => {
    const api = fakeApi({ [MONEY]: QUOTED, 'POST /api/repair-waivers/r9/approval': QUOTED });
    const { user } = await renderWithApp(<RepairMoneyPanel waiver={WAIVER} />);
    expect(await screen.findByText('Awaiting approval')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Record the customer's answer" }));
    await user.click(screen.getByRole('button', { name: 'Record answer' }));
    expect(await screen.findByText('Say who approved it')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/Who approved/), 'Avery Stone, by phone');
    await user.click(screen.getByRole('button', { name: 'Record answer' }));
    expect(await screen.findByText('Work can go on.')).toBeInTheDocument();
    expect(api.writes()[0]?.body).toEqual({
      decision: 'approved',
      takenFrom: 'Avery Stone, by phone',
    });
  });

  it('lets a manager, not the counter, mark it no charge', async () => {
    fakeApi({ [MONEY]: repairMoney('r9') });
    await renderWithApp(<RepairMoneyPanel waiver={WAIVER} />);
    await screen.findByRole('button', { name: 'Take a payment' });
    expect(screen.queryByRole('button', { name: 'Mark no charge' })).toBeNull();
  });

  it('a manager marks it no charge with a reason', async () => {
    const api = fakeApi({
      [MONEY]: repairMoney('r9'),
      'POST /api/repair-waivers/r9/no-charge': repairMoney('r9'),
    });
    const { user } = await renderWithApp(<RepairMoneyPanel waiver={WAIVER} />, {
      user: sessionUser({ role: 'store_manager' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark no charge' }));
    await fill(user, screen.getByLabelText(/Reason/), 'Customer waited two weeks for the part');
    await user.click(screen.getByRole('button', { name: 'Mark no charge' }));
    expect(await screen.findByText('Marked no charge')).toBeInTheDocument();
    expect(api.writes()[0]?.body).toEqual({
      kind: 'goodwill',
      reason: 'Customer waited two weeks for the part',
    });
  });

  it('a refund needs a reason before anything is sent', async () => {
    const paid = repairMoney('r9', { paid: 89, balance: 0, invoiceNumber: 'INV-1001' });
    const api = fakeApi({ [MONEY]: paid });
    const { user } = await renderWithApp(<RepairMoneyPanel waiver={WAIVER} />, {
      user: sessionUser({ role: 'store_manager' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Refund or void' }));
    await fill(user, screen.getByLabelText(/Amount to give back/), '20');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Give a reason')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('takes a part from stock that fits the device, priced from the catalogue, and lists it held', async () => {
    const screenPart = {
      item: {
        id: 'i-scr',
        sku: 'SCR-13',
        name: 'iPhone 13 Screen',
        kind: 'part' as const,
        cost: 42,
        price: 59,
        taxed: true,
        barcode: null,
        fits: [{ brand: 'Apple', model: 'iPhone 13' }],
        active: true,
        updatedAt: '2026-11-27T15:00:00.000Z',
      },
      storeId: 's1',
      onHand: 2,
      reserved: 0,
      available: 2,
      minimum: 0,
      low: false,
      value: 84,
      onOrder: 0,
    };
    const held = repairMoney('r9', {
      parts: [
        {
          id: 'p1',
          itemId: 'i-scr',
          sku: 'SCR-13',
          name: 'iPhone 13 Screen',
          quantity: 1,
          state: 'reserved',
          unitCost: null,
        },
      ],
    });
    const api = fakeApi({
      [MONEY]: repairMoney('r9', { estimate: 100, approvalCeiling: 200 }),
      'GET /api/inventory': {
        storeId: 's1',
        taxRate: 8,
        lines: [screenPart],
        totals: { items: 1, low: 0, value: 84 },
        hasMore: false,
      },
      'PUT /api/repair-waivers/r9/quote': held,
    });
    const waiver = { ...WAIVER, storeId: 's1', deviceBrand: 'Apple', deviceModel: 'iPhone 13' };
    const { user } = await renderWithApp(<RepairMoneyPanel waiver={waiver} />);
    await user.click(await screen.findByRole('button', { name: 'Set final price' }));
    await user.click(screen.getByRole('button', { name: 'Take from stock' }));
    await user.click(await screen.findByRole('button', { name: 'Use iPhone 13 Screen' }));
    const part = screen.getByRole('group', { name: 'Line 2' });
    expect(within(part).getByLabelText(/Description/)).toHaveValue('iPhone 13 Screen');
    expect(within(part).queryByLabelText(/Unit cost/)).toBeNull();
    expect(
      within(part).getByText(/2 available, reserved when the price is saved/),
    ).toBeInTheDocument();
    const search = api.requests.find((r) => r.path.startsWith('/api/inventory'))!;
    expect(search.path).toContain('fitsBrand=Apple');
    expect(search.path).toContain('fitsModel=iPhone+13');

    await user.click(screen.getByRole('button', { name: 'Save price' }));
    const parts = await screen.findByRole('group', { name: 'Parts from stock' });
    expect(within(parts).getByText('Reserved')).toBeInTheDocument();
    expect(api.writes()[0]?.body).toMatchObject({
      lines: [{ kind: 'labour' }, { kind: 'part', itemId: 'i-scr', unitPrice: '59', quantity: 1 }],
    });
  });
});
