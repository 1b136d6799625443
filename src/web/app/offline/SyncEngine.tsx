import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PENDING_SYNC_REFRESH_MS } from '../../../shared/constants';
import { reportSyncStatus } from '../../lib/offline/device-report';
import { syncNow } from '../../lib/offline/queue';
import { toastError, toastNotice, toastSuccess } from '../../lib/toast';

/**
 * Sends the queue when the connection comes back, when the app opens, and every 5 s while
 * anything waits; then refetches what the screens show and reports the queue's counts to the
 * server. Also the connectivity toasts (docs/product.md, Messages).
 */
export function SyncEngine() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let running = false;
    const sync = async () => {
      if (running) return;
      running = true;
      try {
        const result = await syncNow();
        if (result && (result.sent || result.refused)) await queryClient.invalidateQueries();
        // A refusal is said when it happens, not only as a badge on the sync button (issue 37).
        if (result?.refused) {
          toastError({
            title:
              result.refused === 1 ? 'A saved change was refused' : 'Saved changes were refused',
            message: 'Open Waiting to sync to see why and what to do.',
          });
        }
        await reportSyncStatus();
      } finally {
        running = false;
      }
    };
    const online = () => {
      toastSuccess({ title: 'Back Online', message: 'Saved changes are being sent now.' });
      void sync();
    };
    const offline = () => {
      toastNotice({
        title: 'Offline Mode',
        message: 'You can keep working: changes are saved on this device and sent later.',
      });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    void sync();
    const timer = setInterval(() => void sync(), PENDING_SYNC_REFRESH_MS);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearInterval(timer);
    };
  }, [queryClient]);
  return null;
}
