import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/auth';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, renderWithApp } from '../../../testing/render';
import { CampaignForm } from './CampaignForm';

const MANAGER: SessionUser = { ...CLERK, role: 'store_manager' };
const AUDIENCE = { kind: 'recent_repairs', value: 30, storeIds: [] } as const;
const segment = (reachableByEmail: number) => ({
  'GET /api/me/stores': [],
  'GET /api/marketing/segments': {
    ...AUDIENCE,
    description: 'Repairs in the last 30 days',
    people: 12,
    reachableByEmail,
    reachableBySms: 9,
    optedOut: 1,
    sample: [],
  },
});

const open = () =>
  renderWithApp(
    <CampaignForm initialAudience={{ ...AUDIENCE, storeIds: [] }} onDone={() => undefined} />,
    { user: MANAGER },
  );

describe('a campaign', () => {
  it('is sent, after the confirmation, as the shared schema reads it', async () => {
    const api = fakeApi({
      ...segment(10),
      'POST /api/marketing/campaigns': { id: 'c1', name: 'Winter check-up' },
    });
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Campaign name/), '  Winter check-up ');
    await fill(user, screen.getByLabelText(/Subject/), 'Is your phone ready for winter?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/goes to 10 people by e-mail now/)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Campaign sent')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/marketing/campaigns',
        body: {
          name: 'Winter check-up',
          channel: 'email',
          subject: 'Is your phone ready for winter?',
          message: 'Hi {firstName},',
          segment: { kind: 'recent_repairs', value: 30 },
        },
      },
    ]);
  });

  it('asks for the subject of an e-mail beside it and sends nothing', async () => {
    const api = fakeApi(segment(10));
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Campaign name/), 'Winter check-up');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription(
        'Subject is required for an e-mail',
      ),
    );
    expect(api.writes()).toEqual([]);
  });

  it('refuses an audience nobody in it can be reached in', async () => {
    const api = fakeApi(segment(0));
    const { user } = await open();
    await fill(user, screen.getByLabelText(/Campaign name/), 'Winter check-up');
    await fill(user, screen.getByLabelText(/Subject/), 'Hello');
    // The count of who it reaches has arrived.
    await screen.findByText(/Reaches 0 people by e-mail/);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('Nobody in this audience can be reached by e-mail'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
