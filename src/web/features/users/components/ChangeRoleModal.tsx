import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import { rolesToChangeTo, type Role } from '../../../../shared/roles';
import { ZUserReach, type AdminUser } from '../../../../shared/users';
import { ResponsiveModal } from '../../../components/ResponsiveModal';
import { reportSaveError } from '../../../lib/server-errors';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateUser } from '../api';
import { UserRoleFields } from './UserRoleFields';

type ReachInput = z.input<typeof ZUserReach>;
type ReachValues = z.output<typeof ZUserReach>;

const reachOf = (user: AdminUser) => ({
  role: user.role,
  storeId: user.storeId,
  storeIds: user.storeIds,
  regionIds: user.regionIds,
});

/** Change Role: the role and its store, stores or regions. The person is signed out to pick it up. */
export function ChangeRoleModal({
  user,
  actorRole,
  onClose,
}: {
  user: AdminUser;
  actorRole: Role;
  onClose: () => void;
}) {
  const update = useUpdateUser();
  const [version, setVersion] = useState(user.updatedAt);
  const form = useForm<ReachInput, unknown, ReachValues>({
    resolver: zodResolver(ZUserReach),
    defaultValues: reachOf(user),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync({ id: user.id, ...values, version });
      toastSuccess({
        title: 'Role changed',
        message: `${updated.firstName} ${updated.lastName} signs in again to use the new role.`,
      });
      onClose();
    } catch (error) {
      reportSaveError(form, error, 'Role not changed', (current: AdminUser) => {
        form.reset(reachOf(current));
        setVersion(current.updatedAt);
      });
    }
  });

  return (
    <ResponsiveModal title="Change Role" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change role">
        <Stack gap="md">
          <Text>
            {user.firstName} {user.lastName} ({user.username})
          </Text>
          <UserRoleFields
            form={form}
            roles={rolesToChangeTo(actorRole, user.heldRoles, user.role)}
          />
          <Button type="submit" size="lg" fullWidth disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Change Role'}
          </Button>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
