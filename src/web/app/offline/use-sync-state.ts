import { useSyncExternalStore } from 'react';
import { getSyncState, subscribeSyncState, type SyncState } from '../../lib/offline/sync-state';

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSyncState, getSyncState);
}

/** The browser's own idea of the connection, following its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (change) => {
      window.addEventListener('online', change);
      window.addEventListener('offline', change);
      return () => {
        window.removeEventListener('online', change);
        window.removeEventListener('offline', change);
      };
    },
    () => navigator.onLine,
  );
}
