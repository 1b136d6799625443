import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';

type Query = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/**
 * What a screen shows while its figures load or after they failed (a loader, or the server's
 * message with Try again), so every report screen answers the same way; null once there is data.
 */
export function queryStatus(
  query: Query,
  labels: { loading: string; failed: string; py?: 'lg' | 'xl' },
): ReactNode | null {
  if (query.isPending)
    return (
      <Center py={labels.py ?? 'xl'}>
        <Loader aria-label={labels.loading} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" title={labels.failed}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{errorMessage(query.error, 'Please try again.')}</Text>
          <Button size="md" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  return null;
}
