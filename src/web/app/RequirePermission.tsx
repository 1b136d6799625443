import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { POLICY, can, type Permission } from '../../shared/policy';
import { homePath, ROLE_LABELS } from '../../shared/roles';
import { useCurrentUser } from '../features/auth/api';

const andList = new Intl.ListFormat('en-US', { type: 'conjunction' });

/**
 * A screen only some roles may use. Anyone else gets one explanation, named from the policy
 * table so it never disagrees with the server, and the way back home; the screen itself is not
 * loaded, so none of its requests (which the server would refuse) is sent.
 */
export function RequirePermission({
  permission,
  label,
  children,
}: {
  permission: Permission;
  label: string;
  children: ReactNode;
}) {
  const { data: user } = useCurrentUser();
  // RequireAuth above has the user; without one there is nothing to decide yet.
  if (!user) return null;
  if (can(user.role, permission)) return children;
  const roles = andList.format(POLICY[permission].map((role) => ROLE_LABELS[role]));
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'lg' }} py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="not-for-role">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {label}
          </Title>
          <Text>
            This screen is for {roles} accounts. You are signed in as {ROLE_LABELS[user.role]}.
          </Text>
          <Button
            component={Link}
            to={homePath(user.role)}
            size="md"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Back to the dashboard
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
