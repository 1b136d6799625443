import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../shared/users';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { UserActions } from './UserActions';

const person = (id: string, role: AdminUser['role']) =>
  ({ id, firstName: 'Carla', lastName: 'Mendes', role, heldRoles: [role] }) as AdminUser;

describe('the per-user menu (issue 37)', () => {
  it("greys out the CEO's account for an admin and says why", async () => {
    fakeApi();
    const { user } = await renderWithApp(
      <UserActions
        user={person('u-ceo', 'ceo')}
        actor={{ id: 'u-admin', role: 'admin' }}
        onAction={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Carla Mendes' }));
    expect(
      await screen.findByText('Only someone of a higher rank can change this account.'),
    ).toBeInTheDocument();
    for (const action of ['Edit User', 'Change Role', 'Delete User']) {
      expect(screen.getByRole('menuitem', { name: action })).toBeDisabled();
    }
  });

  it('says nothing of rank on an account the admin may change', async () => {
    fakeApi();
    const { user } = await renderWithApp(
      <UserActions
        user={person('u-clerk', 'store')}
        actor={{ id: 'u-admin', role: 'admin' }}
        onAction={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Carla Mendes' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit User' })).toBeEnabled();
    expect(screen.queryByText(/higher rank/)).toBeNull();
  });
});
