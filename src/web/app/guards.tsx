import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { homePath } from '../../shared/roles';
import { useCurrentUser } from '../features/auth/api';
import { errorMessage } from '../lib/api';
import { FullScreenLoader } from './FullScreenLoader';

/** The current-user call failed for a reason other than "not signed in" (server down, offline). */
function UserLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={440} w="100%">
        <Stack>
          <Title order={1} size="h3">
            Could not load your account
          </Title>
          <Text c="dimmed">{errorMessage(error, 'The server did not answer.')}</Text>
          <Button size="lg" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Protected routes: a spinner while the user loads, the sign-in screen when nobody is signed in. */
export function RequireAuth() {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  if (isPending) return <FullScreenLoader />;
  if (isError) return <UserLoadError error={error} onRetry={() => void refetch()} />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/**
 * The sign-in screen: a signed-in user is sent home. `preload` starts fetching the screen's code
 * while the current user is still being asked for, instead of after.
 */
export function PublicOnly({
  children,
  preload,
}: {
  children: ReactNode;
  preload: () => Promise<unknown>;
}) {
  const { data: user, isPending } = useCurrentUser();
  useEffect(() => {
    void preload();
  }, [preload]);
  if (isPending) return <FullScreenLoader />;
  if (user) return <Navigate to={homePath(user.role)} replace />;
  return children;
}
