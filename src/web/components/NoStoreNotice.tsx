import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '../../shared/policy';
import { useCurrentUser } from '../features/auth/api';

/** The Admin tab's Stores section (app/layout/AdminPanel.tsx), where stores are created. */
export const ADMIN_STORES_PATH = '/?tab=admin&section=stores';

/**
 * Why there is no store to choose, and what to do. Whoever may create stores sees none only
 * when the chain has none yet (a fresh install), so they are sent to create the first; anyone
 * else reaches stores only through an administrator.
 */
export function NoStoreMessage() {
  const { data: user } = useCurrentUser();
  if (user && can(user.role, 'org.manage'))
    return (
      <>
        There is no store yet.{' '}
        <Anchor component={Link} to={ADMIN_STORES_PATH} fz="inherit">
          Create the first store in Admin → Stores
        </Anchor>
        .
      </>
    );
  return <>No store is assigned to your account yet. Ask your administrator to add you to one.</>;
}

/** The same, for a screen that has nothing to show without a store. */
export function NoStoreNotice() {
  return (
    <Alert color="blue" title="No store yet" data-testid="no-store">
      <NoStoreMessage />
    </Alert>
  );
}

/** The same, as a muted line where a list of stores would stand. */
export function NoStoreLine() {
  return (
    <Text c="dimmed">
      <NoStoreMessage />
    </Text>
  );
}
