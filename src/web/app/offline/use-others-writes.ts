import { useEffect, useState } from 'react';
import { PENDING_SYNC_REFRESH_MS } from '../../../shared/constants';
import { othersWrites, type OthersWrites } from '../../lib/offline/queue';
import { useSyncState } from './use-sync-state';

/** Others' changes waiting on this device, re-read like the signed-in user's own queue. */
export function useOthersWrites(): OthersWrites[] {
  const { queueVersion } = useSyncState();
  const [people, setPeople] = useState<OthersWrites[]>([]);
  useEffect(() => {
    let live = true;
    const read = () => void othersWrites().then((next) => live && setPeople(next));
    read();
    const timer = setInterval(read, PENDING_SYNC_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [queueVersion]);
  return people;
}
