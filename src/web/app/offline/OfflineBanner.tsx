import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCloudOff } from '@tabler/icons-react';
import { useOnline, useSyncState } from './use-sync-state';

/**
 * Says when the screen shows what this device saw last rather than the server's answer, and
 * when the queue waits for the person to sign in again.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { showingOfflineData, signInRequired } = useSyncState();
  const queryClient = useQueryClient();
  if (signInRequired) {
    return (
      <Alert color="red" radius={0} py="xs" data-testid="offline-banner">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">Your session has ended. Sign in again to send the changes saved here.</Text>
          <Button
            size="md"
            color="red"
            // The current-user call now answers 401, which takes the app to the sign-in screen.
            onClick={() => void queryClient.invalidateQueries({ queryKey: ['/api/user'] })}
          >
            Sign in
          </Button>
        </Group>
      </Alert>
    );
  }
  if (online && !showingOfflineData) return null;
  return (
    <Alert
      color="orange"
      radius={0}
      py="xs"
      icon={<IconCloudOff size={18} aria-hidden />}
      data-testid="offline-banner"
    >
      <Text fz="sm">
        {online
          ? 'The server could not be reached: showing what this device saw last.'
          : 'Offline: showing what this device saw last. New changes are saved here and sent later.'}
      </Text>
    </Alert>
  );
}
