import { Avatar, Badge, Box, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconDeviceMobile, IconKey, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../../shared/auth';
import { initials, shortName } from '../../../shared/format';
import { PRODUCT_NAME } from '../../../shared/product';
import { can } from '../../../shared/policy';
import { homePath, isStoreRole } from '../../../shared/roles';
import { useLogout } from '../../features/auth/api';
import { errorMessage } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { usePhoneLayout } from '../../lib/use-phone-layout';
import classes from './Navbar.module.css';

const PendingSyncButton = lazy(() => import('../offline/PendingSyncButton'));
const ApprovalPinModal = lazy(() => import('../../features/auth/components/ApprovalPinModal'));

/**
 * A manager's name opens their menu: the PIN they approve a counter's changes with (issue 37).
 * Anyone else's name is just their name.
 */
function AccountMenu({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [pinOpen, setPinOpen] = useState(false);
  if (!can(user.role, 'money.manage')) return children;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {/* Named by the person's name it shows (WCAG 2.5.3): the menu says what it holds. */}
          <UnstyledButton miw={0}>{children}</UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={() => setPinOpen(true)}>
            Approval PIN
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {pinOpen && (
        <Suspense fallback={null}>
          <ApprovalPinModal onClose={() => setPinOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Store accounts are known at the counter by their store; everyone else by their role. */
function roleBadgeText(user: SessionUser): string {
  return (isStoreRole(user.role) && user.storeName ? user.storeName : user.role).toUpperCase();
}

type Props = { user: SessionUser; backTo?: string };

export function Navbar({ user, backTo }: Props) {
  const navigate = useNavigate();
  const logout = useLogout();
  // On a phone the bar is narrow: a smaller badge, and Logout without its icon (the word says it).
  const phone = usePhoneLayout();
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
        <Badge
          variant="light"
          size={phone ? 'md' : 'lg'}
          // The one badge that gives way (a long store name is cut with an ellipsis) so the
          // user's name and Logout fit on a phone; as a style, it wins over any theme default.
          styles={{ root: { flexShrink: 1, minWidth: 0 } }}
          className={classes.roleBadge}
          title={roleBadgeText(user)}
          data-testid="role-badge"
        >
          {roleBadgeText(user)}
        </Badge>
      </Group>
      {/* Never shrunk, so Logout stays on screen: the role badge on the left gives way first. */}
      <Group gap="sm" wrap="nowrap" className={classes.fixed}>
        <Suspense fallback={null}>
          <PendingSyncButton />
        </Suspense>
        {/* Below md the name is shortened, and any name is cut with an ellipsis past its width. */}
        <AccountMenu user={user}>
          <Group gap="xs" wrap="nowrap" data-testid="user-name">
            <Avatar color="indigo" radius="xl" size={36} aria-hidden>
              {initials(user.firstName, user.lastName)}
            </Avatar>
            <Text
              fw={600}
              fz="sm"
              hiddenFrom="md"
              truncate="end"
              title={fullName}
              className={classes.name}
            >
              {shortName(user.firstName, user.lastName)}
            </Text>
            <Text fw={600} fz="sm" visibleFrom="md" truncate="end" className={classes.name}>
              {fullName}
            </Text>
          </Group>
        </AccountMenu>
        <Button
          variant="default"
          size="md"
          px="sm"
          leftSection={phone ? undefined : <IconLogout size={18} />}
          onClick={() => void onLogout()}
          disabled={logout.isPending}
        >
          Logout
        </Button>
      </Group>
    </Group>
  );
}
