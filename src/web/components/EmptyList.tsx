import { Text } from '@mantine/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { getSyncState, subscribeSyncState } from '../lib/offline/sync-state';

/** True when a read of `prefix` was answered offline with a placeholder: never loaded here. */
function useUnseenOffline(prefix: string): boolean {
  const { unseenPaths } = useSyncExternalStore(subscribeSyncState, getSyncState);
  return unseenPaths.some((path) => path.startsWith(prefix));
}

type Props = {
  /** The API path the list reads, e.g. /api/repair-waivers. */
  path: string;
  /** What the list says when it is truly empty. */
  children: ReactNode;
};

/**
 * A list's empty state. Offline, a list this device has never loaded is not empty, only
 * unknown: it says so instead of claiming there is nothing.
 */
export function EmptyList({ path, children }: Props) {
  const unseen = useUnseenOffline(path);
  return (
    <Text c="dimmed" ta="center" role={unseen ? 'status' : undefined}>
      {unseen
        ? 'Not available offline yet: this list was never opened on this device with a connection. It shows once the connection is back.'
        : children}
    </Text>
  );
}
