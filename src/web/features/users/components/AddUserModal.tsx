import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { canAssignRole, ROLES, type Role } from '../../../../shared/roles';
import { ZCreateUser } from '../../../../shared/users';
import { AccountFields } from '../../../components/AccountFields';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { RoleReachFields } from '../../../components/RoleReachFields';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useAllRegions, useAllStores } from '../../org/api';
import { useCreateUser } from '../api';
import { useReachBinding } from './use-reach-binding';

const ZAddUserForm = ZCreateUser.and(z.object({ confirmPassword: z.string() })).refine(
  (values) => values.password === values.confirmPassword,
  { message: "Passwords don't match", path: ['confirmPassword'] },
);
type AddUserInput = z.input<typeof ZAddUserForm>;
type AddUserValues = z.output<typeof ZAddUserForm>;

/** Adds a user directly, with a password the admin hands over (the other way is an invitation). */
export function AddUserModal({ actorRole, onClose }: { actorRole: Role; onClose: () => void }) {
  const create = useCreateUser();
  const stores = useAllStores();
  const regions = useAllRegions();
  const form = useForm<AddUserInput, unknown, AddUserValues>({
    resolver: zodResolver(ZAddUserForm),
    defaultValues: {
      username: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: undefined,
      storeId: null,
      storeIds: [],
      regionIds: [],
    },
  });
  const reach = useReachBinding(form);

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
          <AccountFields
            register={form.register}
            errors={form.formState.errors}
            email
            owner="other"
          />
          <RoleReachFields
            roles={ROLES.filter((role) => canAssignRole(actorRole, role))}
            value={reach.value}
            onChange={reach.onChange}
            errors={reach.errors}
            stores={stores}
            regions={regions}
          />
          <Button type="submit" size="lg" fullWidth disabled={create.isPending}>
            {create.isPending ? 'Adding User...' : 'Add User'}
          </Button>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
