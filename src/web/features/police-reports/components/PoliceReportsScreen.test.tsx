import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PoliceReportDay } from '../../../../shared/police-reports';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import PoliceReportsScreen from './PoliceReportsScreen';

const day = (overrides: Partial<PoliceReportDay>): PoliceReportDay => ({
  storeId: 's1',
  storeName: 'Westbrook',
  timezone: 'America/Chicago',
  date: '2026-11-21',
  purchases: 2,
  preparedAt: null,
  exportedAt: null,
  exportedPurchases: null,
  exportedBy: null,
  sentAt: null,
  sentTo: null,
  error: null,
  dueAt: '2026-11-23T06:00:00.000Z',
  overdue: false,
  ...overrides,
});

const DAYS = [
  day({ date: '2026-11-21' }),
  day({ date: '2026-11-20', overdue: true }),
  day({
    date: '2026-11-19',
    exportedAt: '2026-11-20T15:00:00.000Z',
    exportedPurchases: 2,
    exportedBy: 'Mia Manager',
  }),
  day({
    date: '2026-11-16',
    purchases: 3,
    exportedAt: '2026-11-16T20:00:00.000Z',
    exportedPurchases: 2,
    exportedBy: 'Mia Manager',
  }),
  day({ date: '2026-11-18', sentAt: '2026-11-19T06:15:00.000Z', sentTo: 'records@enidpd.gov' }),
  day({ date: '2026-11-17', purchases: 0 }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cardOf = (date: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(date))!;

describe('the police reports screen', () => {
  it('shows each day: today so far, overdue, exported by whom, sent where, nothing to report', async () => {
    fakeApi({ 'GET /api/me/stores': [], 'GET /api/police-reports': DAYS });
    await renderWithApp(<PoliceReportsScreen />);
    await screen.findByRole('list', { name: 'Police reports by day' });
    expect(within(cardOf('11/21/2026')).getByText('Today so far')).toBeInTheDocument();
    expect(within(cardOf('11/20/2026')).getByText('Overdue')).toBeInTheDocument();
    expect(within(cardOf('11/19/2026')).getByText(/Exported by Mia Manager/)).toBeInTheDocument();
    // Exported at 2 PM that day (Chicago), before its third purchase: to be exported again.
    const short = cardOf('11/16/2026');
    expect(within(short).getByText('Export again')).toBeInTheDocument();
    expect(within(short).getByText(/2:00 PM, with 2 of its 3 purchases/)).toBeInTheDocument();
    expect(
      within(cardOf('11/18/2026')).getByText(/Sent to records@enidpd.gov/),
    ).toBeInTheDocument();
    const empty = cardOf('11/17/2026');
    expect(within(empty).getByText(/0 purchases/)).toBeInTheDocument();
    expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cardOf('11/20/2026')).getByRole('link', { name: /Print/ })).toHaveAttribute(
      'href',
      '/police-reports/s1/2026-11-20/print',
    );
  });

  it('downloads the CSV (the export) and reads the list again', async () => {
    // jsdom has no object URLs and cannot follow a download: the file is handed to a link's click.
    const created = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = fakeApi({
      'GET /api/me/stores': [],
      'GET /api/police-reports': DAYS,
      'GET /api/police-reports/s1/2026-11-20/csv': { status: 200, body: 'Date and time' },
    });
    const { user } = await renderWithApp(<PoliceReportsScreen />);
    await screen.findByRole('list', { name: 'Police reports by day' });
    const lists = () =>
      api.requests.filter((r) => r.path.startsWith('/api/police-reports?')).length;
    const before = lists();
    await user.click(
      within(cardOf('11/20/2026')).getByRole('button', {
        name: /Download CSV: Westbrook 11\/20\/2026/,
      }),
    );
    await vi.waitFor(() => expect(lists()).toBe(before + 1));
    expect(api.requests.map((r) => r.path)).toContain('/api/police-reports/s1/2026-11-20/csv');
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
