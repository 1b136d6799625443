import { useEffect, useState } from 'react';
import { PENDING_SYNC_REFRESH_MS } from '../../../shared/constants';
import type { QueueEntry } from '../../lib/offline/db';
import { queuedWrites } from '../../lib/offline/queue';
import { useSyncState } from './use-sync-state';

/** The signed-in user's queue, re-read every 5 s (spec) and whenever it changes on this page. */
export function useQueuedWrites(): QueueEntry[] {
  const { queueVersion } = useSyncState();
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => void queuedWrites().then((next) => live && setEntries(next));
    read();
    const timer = setInterval(read, PENDING_SYNC_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [queueVersion]);
  return entries;
}
