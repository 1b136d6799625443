import { ActionIcon, Menu } from '@mantine/core';
import { IconActivity, IconDots, IconPencil, IconShieldCog, IconTrash } from '@tabler/icons-react';
import { canAssignRole, type Role } from '../../../../shared/roles';
import type { AdminUser } from '../../../../shared/users';

export type UserAction = 'activity' | 'edit' | 'role' | 'delete';

/**
 * The per-user menu (docs/product.md, Screens). People above the actor's rank can only be looked
 * at, and the actor cannot change their own role or delete themselves by accident.
 */
export function UserActions({
  user,
  actor,
  onAction,
}: {
  user: AdminUser;
  actor: { id: string; role: Role };
  onAction: (action: UserAction, user: AdminUser) => void;
}) {
  const canManage = canAssignRole(actor.role, user.role);
  const isSelf = user.id === actor.id;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={`Actions for ${name}`}>
          <IconDots size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          fz="md"
          py="sm"
          leftSection={<IconActivity size={18} aria-hidden />}
          onClick={() => onAction('activity', user)}
        >
          View Activity
        </Menu.Item>
        <Menu.Item
          fz="md"
          py="sm"
          leftSection={<IconPencil size={18} aria-hidden />}
          disabled={!canManage}
          onClick={() => onAction('edit', user)}
        >
          Edit User
        </Menu.Item>
        <Menu.Item
          fz="md"
          py="sm"
          leftSection={<IconShieldCog size={18} aria-hidden />}
          disabled={!canManage || isSelf}
          onClick={() => onAction('role', user)}
        >
          Change Role
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          fz="md"
          py="sm"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          disabled={!canManage || isSelf}
          onClick={() => onAction('delete', user)}
        >
          Delete User
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
