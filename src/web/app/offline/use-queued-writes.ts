import { useEffect, useState } from 'react';
import { PENDING_SYNC_REFRESH_MS } from '../../../shared/constants';
import type { QueueEntry } from '../../lib/offline/db';
import { othersWrites, queuedWrites, type OthersWrites } from '../../lib/offline/queue';
import { useSyncState } from './use-sync-state';

/**
 * A view of this device's queue, re-read every 5 s (docs/product.md, Constants) and whenever it
 * changes on this page.
 */
function useQueueView<T>(read: () => Promise<T[]>): T[] {
  const { queueVersion } = useSyncState();
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    const refresh = () => void read().then((next) => live && setItems(next));
    refresh();
    const timer = setInterval(refresh, PENDING_SYNC_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [queueVersion, read]);
  return items;
}

/** The signed-in user's own waiting changes. */
export function useQueuedWrites(): QueueEntry[] {
  return useQueueView(queuedWrites);
}

/** Other people's changes waiting on this shared device. */
export function useOthersWrites(): OthersWrites[] {
  return useQueueView(othersWrites);
}
