import type { DeviceSyncReport } from '../../../shared/analytics';
import { newId } from '../../../shared/ids';
import { apiRequest } from '../api';
import { lastSeenUser } from './reads';
import { queuedWrites } from './queue';
import { countWrites } from './summary';

const DEVICE_KEY = 'shop-platform-device-id';

/** This browser's own id, made once; the office tells devices apart by it. */
function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = newId();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

let lastSent: string | null = null;

/**
 * Tells the server how many of the signed-in user's writes wait on this device and how many it
 * refused, so the office sees counters holding unsent work. Sent only when the counts change
 * (and once per app start); a report that fails is tried on the next change or start.
 */
export async function reportSyncStatus(): Promise<void> {
  const user = navigator.onLine ? await lastSeenUser() : null;
  if (!user) return;
  const counts = countWrites(await queuedWrites());
  const report: DeviceSyncReport = {
    deviceId: deviceId(),
    pending: counts.waiting,
    refused: counts.needsAttention,
  };
  // Keyed by user too: another person signing in on this counter reports their own queue.
  const key = JSON.stringify({ userId: user.id, ...report });
  if (key === lastSent) return;
  try {
    await apiRequest<void>('PUT', '/api/devices/sync-status', report);
    lastSent = key;
  } catch {
    // Signed out or the connection dropped: the counts are reported on a later beat.
  }
}
