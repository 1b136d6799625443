import type { QueueEntry } from './db';

/**
 * What a device's queue holds: writes waiting to be sent, and writes the server refused or
 * found in conflict, which wait for a person instead and are not "waiting to sync".
 */
export type QueueCounts = { waiting: number; needsAttention: number };

export function countWrites(entries: readonly Pick<QueueEntry, 'state'>[]): QueueCounts {
  const waiting = entries.filter((entry) => entry.state === 'pending').length;
  return { waiting, needsAttention: entries.length - waiting };
}

/** "1 change", "3 changes". */
export const changes = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

/** "1 change needs attention", "2 changes need attention". */
export const needAttention = (n: number) => `${changes(n)} ${n === 1 ? 'needs' : 'need'} attention`;

/** The sync button's name: "1 change needs attention, 2 waiting to sync". */
export function syncButtonLabel({ waiting, needsAttention }: QueueCounts): string {
  if (needsAttention === 0) return `${changes(waiting)} waiting to sync`;
  const attention = needAttention(needsAttention);
  return waiting === 0 ? attention : `${attention}, ${waiting} waiting to sync`;
}
