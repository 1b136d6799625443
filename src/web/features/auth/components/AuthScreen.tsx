import { Box, Center, Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { PRODUCT_NAME } from '../../../../shared/product';
import { readLoginBlock } from '../../../lib/login-block';
import { useSetupState } from '../api';
import classes from './AuthScreen.module.css';
import { LoginForm } from './LoginForm';
import { MarketingPanel } from './MarketingPanel';

const LoginBlockedBanner = lazy(() => import('./LoginBlockedBanner'));
// Shown once in a shop's life, so it and its form library load only then.
const FirstRunForm = lazy(() => import('./FirstRunForm'));

const loading = (
  <Center py="xl">
    <Loader aria-label="Loading" />
  </Center>
);

/** /auth: sign-in on the left, or the first-run form while the shop has no account yet. */
export default function AuthScreen() {
  const setup = useSetupState();
  // If the setup question fails, signing in is still the right thing to offer.
  const firstRun = setup.data?.needsFirstUser === true;
  // Set after a daily report on this device, or by a sign-in the server refused for one.
  const [blockedUntil, setBlockedUntil] = useState<number | null>(() => readLoginBlock());
  const unblock = useCallback(() => setBlockedUntil(null), []);

  return (
    <Box className={classes.screen}>
      <main className={classes.formSide}>
        <Group gap="xs" className={classes.brand}>
          <span className={classes.brandMark} aria-hidden />
          <Text fw={800} fz="lg">
            {PRODUCT_NAME}
          </Text>
        </Group>
        <Box className={classes.formBox}>
          {setup.isPending ? (
            loading
          ) : firstRun ? (
            <Suspense fallback={loading}>
              <FirstRunForm />
            </Suspense>
          ) : (
            <>
              {blockedUntil !== null && (
                <Suspense fallback={null}>
                  <LoginBlockedBanner until={blockedUntil} onEnd={unblock} />
                </Suspense>
              )}
              <LoginForm blocked={blockedUntil !== null} onBlocked={setBlockedUntil} />
            </>
          )}
        </Box>
      </main>
      <aside className={classes.marketingSide} aria-label="About the product">
        <MarketingPanel />
      </aside>
    </Box>
  );
}
