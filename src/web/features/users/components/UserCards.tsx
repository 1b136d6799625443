import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { initials } from '../../../../shared/format';
import { ROLE_LABELS } from '../../../../shared/roles';
import classes from '../../../components/list.module.css';
import { UserActions } from './UserActions';
import { lastSignIn, UserStatus, type UserListProps } from './user-list';

/** The users on a phone: one card each, its actions in reach of the thumb, nothing off-screen. */
export function UserCards({ users, actor, onAction }: UserListProps) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} aria-label="Users">
      {users.map((user) => (
        <li key={user.id} className={classes.item}>
          <Paper withBorder radius="lg" p="sm" data-testid={`user-row-${user.username}`}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar color="indigo" radius="xl" size={36} aria-hidden>
                {initials(user.firstName, user.lastName)}
              </Avatar>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text fw={600} fz="sm" truncate="end">
                  {user.firstName} {user.lastName}
                </Text>
                <Text fz="xs" c="dimmed" truncate="end">
                  {user.username}
                </Text>
                <Text fz="sm">
                  {ROLE_LABELS[user.role]}
                  {user.storeName ? ` · ${user.storeName}` : ''}
                </Text>
                <Group gap="xs" wrap="wrap">
                  <UserStatus user={user} />
                  <Text fz="xs" c="dimmed">
                    {lastSignIn(user)}
                  </Text>
                </Group>
              </Stack>
              <UserActions user={user} actor={actor} onAction={onAction} />
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
