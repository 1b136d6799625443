import { Box, Center, Group, Loader, Text } from '@mantine/core';
import { PRODUCT_NAME } from '../../../../shared/product';
import { useSetupState } from '../api';
import classes from './AuthScreen.module.css';
import { FirstRunForm } from './FirstRunForm';
import { LoginForm } from './LoginForm';
import { MarketingPanel } from './MarketingPanel';

/** /auth: sign-in on the left, or the first-run form while the shop has no account yet. */
export default function AuthScreen() {
  const setup = useSetupState();
  // If the setup question fails, signing in is still the right thing to offer.
  const firstRun = setup.data?.needsFirstUser === true;

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
            <Center py="xl">
              <Loader aria-label="Loading" />
            </Center>
          ) : firstRun ? (
            <FirstRunForm />
          ) : (
            <LoginForm />
          )}
        </Box>
      </main>
      <aside className={classes.marketingSide} aria-label="About the product">
        <MarketingPanel />
      </aside>
    </Box>
  );
}
