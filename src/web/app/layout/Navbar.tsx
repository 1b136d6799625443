import { Avatar, Badge, Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../../shared/auth';
import { initials, shortName } from '../../../shared/format';
import { PRODUCT_NAME } from '../../../shared/product';
import { homePath, isStoreRole } from '../../../shared/roles';
import { useLogout } from '../../features/auth/api';
import { errorMessage } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import classes from './Navbar.module.css';

const PendingSyncButton = lazy(() => import('../offline/PendingSyncButton'));

/** Store accounts are known at the counter by their store; everyone else by their role. */
function roleBadgeText(user: SessionUser): string {
  return (isStoreRole(user.role) && user.storeName ? user.storeName : user.role).toUpperCase();
}

type Props = { user: SessionUser; backTo?: string };

export function Navbar({ user, backTo }: Props) {
  const navigate = useNavigate();
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`;

  // mutateAsync, not mutate callbacks: signing out unmounts this navbar before they would run.
  const onLogout = async () => {
    try {
      await logout.mutateAsync();
      toastSuccess({ title: 'Logged out', message: 'You have signed out of this device.' });
      void navigate('/auth', { replace: true });
    } catch (error) {
      toastError({ title: 'Logout failed', message: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {backTo && (
          <Button
            component={Link}
            to={backTo}
            variant="subtle"
            size="compact-md"
            leftSection={<IconArrowLeft size={18} />}
            visibleFrom="sm"
          >
            Dashboard
          </Button>
        )}
        <UnstyledButton
          component={Link}
          to={homePath(user.role)}
          className={classes.logo}
          aria-label={`${PRODUCT_NAME} home`}
        >
          <Box className={classes.logoMark}>
            <IconDeviceMobile size={20} stroke={2} />
          </Box>
          <Text fw={800} fz="lg" visibleFrom="xs" className={classes.logoText}>
            {PRODUCT_NAME}
          </Text>
        </UnstyledButton>
        <Badge variant="light" size="lg" className={classes.roleBadge} data-testid="role-badge">
          {roleBadgeText(user)}
        </Badge>
      </Group>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Suspense fallback={null}>
          <PendingSyncButton />
        </Suspense>
        {/* The name gives way (shortened, then cut with an ellipsis) so Logout always fits. */}
        <Group gap="xs" wrap="nowrap" miw={0} data-testid="user-name">
          <Avatar color="indigo" radius="xl" size={36} aria-hidden className={classes.fixed}>
            {initials(user.firstName, user.lastName)}
          </Avatar>
          <Text fw={600} fz="sm" hiddenFrom="md" truncate="end" miw={0} title={fullName}>
            {shortName(user.firstName, user.lastName)}
          </Text>
          <Text fw={600} fz="sm" visibleFrom="md" truncate="end" miw={0}>
            {fullName}
          </Text>
        </Group>
        <Button
          className={classes.fixed}
          variant="default"
          size="md"
          px="sm"
          leftSection={<IconLogout size={18} />}
          onClick={() => void onLogout()}
          disabled={logout.isPending}
        >
          Logout
        </Button>
      </Group>
    </Group>
  );
}
