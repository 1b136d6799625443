import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReconciliationEntry } from '../../../../shared/daily-reports';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import { CorrectReportModal } from './CorrectReportModal';

/** The report as filed: $500 by card, $200 cash. */
const FILED = {
  id: 'd1',
  storeName: 'Westbrook',
  businessDate: '2026-11-27',
  cardAmount: 500,
  cashAmount: 200,
  financeAmount: 0,
  repairRevenue: 0,
  deviceSales: 0,
  accessories: 0,
  waiverBuyback: 0,
  purchasesPayouts: 0,
  devicesCost: 0,
  taxes: 0,
  tips: 0,
  refunds: 0,
  staffOnShift: 'Rae',
  googleReviews: 1,
  socialFollowers: 0,
  notes: '',
} as unknown as ReconciliationEntry;

const open = () =>
  renderWithApp(<CorrectReportModal report={FILED} onClose={() => undefined} />, {
    user: { ...CLERK, role: 'store_manager' },
  });
const save = () => screen.getByRole('button', { name: 'Save Correction' });

describe('correcting a report', () => {
  it('asks why beside the reason and sends nothing without one', async () => {
    const api = fakeApi();
    const { user } = await open();
    await fill(user, screen.getByLabelText('Cash'), '180');
    await user.click(save());

    await waitFor(() =>
      expect(screen.getByLabelText(/Reason for the correction/)).toHaveAccessibleDescription(
        expect.stringContaining('Say why the report changes'),
      ),
    );
    expect(api.writes()).toEqual([]);
  });

  it('sends the corrected figures with the reason', async () => {
    const api = fakeApi({ 'PUT /api/daily-sales-reports/d1': { report: FILED } });
    const { user } = await open();
    await fill(user, screen.getByLabelText('Cash'), '180');
    await fill(user, screen.getByLabelText(/Reason for the correction/), '$20 counted twice');
    await user.click(save());

    expect(await screen.findByText('Report corrected')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/daily-sales-reports/d1',
        body: expect.objectContaining({
          cardAmount: '500.00',
          cashAmount: '180.00',
          staffOnShift: 'Rae',
          googleReviews: 1,
          reason: '$20 counted twice',
        }),
      },
    ]);
  });
});
