import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PoliceReportDay } from '../../../../shared/police-reports';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, renderWithApp } from '../../../testing/render';
import { sessionUser } from '../../../testing/users';
import OverduePoliceReports from './OverduePoliceReports';

const OVERDUE: PoliceReportDay = {
  storeId: 's1',
  storeName: 'Westbrook',
  timezone: 'America/Chicago',
  date: '2026-11-19',
  purchases: 3,
  preparedAt: '2026-11-20T06:00:00.000Z',
  exportedAt: null,
  exportedPurchases: null,
  exportedBy: null,
  sentAt: null,
  sentTo: null,
  error: null,
  dueAt: '2026-11-21T06:00:00.000Z',
  overdue: true,
};

describe('overdue police reports on a dashboard', () => {
  it("list each store's late days for a manager, with the way to the reports", async () => {
    const api = fakeApi({ 'GET /api/police-reports': [OVERDUE] });
    await renderWithApp(<OverduePoliceReports storeId="s1" />, {
      user: sessionUser({ role: 'store_manager' }),
    });
    expect(await screen.findByText('Westbrook · 11/19/2026 · 3 purchases')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open police reports' })).toHaveAttribute(
      'href',
      '/police-reports',
    );
    expect(api.requests[0]!.path).toBe('/api/police-reports?days=14&overdue=true&storeId=s1');
  });

  it('ask nothing of the server for the counter', async () => {
    const api = fakeApi({ 'GET /api/police-reports': [OVERDUE] });
    await renderWithApp(<OverduePoliceReports />, { user: CLERK });
    expect(screen.queryByText(/Police reports overdue/)).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/police-reports'))).toEqual([]);
  });
});
