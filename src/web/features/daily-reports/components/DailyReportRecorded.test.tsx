import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CASH_DRAWER_MESSAGES, type RecordedDay } from '../../../../shared/cash-drawer';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import { DailyReportForm } from './DailyReportForm';

const DAY: RecordedDay = {
  storeId: 's1',
  businessDate: '2026-11-27',
  recorded: {
    cashAmount: 120,
    cardAmount: 80,
    financeAmount: 0,
    repairRevenue: 200,
    deviceSales: 0,
    accessories: 0,
    purchasesPayouts: 90,
    taxes: 10.8,
    refunds: 25,
  },
  cashDrawer: {
    openingFloat: 200,
    floatEntered: true,
    lastCount: 180,
    cashTaken: 120,
    cashPaidOut: 90,
    cashRefunded: 25,
    expectedCash: 205,
    countedCash: null,
    difference: null,
    payIns: 0,
    payOuts: 0,
    moves: [],
    shifts: [],
  },
};

const open = () =>
  renderWithApp(
    <DailyReportForm
      user={CLERK}
      storeId={null}
      storeName="Westbrook"
      businessDate="2026-11-27"
      reopened={null}
    />,
  );

describe('the daily report beside the ledger', () => {
  it('shows under each counted field what was recorded and the difference as it is typed', async () => {
    fakeApi({ 'GET /api/daily-sales-reports/recorded': DAY });
    const { user } = await open();
    const cash = screen.getByLabelText('Cash');
    expect(await screen.findByText('Recorded $120.00 · −$120.00')).toBeInTheDocument();
    await fill(user, cash, '115');
    expect(cash).toHaveAccessibleDescription('Recorded $120.00 · −$5.00');
    await fill(user, cash, '120');
    expect(cash).toHaveAccessibleDescription('Recorded $120.00 · matches');
    expect(screen.getByLabelText('Taxes')).toHaveAccessibleDescription('Recorded $10.80 · −$10.80');
    expect(screen.getByLabelText('Purchases / payouts')).toHaveAccessibleDescription(
      'Recorded $90.00 · −$90.00',
    );
    // Fields the ledger does not know (tips, accessories) carry no recorded figure.
    expect(screen.getByLabelText('Tips')).not.toHaveAccessibleDescription(/Recorded/);
  });

  it('shows the expected cash and whether the count is short, and sends the count', async () => {
    const api = fakeApi({
      'GET /api/daily-sales-reports/recorded': DAY,
      'POST /api/daily-sales-reports': {
        report: { id: 'd1', storeId: 's1', storeName: 'Westbrook', businessDate: '2026-11-27' },
        nextLoginTime: '2099-11-28T13:00:00.000Z',
        timeZone: 'America/New_York',
      },
    });
    const { user } = await open();
    const drawer = await screen.findByRole('region', { name: 'Drawer at close' });
    expect(within(drawer).getByText('expected $205.00')).toBeInTheDocument();
    const count = within(drawer).getByLabelText('Drawer count at close');
    await fill(user, count, '200');
    expect(count).toHaveAccessibleDescription('Short by $5.00.');
    await fill(user, screen.getByLabelText('Cash'), '115');
    await user.click(screen.getByRole('button', { name: 'Review Report' }));
    // The last look before filing says how the drawer closes too.
    expect(
      await screen.findByText('Drawer count at close $200.00: Short by $5.00.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({ countedCash: 200 });
  });

  it('pays cash out with its reason from the drawer, without sending the report', async () => {
    const moved: RecordedDay = {
      ...DAY,
      cashDrawer: {
        ...DAY.cashDrawer,
        payOuts: 12.5,
        expectedCash: 192.5,
        moves: [
          {
            id: 'm1',
            kind: 'pay_out',
            amount: 12.5,
            reason: 'Window cleaner',
            byName: 'Tess Quill',
            approvedByName: 'Ray Moss',
            at: '2026-11-27T15:00:00.000Z',
          },
        ],
      },
    };
    const api = fakeApi({
      'GET /api/daily-sales-reports/recorded': DAY,
      'POST /api/daily-sales-reports/drawer-moves': moved,
    });
    const { user } = await open();
    const drawer = await screen.findByRole('region', { name: 'Drawer at close' });
    await user.click(within(drawer).getByRole('button', { name: 'Pay in or out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay in or out' });
    await user.click(within(dialog).getByText('Pay out'));
    await fill(user, within(dialog).getByLabelText(/Amount/), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    // No reason: refused beside its field, nothing sent.
    expect(await within(dialog).findByText(CASH_DRAWER_MESSAGES.moveReason)).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Window cleaner');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      path: '/api/daily-sales-reports/drawer-moves',
      body: { kind: 'pay_out', amount: 12.5, reason: 'Window cleaner', id: expect.any(String) },
    });
    expect(
      await within(drawer).findByRole('list', { name: 'Pay-ins and pay-outs' }),
    ).toHaveTextContent('Pay out $12.50: Window cleaner (Tess Quill, approved by Ray Moss,');
    expect(within(drawer).getByText('expected $192.50')).toBeInTheDocument();
  });

  it('is the plain form when the recorded day cannot be read', async () => {
    fakeApi();
    await open();
    expect(screen.getByLabelText('Cash')).not.toHaveAccessibleDescription(/Recorded/);
    expect(screen.queryByRole('region', { name: 'Drawer at close' })).not.toBeInTheDocument();
  });
});
