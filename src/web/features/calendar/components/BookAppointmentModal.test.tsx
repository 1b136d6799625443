import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_PAST_TIME } from '../../../../shared/appointments';
import { fakeApi } from '../../../testing/fake-api';
import { fill, pick, renderWithApp } from '../../../testing/render';
import { BookAppointmentModal } from './BookAppointmentModal';

const TODAY = '2026-11-27';

/** The calendar on today, at 14:05: the booking suggested is 14:15 today. */
const open = () =>
  renderWithApp(
    <BookAppointmentModal
      opened
      onClose={() => undefined}
      date={TODAY}
      today={TODAY}
      clock="14:05"
    />,
  );

async function fillBooking(user: UserEvent) {
  await fill(user, screen.getByLabelText(/Customer name/), 'Rae Jones');
  await fill(user, screen.getByLabelText(/^Phone/), '4045550101');
  await pick(user, 'Brand', 'Apple');
  await pick(user, 'Model', 'iPhone 13');
  await fill(user, screen.getByLabelText(/^Problem/), 'Cracked screen');
}

describe('booking an appointment', () => {
  it('sends the booking the shared schema checked, at the time suggested', async () => {
    const api = fakeApi({
      'POST /api/appointments': ({ body }) => ({ ...(body as object), storeId: 's1' }),
    });
    const { user } = await open();
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/appointments',
        body: {
          id: expect.any(String),
          customerName: 'Rae Jones',
          customerPhone: '(404) 555-0101',
          date: TODAY,
          time: '14:15',
          deviceBrand: 'Apple',
          deviceModel: 'iPhone 13',
          problem: 'Cracked screen',
        },
      },
    ]);
  });

  it('refuses a time already past today, beside the time, and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await open();
    await fillBooking(user);
    // A time input takes its value whole, as the browser's time picker sets it.
    fireEvent.input(screen.getByLabelText(/^Time/), { target: { value: '09:00' } });
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Time/)).toHaveAccessibleDescription(APPOINTMENT_PAST_TIME),
    );
    expect(api.writes()).toEqual([]);
  });

  it('shows every missing field at once and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Customer name/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^Problem/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });
});
