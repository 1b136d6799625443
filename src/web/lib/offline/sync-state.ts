/**
 * What the screens need to know about connectivity, without loading the offline database:
 * whether the data shown came from this device, and whether the queue waits for a sign-in.
 */
export type SyncState = {
  /** The last read was answered from what this device saw before, not from the server. */
  showingOfflineData: boolean;
  /** The server said the session ended while writes were waiting to be sent. */
  signInRequired: boolean;
  /** Bumped whenever the queue changes, so counts and lists re-read it. */
  queueVersion: number;
  /**
   * Reads answered offline with an empty placeholder because this device never loaded them:
   * their screens say "not available offline yet" rather than "nothing here".
   */
  unseenPaths: readonly string[];
};

let state: SyncState = {
  showingOfflineData: false,
  signInRequired: false,
  queueVersion: 0,
  unseenPaths: [],
};
const listeners = new Set<() => void>();

export function getSyncState(): SyncState {
  return state;
}

export function updateSyncState(patch: Partial<SyncState>): void {
  const next = { ...state, ...patch };
  if (Object.entries(patch).every(([key, value]) => state[key as keyof SyncState] === value))
    return;
  state = next;
  for (const listener of listeners) listener();
}

/** A read answered offline with a placeholder (seen false), or later answered for real (true). */
export function markRead(path: string, seen: boolean): void {
  const known = state.unseenPaths.includes(path);
  if (seen === !known) return;
  updateSyncState({
    unseenPaths: seen ? state.unseenPaths.filter((p) => p !== path) : [...state.unseenPaths, path],
  });
}

export function queueChanged(): void {
  updateSyncState({ queueVersion: state.queueVersion + 1 });
}

export function subscribeSyncState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
