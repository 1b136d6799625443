import { ActionIcon, Menu } from '@mantine/core';
import { IconActivity, IconDots, IconPencil, IconShieldCog, IconTrash } from '@tabler/icons-react';
import { mayChangeAccount, type Role } from '../../../../shared/roles';
import type { AdminUser } from '../../../../shared/users';

export type UserAction = 'activity' | 'edit' | 'role' | 'delete';

/**
 * The per-user menu (docs/product.md, Screens). Accounts at or above the actor's rank (counting
 * the office roles they held in the last 30 days) can only be looked at; the actor edits their own
 * details but cannot change their own role or delete themselves by accident.
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
  const isSelf = user.id === actor.id;
  const canManage = mayChangeAccount(actor.role, user.heldRoles);
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={`Actions for ${name}`}>
          <IconDots size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!canManage && !isSelf && (
          // Why the changes below are greyed: said, not left to guess (issue 37).
          <Menu.Label fz="sm" style={{ whiteSpace: 'normal' }}>
            Only someone of a higher rank can change this account.
          </Menu.Label>
        )}
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
          disabled={!canManage && !isSelf}
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
