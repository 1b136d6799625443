import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReconciliationEntry } from '../../../../shared/daily-reports';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import { ReopenReportModal } from './ReopenReportModal';

const REPORT = {
  id: 'd1',
  storeName: 'Westbrook',
  businessDate: '2026-11-27',
} as unknown as ReconciliationEntry;
const open = () =>
  renderWithApp(<ReopenReportModal report={REPORT} onClose={() => undefined} />, {
    user: { ...CLERK, role: 'store_manager' },
  });

describe('reopening a report', () => {
  it('asks why beside the reason and sends nothing without one', async () => {
    const api = fakeApi();
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Reason/), 'no');
    await user.click(screen.getByRole('button', { name: 'Reopen Report' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription(
        expect.stringContaining('Say why the report changes'),
      ),
    );
    expect(api.writes()).toEqual([]);
  });

  it('sends the reason, trimmed as the server reads it', async () => {
    const api = fakeApi({ 'POST /api/daily-sales-reports/d1/reopen': { report: REPORT } });
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Reason/), ' Cash miscounted ');
    await user.click(screen.getByRole('button', { name: 'Reopen Report' }));

    expect(await screen.findByText('Report reopened')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/daily-sales-reports/d1/reopen',
        body: { reason: 'Cash miscounted' },
      },
    ]);
  });
});
