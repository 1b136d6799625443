import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/auth';
import { fakeApi } from '../../../testing/fake-api';
import { CLERK, fill, pick, renderWithApp } from '../../../testing/render';
import InvitationsCard from './InvitationsCard';

const ADMIN: SessionUser = { ...CLERK, id: 'u-admin', role: 'admin', storeId: null };
const STORE = { id: 's1', name: 'Westbrook', storeName: 'Westbrook', regionId: 'r1' };
const LISTS = {
  'GET /api/stores': [STORE],
  'GET /api/regions': [{ id: 'r1', name: 'Atlanta' }],
  'GET /api/invites': [],
};

const open = () => renderWithApp(<InvitationsCard />, { user: ADMIN });
const create = () => screen.getByRole('button', { name: 'Create Invitation' });

describe('inviting someone', () => {
  it("asks for a store user's store beside the store field and sends nothing", async () => {
    const api = fakeApi(LISTS);
    const { user } = await open();
    await pick(user, 'Role', 'Store User');
    await user.click(create());

    expect(
      await screen.findByLabelText(/^Store/, { selector: 'input' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Store is required for this role'));
    expect(api.writes()).toEqual([]);
  });

  it('sends the role with its one store and the e-mail, and shows the link', async () => {
    const api = fakeApi({
      ...LISTS,
      'POST /api/invites': { token: 'tok1', link: 'https://x/i/tok1', expiresAt: '2026-12-04' },
    });
    const { user } = await open();
    await pick(user, 'Role', 'Store User');
    await pick(user, 'Store', 'Westbrook');
    await fill(user, screen.getByLabelText(/Email/), 'NEW@Example.com');
    await user.click(create());

    expect(await screen.findByText('Invitation created')).toBeInTheDocument();
    expect(screen.getByTestId('invite-link')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/invites',
        body: { role: 'store', storeIds: ['s1'], email: 'new@example.com' },
      },
    ]);
  });
});
