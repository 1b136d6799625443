import { Alert, Avatar, Center, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { initials } from '../../../../shared/format';
import { ROLE_LABELS } from '../../../../shared/roles';
import { errorMessage } from '../../../lib/api';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { useAdminUsers } from '../api';
import { UserActions } from './UserActions';
import { UserCards } from './UserCards';
import { lastSignIn, UserStatus, type UserListProps } from './user-list';

/**
 * The User Management table (docs/product.md, Screens: User, Role, Status, Actions); cards on a
 * phone.
 */
export function UserTable({ actor, onAction }: Omit<UserListProps, 'users'>) {
  const { data: users, isPending, isError, error } = useAdminUsers();
  const phone = usePhoneLayout();

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
  if (phone) return <UserCards users={users} actor={actor} onAction={onAction} />;

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
                    <Avatar color="indigo" radius="xl" size={36} aria-hidden>
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
                  <UserStatus user={user} />
                  <Text fz="xs" c="dimmed" mt={4}>
                    {lastSignIn(user)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <UserActions user={user} actor={actor} onAction={onAction} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
