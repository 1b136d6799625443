import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COUNT_MESSAGE, REPORT_MESSAGES } from '../../../../shared/daily-reports';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { queuedWrites } from '../../../lib/offline/queue';
import { fakeApi, goOffline } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import { DailyReportForm } from './DailyReportForm';

const FILED = {
  report: { id: 'd1', storeId: 's1', storeName: 'Westbrook', businessDate: '2026-11-27' },
  // The counter signs in again at 8:00 the next morning.
  nextLoginTime: '2099-11-28T13:00:00.000Z',
  timeZone: 'America/New_York',
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

/** The counter's day: $500 by card, $200 cash, $40 in tips, Rae and Sam on shift. */
async function fillDay(user: UserEvent) {
  await fill(user, screen.getByLabelText('Card'), '500');
  await fill(user, screen.getByLabelText('Cash'), '200');
  await fill(user, screen.getByLabelText('Tips'), '40');
  await fill(user, screen.getByLabelText('Staff on shift'), 'Rae, Sam');
  await fill(user, screen.getByLabelText('Google reviews'), '3');
}

describe('the daily report', () => {
  it('shows the day for review, then files it and tells the clerk the counter closes', async () => {
    const api = fakeApi({ 'POST /api/daily-sales-reports': FILED });
    const { user } = await open();
    await fillDay(user);
    await user.click(screen.getByRole('button', { name: 'Review Report' }));
    expect(api.writes()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText(REPORT_MESSAGES.submittedTitle)).toBeInTheDocument();
    expect(screen.getByText(/You will be logged out in a moment/)).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/daily-sales-reports',
        body: expect.objectContaining({
          // Dollars as the report's schema writes them, to the cent.
          cardAmount: '500.00',
          cashAmount: '200.00',
          tips: '40.00',
          refunds: '0.00',
          staffOnShift: 'Rae, Sam',
          googleReviews: 3,
          socialFollowers: 0,
          reportDate: expect.any(String),
        }),
      },
    ]);
  });

  it('shows a count that is not a number beside its field and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await open();
    await fillDay(user);
    await fill(user, screen.getByLabelText('Social followers'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Review Report' }));

    const followers = screen.getByLabelText('Social followers');
    expect(followers).toHaveAttribute('aria-invalid', 'true');
    expect(followers).toHaveAccessibleDescription(expect.stringContaining(COUNT_MESSAGE));
    expect(screen.queryByRole('button', { name: 'Submit Report' })).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('offline, is not kept for later: the day is filed only with the server there', async () => {
    fakeApi();
    const { user } = await open();
    await fillDay(user);
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Review Report' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    // The figures stay in the form for another try once the connection is back.
    expect(screen.getByRole('button', { name: 'Not saved. Try again' })).toBeEnabled();
    expect(screen.getByLabelText('Card')).toHaveValue('$500.00');
    expect(await queuedWrites()).toEqual([]);
  });
});
