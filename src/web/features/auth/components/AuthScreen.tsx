import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { SessionUser } from '../../../../shared/auth';
import { clearLoginBlock, readLoginBlock, type LoginBlock } from '../../../lib/login-block';
import { useSetupState, useStoreBlock } from '../api';
import { ProductBrand } from '../../../components/ProductBrand';
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

/**
 * The block this device remembers, dropped when the server says the store's counter may sign in
 * again (a manager reopened the day) and moved when it says another time.
 */
function useLoginBlock() {
  const [block, setBlock] = useState<LoginBlock | null>(() => readLoginBlock());
  const server = useStoreBlock(block?.storeId ?? null);
  const serverUntil = server.data?.blockedUntil;
  useEffect(() => {
    if (serverUntil === undefined) return;
    if (serverUntil === null) {
      clearLoginBlock();
      setBlock(null);
    }
  }, [serverUntil]);
  const unblock = useCallback(() => setBlock(null), []);
  // The server let one of the store's counter accounts in: its day is open again.
  const signedIn = (user: SessionUser) => {
    if (block && user.role === 'store' && user.storeId === block.storeId) {
      clearLoginBlock();
      setBlock(null);
    }
  };
  return { block, setBlock, unblock, signedIn };
}

/** /auth: sign-in on the left, or the first-run form while the shop has no account yet. */
export default function AuthScreen() {
  const setup = useSetupState();
  // Until the setup question is answered, the sign-in form holds its place unseen: a loader in its
  // place made the product panel below jump down when the form came (CLS 0.176 on a phone, issue
  // 24), and a form shown at once could take typing that the first-run form then throws away.
  // If the question fails, signing in is still the right thing to offer.
  const firstRun = setup.data?.needsFirstUser === true;
  const waiting = setup.isPending;
  // Set after a daily report on this device, or by a sign-in the server refused for one.
  const { block, setBlock, unblock, signedIn } = useLoginBlock();

  return (
    <Box className={classes.screen}>
      <main className={classes.formSide}>
        <ProductBrand />
        <Box className={classes.formBox}>
          {firstRun ? (
            <Suspense fallback={loading}>
              <FirstRunForm />
            </Suspense>
          ) : (
            <Box
              className={waiting ? classes.holding : undefined}
              aria-hidden={waiting || undefined}
            >
              {block !== null && (
                <Suspense fallback={null}>
                  <LoginBlockedBanner block={block} onEnd={unblock} />
                </Suspense>
              )}
              <LoginForm block={block} onBlocked={setBlock} onSignedIn={signedIn} />
            </Box>
          )}
        </Box>
      </main>
      <aside className={classes.marketingSide} aria-label="About the product">
        <MarketingPanel />
      </aside>
    </Box>
  );
}
