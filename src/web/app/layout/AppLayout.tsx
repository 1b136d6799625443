import { AppShell, Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { homePath } from '../../../shared/roles';
import { useCurrentUser } from '../../features/auth/api';
import { FullScreenLoader } from '../FullScreenLoader';
import { MainTabLinks } from './MainTabLinks';
import { Navbar } from './Navbar';
import { useSignInHandoff } from './use-sign-in-handoff';

// Its own chunk, loaded once signed in: the sign-in screen never carries it.
const MorningPopup = lazy(() => import('../../features/morning/components/MorningPopup'));

const OfflineTools = lazy(() => import('../offline/OfflineTools'));

// Asks for a manager's PIN when a write needs one (issue 37); loaded once signed in.
const ManagerApprovalDialog = lazy(
  () => import('../../features/auth/components/ManagerApprovalDialog'),
);

/** The main dashboard answers at / and /dashboard; anywhere else offers a way back to it. */
function isHome(pathname: string, home: string): boolean {
  return pathname === home || (home === '/' && pathname === '/dashboard');
}

/** Every protected screen: the navbar on top, the screen below. */
export default function AppLayout() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const handedOver = useSignInHandoff(user?.id);
  // The guard renders this only for a signed-in user; after logout it redirects on its own.
  if (!user) return <Navigate to="/auth" replace />;
  if (!handedOver) return <FullScreenLoader />;
  const home = homePath(user.role);
  // The CEO's home is /ceo (docs/product.md, Roles and reach); the main dashboard's tabs stay one
  // tap away from it.
  const tabLinks = pathname === home && home !== '/';

  return (
    <AppShell header={{ height: 64 }}>
      <AppShell.Header>
        <Navbar user={user} backTo={isHome(pathname, home) ? undefined : home} />
      </AppShell.Header>
      <AppShell.Main bg="gray.0" mih="100dvh" pb={tabLinks ? { base: 96, sm: 0 } : undefined}>
        <Suspense fallback={null}>
          <OfflineTools />
        </Suspense>
        {tabLinks && <MainTabLinks user={user} />}
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <Suspense fallback={null}>
        <MorningPopup firstName={user.firstName} />
        <ManagerApprovalDialog />
      </Suspense>
    </AppShell>
  );
}
