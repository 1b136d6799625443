import { Badge } from '@mantine/core';
import { formatDateTime } from '../../../../shared/format';
import type { Role } from '../../../../shared/roles';
import type { AdminUser } from '../../../../shared/users';
import type { UserAction } from './UserActions';

/** What the table (desktop) and the cards (phone) of User Management both show. */
export type UserListProps = {
  users: AdminUser[];
  actor: { id: string; role: Role };
  onAction: (action: UserAction, user: AdminUser) => void;
};

export function UserStatus({ user }: { user: AdminUser }) {
  return (
    <Badge
      variant="light"
      color={user.disabled ? 'gray' : 'teal'}
      // A narrow column would otherwise squeeze the word to "A…".
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {user.disabled ? 'Disabled' : 'Active'}
    </Badge>
  );
}

export function lastSignIn(user: AdminUser): string {
  return user.lastLoginAt ? `Last sign-in ${formatDateTime(user.lastLoginAt)}` : 'Never signed in';
}
