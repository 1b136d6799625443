import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appointment, AppointmentCounts } from '../../../../shared/appointments';
import type { ReadyExpected } from '../../../../shared/ready-expected';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import CalendarScreen from './CalendarScreen';

afterEach(() => vi.useRealTimers());

describe('the calendar’s booking', () => {
  it('suggests a slot in the store’s day, not the device’s: 7:30 PM in Chicago is 1:30 AM UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T01:30:00Z'));
    fakeApi({
      'GET /api/me/stores': [{ id: 's1', name: 'Techy Lakeview', timezone: 'America/Chicago' }],
    });
    const { user } = await renderWithApp(<CalendarScreen />);
    const book = screen.getByRole('button', { name: 'Book appointment' });
    // Until the store's zone is known there is no day to suggest a slot in.
    expect(book).toBeDisabled();
    await vi.waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    const dialog = await screen.findByRole('dialog', { name: 'Book appointment' });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-11-27');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('19:45');
  });
});

const STORES = [
  { id: 's1', name: 'Techy Lakeview', timezone: 'America/Chicago' },
  { id: 's2', name: 'Techy Loop', timezone: 'America/Chicago' },
  { id: 's3', name: 'Techy Wicker Park', timezone: 'America/Chicago' },
];

const visit = (overrides: Partial<Appointment>): Appointment => ({
  id: 'a1',
  storeId: 's2',
  storeName: 'Techy Loop',
  customerName: 'Quinn Loop',
  customerPhone: '(312) 555-0150',
  customerEmail: null,
  date: '2026-12-01',
  time: '10:30',
  deviceBrand: 'Apple',
  deviceModel: 'iPhone 15',
  problem: 'Cracked screen',
  status: 'booked',
  repairId: null,
  ticketNumber: null,
  createdAt: '2026-11-28T15:00:00.000Z',
  ...overrides,
});

describe('the calendar of several stores', () => {
  it('shows each day’s counts per store, busiest first, and the day’s appointments on demand', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T15:00:00Z'));
    const counts: AppointmentCounts = {
      storeIds: ['s1', 's2'],
      days: [
        { date: '2026-12-01', booked: [1, 3], arrived: [1, 0], cancelled: [0, 1], no_show: [0, 0] },
      ],
    };
    const api = fakeApi({
      'GET /api/me/stores': STORES,
      'GET /api/appointments/counts': counts,
      'GET /api/calendar/ready-expected': {
        days: [
          {
            date: '2026-12-02',
            stores: [
              { storeId: 's3', count: 5 },
              { storeId: 's1', count: 2 },
            ],
            repairs: [],
          },
        ],
      } satisfies ReadyExpected,
      'GET /api/appointments': [visit({})],
      'GET /api/pickup-queue': [
        {
          id: 'r9',
          storeName: 'Techy Loop',
          ticketNumber: 'T-1003',
          customerName: 'Pat Waiting',
          deviceModel: 'Pixel 8',
          status: 'completed',
        },
      ],
      'PATCH /api/appointments/a1': visit({ status: 'no_show' }),
    });
    const countsAsked = () =>
      api.requests.filter((r) => r.path.startsWith('/api/appointments/counts')).length;
    const { user } = await renderWithApp(<CalendarScreen />);

    const tuesday = screen.getByRole('generic', { name: 'Tuesday, Dec 1' });
    expect(await within(tuesday).findByText('6 appointments')).toBeInTheDocument();
    const perStore = within(tuesday).getByRole('list', {
      name: 'Appointments per store, Tuesday, Dec 1',
    });
    expect(
      within(perStore)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Techy Loop43 booked, 1 cancelled', 'Techy Lakeview21 booked, 1 arrived']);
    // The week was counted, never listed: a chain's week of appointments is not fetched.
    expect(api.requests.map((r) => r.path)).toContain(
      '/api/appointments/counts?from=2026-11-30&to=2026-12-06',
    );
    expect(api.requests.filter((r) => r.path.startsWith('/api/appointments?'))).toEqual([]);
    // The repairs expected ready are counted per store too, and no list of open repairs is read.
    const wednesday = screen.getByRole('generic', { name: 'Wednesday, Dec 2' });
    expect(await within(wednesday).findByText('Ready expected: 7 repairs')).toBeInTheDocument();
    expect(
      within(
        within(wednesday).getByRole('list', {
          name: 'Repairs expected ready per store, Wednesday, Dec 2',
        }),
      )
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Techy Wicker Park: 5', 'Techy Lakeview: 2']);
    expect(api.requests.filter((r) => r.path.startsWith('/api/repair-waivers'))).toEqual([]);
    // Ticket numbers repeat across stores: a chain's waiting repairs say whose they are.
    expect(
      await screen.findByText('T-1003 · Techy Loop · Pat Waiting · Pixel 8'),
    ).toBeInTheDocument();
    // A day without appointments offers nothing to open.
    const monday = screen.getByRole('generic', { name: 'Monday, Nov 30' });
    expect(within(monday).queryByRole('button', { name: /appointments/ })).toBeNull();

    await user.click(
      within(tuesday).getByRole('button', { name: 'Show appointments for Tuesday, Dec 1' }),
    );
    expect(await within(tuesday).findByText('Quinn Loop')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain(
      '/api/appointments?from=2026-12-01&to=2026-12-01',
    );
    // A change made from the day's detail is counted again.
    const asked = countsAsked();
    await user.click(within(tuesday).getByRole('button', { name: 'No-show' }));
    await vi.waitFor(() => expect(countsAsked()).toBeGreaterThan(asked));
    const hide = within(tuesday).getByRole('button', {
      name: 'Hide appointments for Tuesday, Dec 1',
    });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(within(tuesday).queryByText('Quinn Loop')).toBeNull();
  });

  it('keeps one store’s week as cards, listed, never counted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T15:00:00Z'));
    const api = fakeApi({
      'GET /api/me/stores': [STORES[0]],
      'GET /api/appointments': [visit({ storeId: 's1', storeName: 'Techy Lakeview' })],
      'GET /api/calendar/ready-expected': {
        days: [
          {
            date: '2026-12-01',
            stores: [{ storeId: 's1', count: 1 }],
            repairs: [
              {
                id: 'r1',
                storeId: 's1',
                ticketNumber: 'T-1042',
                customerName: 'Robin Ready',
                deviceModel: 'Galaxy S24',
              },
            ],
          },
        ],
      } satisfies ReadyExpected,
    });
    await renderWithApp(<CalendarScreen />);
    const tuesday = screen.getByRole('generic', { name: 'Tuesday, Dec 1' });
    expect(await within(tuesday).findByText('Quinn Loop')).toBeInTheDocument();
    expect(
      await within(tuesday).findByText('Ready expected: T-1042 · Robin Ready · Galaxy S24'),
    ).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toContain(
      '/api/calendar/ready-expected?from=2026-11-30&to=2026-12-06',
    );
    expect(within(tuesday).queryByTestId('day-counts')).toBeNull();
    expect(api.requests.map((r) => r.path)).toContain(
      '/api/appointments?from=2026-11-30&to=2026-12-06',
    );
    expect(api.requests.filter((r) => r.path.startsWith('/api/appointments/counts'))).toEqual([]);
  });
});
