import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/auth';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import ReviewsSection from './ReviewsSection';

const MANAGER: SessionUser = { ...CLERK, role: 'store_manager' };
const SUMMARY = {
  stores: [
    {
      storeId: 's1',
      storeName: 'Westbrook',
      reviewUrl: null,
      requested: 4,
      optedOut: 0,
      reviewsReported: 2,
    },
  ],
};

const open = () => renderWithApp(<ReviewsSection />, { user: MANAGER });

describe("a store's review link", () => {
  it('refuses a link that is not https beside the field and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/marketing/reviews': SUMMARY });
    const { user } = await open();
    await fill(user, await screen.findByLabelText('Review page link'), 'g.page/westbrook');
    await user.click(screen.getByRole('button', { name: 'Save link' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Review page link')).toHaveAccessibleDescription(
        expect.stringContaining('Enter an https:// link'),
      ),
    );
    expect(api.writes()).toEqual([]);
  });

  it('saves the link, trimmed, for that store', async () => {
    const api = fakeApi({
      'GET /api/marketing/reviews': SUMMARY,
      'PUT /api/marketing/reviews/s1': SUMMARY,
    });
    const { user } = await open();
    const link = ' https://g.page/r/westbrook/review ';
    await fill(user, await screen.findByLabelText('Review page link'), link);
    await user.click(screen.getByRole('button', { name: 'Save link' }));

    expect(await screen.findByText('Review link saved')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/marketing/reviews/s1',
        body: { url: 'https://g.page/r/westbrook/review' },
      },
    ]);
  });
});
