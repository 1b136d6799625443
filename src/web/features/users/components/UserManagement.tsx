import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../shared/users';
import { useCurrentUser } from '../../auth/api';
import { AddUserModal } from './AddUserModal';
import { ChangeRoleModal } from './ChangeRoleModal';
import { DeleteUserModal } from './DeleteUserModal';
import { EditUserModal } from './EditUserModal';
import type { UserAction } from './UserActions';
import { UserActivityModal } from './UserActivityModal';
import { UserTable } from './UserTable';

type Open = { action: UserAction; user: AdminUser } | { action: 'add' } | null;

/** User Management on the Admin tab (admin, ceo, super_admin): the table and its dialogs. */
export default function UserManagement() {
  const { data: actor } = useCurrentUser();
  const [open, setOpen] = useState<Open>(null);
  if (!actor) return null;
  const close = () => setOpen(null);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            User Management
          </Title>
          <Text c="dimmed" fz="sm">
            Everyone who can sign in, across all stores.
          </Text>
        </Stack>
        <Button
          size="md"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setOpen({ action: 'add' })}
        >
          Add User
        </Button>
      </Group>
      <UserTable actor={actor} onAction={(action, user) => setOpen({ action, user })} />
      {open?.action === 'add' && <AddUserModal actorRole={actor.role} onClose={close} />}
      {open?.action === 'activity' && <UserActivityModal user={open.user} onClose={close} />}
      {open?.action === 'edit' && (
        <EditUserModal user={open.user} isSelf={open.user.id === actor.id} onClose={close} />
      )}
      {open?.action === 'role' && (
        <ChangeRoleModal user={open.user} actorRole={actor.role} onClose={close} />
      )}
      {open?.action === 'delete' && <DeleteUserModal user={open.user} onClose={close} />}
    </Stack>
  );
}
