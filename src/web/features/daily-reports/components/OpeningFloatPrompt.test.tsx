import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CASH_DRAWER_MESSAGES, type RecordedDay } from '../../../../shared/cash-drawer';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import { sessionUser } from '../../../testing/users';
import OpeningFloatPrompt from './OpeningFloatPrompt';

const drawer = (over: Partial<RecordedDay['cashDrawer']> = {}): RecordedDay => ({
  storeId: 's1',
  businessDate: '2026-11-27',
  recorded: {
    cashAmount: 0,
    cardAmount: 0,
    financeAmount: 0,
    repairRevenue: 0,
    deviceSales: 0,
    accessories: 0,
    purchasesPayouts: 0,
    taxes: 0,
    refunds: 0,
  },
  cashDrawer: {
    openingFloat: 180,
    floatEntered: false,
    lastCount: 180,
    cashTaken: 0,
    cashPaidOut: 0,
    cashRefunded: 0,
    expectedCash: 180,
    countedCash: null,
    difference: null,
    payIns: 0,
    payOuts: 0,
    moves: [],
    shifts: [],
    ...over,
  },
});

afterEach(() => localStorage.clear());

describe('the opening float at the first sign-in of the day', () => {
  it("asks the counter for the drawer's cash, starting from yesterday's count, and saves it", async () => {
    const api = fakeApi({
      'GET /api/daily-sales-reports/recorded': drawer(),
      'POST /api/daily-sales-reports/opening-float': drawer({
        openingFloat: 150,
        floatEntered: true,
      }),
    });
    const { user } = await renderWithApp(<OpeningFloatPrompt />);
    const cash = await screen.findByLabelText('Cash in the drawer');
    expect(cash).toHaveValue('$180.00');
    await fill(user, cash, '-1');
    await user.click(screen.getByRole('button', { name: 'Save float' }));
    expect(await screen.findByText(CASH_DRAWER_MESSAGES.openingFloat)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await fill(user, cash, '150');
    await user.click(screen.getByRole('button', { name: 'Save float' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Opening float' })).not.toBeInTheDocument(),
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/daily-sales-reports/opening-float',
        body: { openingFloat: 150 },
      },
    ]);
  });

  it('may be skipped, carrying the count, and does not ask again that day', async () => {
    const api = fakeApi({ 'GET /api/daily-sales-reports/recorded': drawer() });
    const first = await renderWithApp(<OpeningFloatPrompt />);
    await first.user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(api.writes()).toEqual([]);
    first.unmount();
    await renderWithApp(<OpeningFloatPrompt />);
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(1));
    expect(screen.queryByRole('dialog', { name: 'Opening float' })).not.toBeInTheDocument();
  });

  it('stays away once the float is in, before any count, and from managers', async () => {
    fakeApi({ 'GET /api/daily-sales-reports/recorded': drawer({ floatEntered: true }) });
    const entered = await renderWithApp(<OpeningFloatPrompt />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    entered.unmount();
    fakeApi({ 'GET /api/daily-sales-reports/recorded': drawer({ lastCount: null }) });
    const fresh = await renderWithApp(<OpeningFloatPrompt />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fresh.unmount();
    const api = fakeApi({ 'GET /api/daily-sales-reports/recorded': drawer() });
    await renderWithApp(<OpeningFloatPrompt />, {
      user: sessionUser({ ...CLERK, role: 'store_manager' }),
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.requests).toEqual([]);
  });
});
