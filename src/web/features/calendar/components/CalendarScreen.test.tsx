import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
