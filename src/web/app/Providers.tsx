import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { updateToasts } from '../lib/pwa/update-toasts';
import { createQueryClient } from '../lib/query-client';
import classes from './Providers.module.css';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {/*
        Both toast stacks share one dock at the bottom of the screen. A dialog's close button is
        at its top, so a toast never covers it; and the ordinary toast sits above the update
        toast instead of over it.
      */}
      <div className={classes.dock}>
        <Notifications
          limit={1}
          autoClose={TOAST_DURATION_MS}
          position="bottom-center"
          withinPortal={false}
          classNames={{ root: classes.stack }}
        />
        <Notifications
          store={updateToasts}
          limit={1}
          autoClose={false}
          position="bottom-center"
          withinPortal={false}
          classNames={{ root: classes.stack }}
        />
      </div>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
