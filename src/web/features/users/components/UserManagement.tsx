import { Stack, Title } from '@mantine/core';
import { UserTable } from './UserTable';

/** User Management on the Admin tab (admin, ceo, super_admin). */
export default function UserManagement() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        User Management
      </Title>
      <UserTable />
    </Stack>
  );
}
