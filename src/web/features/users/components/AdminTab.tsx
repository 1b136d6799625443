import { Stack, Text, Title } from '@mantine/core';
import { UserTable } from './UserTable';

/** The Admin tab (admin, ceo, super_admin). Read-only for now; user management comes later. */
export default function AdminTab() {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Admin Dashboard
        </Title>
        <Text c="dimmed">Everyone who can sign in, across all stores.</Text>
      </Stack>
      <UserTable />
    </Stack>
  );
}
