import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { mayChangeAccount, rolesToGive, type Role } from '../../../../shared/roles';
import { ZCreateUser } from '../../../../shared/users';
import { AccountFields } from '../../../components/AccountFields';
import { BLANK_ACCOUNT } from '../../../components/blank-account';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useCreateUser } from '../api';
import { UserRoleFields } from './UserRoleFields';

const ZAddUserForm = ZCreateUser.and(z.object({ confirmPassword: z.string() })).refine(
  (values) => values.password === values.confirmPassword,
  { message: "Passwords don't match", path: ['confirmPassword'] },
);
type AddUserInput = z.input<typeof ZAddUserForm>;
type AddUserValues = z.output<typeof ZAddUserForm>;

/** Adds a user directly, with a password the admin hands over (the other way is an invitation). */
export function AddUserModal({ actorRole, onClose }: { actorRole: Role; onClose: () => void }) {
  const create = useCreateUser();
  const form = useForm<AddUserInput, unknown, AddUserValues>({
    resolver: zodResolver(ZAddUserForm),
    defaultValues: {
      ...BLANK_ACCOUNT,
      role: undefined,
      storeId: null,
      storeIds: [],
      regionIds: [],
    },
  });

  const role = form.watch('role');
  // Only a rank above an account changes it (issue 37): an account of the admin's own rank is
  // theirs to create but not to correct afterwards, so they are told before, not after.
  const outOfReachAfter = role !== undefined && !mayChangeAccount(actorRole, [role]);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    try {
      const user = await create.mutateAsync(input);
      toastSuccess({
        title: 'User added',
        message: `${user.firstName} ${user.lastName} can now sign in as ${user.username}.`,
      });
      onClose();
    } catch (error) {
      reportSaveError(form, error, 'User not added');
    }
  });

  return (
    <ResponsiveModal title="Add User" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add user">
        <Stack gap="md">
          <AccountFields form={form} email owner="other" />
          <UserRoleFields form={form} roles={rolesToGive(actorRole)} />
          {outOfReachAfter && (
            <Alert color="orange" title="Check it before you add it">
              Once added, only someone of a higher rank can change this account: its name, e-mail,
              password, role or stores.
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth disabled={create.isPending}>
            {create.isPending ? 'Adding User...' : 'Add User'}
          </Button>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
