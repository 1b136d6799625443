import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { homePath } from '../../shared/roles';
import { useCurrentUser, usePrefetchSetupState } from '../features/auth/api';
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

type ScreenModule = { default: ComponentType };

/** Screens already loaded, so a second visit renders them at once. */
const loadedScreens = new WeakMap<() => Promise<ScreenModule>, ComponentType>();

/**
 * The screen `load` gives, rendered once its code is here, without suspending: React holds a
 * lazy screen revealed after a Suspense fallback for up to 300 ms more, which was most of the
 * time a phone waited for the sign-in form.
 */
function useLoadedScreen(load: () => Promise<ScreenModule>): ComponentType | null {
  const [screen, setScreen] = useState<ComponentType | null>(() => loadedScreens.get(load) ?? null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (screen) return;
    let current = true;
    load().then(
      (module) => {
        loadedScreens.set(load, module.default);
        if (current) setScreen(() => module.default);
      },
      (error: unknown) => {
        if (current) setFailure(error ?? new Error('The screen could not be loaded.'));
      },
    );
    return () => {
      current = false;
    };
  }, [load, screen]);
  // As a lazy screen's would: the app's error boundary offers the reload.
  if (failure) throw failure;
  return screen;
}

/**
 * Calls `preload` once, when the person first focuses a field or button: the page has shown and
 * they are about to type, so nothing it loads competes with the screen itself.
 */
function usePreloadOnFirstFocus(preload: () => void) {
  useEffect(() => {
    const start = () => preload();
    document.addEventListener('focusin', start, { once: true });
    return () => document.removeEventListener('focusin', start);
  }, [preload]);
}

/**
 * Protected routes: a spinner while the user and the signed-in layout (`layout`) load, the
 * sign-in screen when nobody is signed in. The layout is rendered once its code is here, not
 * suspended: a first load revealed it up to 300 ms after its code came (see useLoadedScreen).
 */
export function RequireAuth({ layout }: { layout: () => Promise<ScreenModule> }) {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  const Layout = useLoadedScreen(layout);
  if (isPending) return <FullScreenLoader />;
  if (isError) return <UserLoadError error={error} onRetry={() => void refetch()} />;
  if (!user) return <Navigate to="/auth" replace />;
  return Layout ? <Layout /> : <FullScreenLoader />;
}

/**
 * The sign-in screen: a signed-in user is sent home. Its code is fetched while the current user is
 * still being asked for, instead of after; the signed-in screens' code while the person types.
 */
export function PublicOnly({
  load,
  preloadNext,
}: {
  load: () => Promise<ScreenModule>;
  preloadNext: () => void;
}) {
  const { data: user, isPending } = useCurrentUser();
  const Screen = useLoadedScreen(load);
  usePrefetchSetupState();
  usePreloadOnFirstFocus(preloadNext);
  if (user) return <Navigate to={homePath(user.role)} replace />;
  if (isPending || !Screen) return <FullScreenLoader />;
  return <Screen />;
}
