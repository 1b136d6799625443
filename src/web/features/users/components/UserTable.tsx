import { Alert, Avatar, Badge, Center, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { formatDateTime, initials } from '../../../../shared/format';
import { canAssignRole, ROLE_LABELS, type Role } from '../../../../shared/roles';
import type { AdminUser } from '../../../../shared/users';
import { errorMessage } from '../../../lib/api';
import { useAdminUsers } from '../api';
import { UserActions, type UserAction } from './UserActions';

/** The User Management table (spec: User, Role, Status, Actions). */
export function UserTable({
  actor,
  onAction,
}: {
  actor: { id: string; role: Role };
  onAction: (action: UserAction, user: AdminUser) => void;
}) {
  const { data: users, isPending, isError, error } = useAdminUsers();

  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading users" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" title="Could not load users">
        {errorMessage(error, 'Please try again.')}
      </Alert>
    );
  }

  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={340} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th w={72}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id} data-testid={`user-row-${user.username}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar color="indigo" radius="xl" size={36} visibleFrom="xs" aria-hidden>
                      {initials(user.firstName, user.lastName)}
                    </Avatar>
                    <div>
                      <Text fw={600} fz="sm">
                        {user.firstName} {user.lastName}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {user.username}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{ROLE_LABELS[user.role]}</Text>
                  {user.storeName && (
                    <Text fz="xs" c="dimmed">
                      {user.storeName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge variant="light" color={user.disabled ? 'gray' : 'teal'}>
                    {user.disabled ? 'Disabled' : 'Active'}
                  </Badge>
                  <Text fz="xs" c="dimmed" visibleFrom="sm" mt={4}>
                    {user.lastLoginAt
                      ? `Last sign-in ${formatDateTime(user.lastLoginAt)}`
                      : 'Never signed in'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <UserActions
                    user={user}
                    canManage={canAssignRole(actor.role, user.role)}
                    isSelf={user.id === actor.id}
                    onAction={onAction}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
