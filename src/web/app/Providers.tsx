import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { updateToasts } from '../lib/pwa/update-toasts';
import { createQueryClient } from '../lib/query-client';
import classes from './Providers.module.css';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications
        limit={1}
        autoClose={TOAST_DURATION_MS}
        position="top-right"
        zIndex={1000}
        classNames={{ root: classes.toasts }}
      />
      <Notifications
        store={updateToasts}
        limit={1}
        autoClose={false}
        position="bottom-center"
        zIndex={1000}
        classNames={{ root: classes.updateToast }}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
