/**
 * A store's counter sign-in closed by a daily report, remembered on this device: the session is
 * gone after a submit, so /auth reads it from here to show the countdown. The block is the store
 * counter's, not the device's: a manager or another store's staff may still sign in here. Tiny on
 * purpose: the sign-in screen imports it.
 */
const KEY = 'dailyReport.loginBlock';

export type LoginBlock = {
  /** The instant (ms) sign-in reopens. */
  until: number;
  storeId: string | null;
  storeName: string | null;
  /** The store's time zone, in which the banner names the day sign-in reopens (today, tomorrow). */
  timeZone: string | null;
  /** The counter accounts seen refused here; the sign-in button waits while one of them is typed. */
  usernames: string[];
};

function parse(stored: string | null): LoginBlock | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<LoginBlock>;
    if (typeof value.until !== 'number' || !Array.isArray(value.usernames)) return null;
    return {
      until: value.until,
      storeId: typeof value.storeId === 'string' ? value.storeId : null,
      storeName: typeof value.storeName === 'string' ? value.storeName : null,
      timeZone: typeof value.timeZone === 'string' ? value.timeZone : null,
      usernames: value.usernames.filter((u): u is string => typeof u === 'string'),
    };
  } catch {
    return null;
  }
}

/** The block this device knows of, or null when there is none or it has ended. */
export function readLoginBlock(now = Date.now()): LoginBlock | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  const block = parse(stored);
  if (block && block.until > now) return block;
  if (stored) clearLoginBlock();
  return null;
}

type Blocked = { storeId?: unknown; storeName?: unknown; timeZone?: unknown; username: string };

/**
 * Remembers that `who` may not sign in until the ISO instant `iso` (a report just filed, or a
 * sign-in refused for one); returns the block, or null when `iso` is not a future instant.
 */
export function saveLoginBlock(iso: unknown, who: Blocked, now = Date.now()): LoginBlock | null {
  const until = typeof iso === 'string' ? Date.parse(iso) : NaN;
  if (!Number.isFinite(until) || until <= now) return null;
  const storeId = typeof who.storeId === 'string' ? who.storeId : null;
  const known = readLoginBlock(now);
  const sameStore = known !== null && known.storeId === storeId;
  const username = who.username.trim().toLowerCase();
  const block: LoginBlock = {
    until,
    storeId,
    storeName:
      typeof who.storeName === 'string' ? who.storeName : sameStore ? known.storeName : null,
    timeZone: typeof who.timeZone === 'string' ? who.timeZone : sameStore ? known.timeZone : null,
    usernames: [...new Set([...(sameStore ? known.usernames : []), username])],
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(block));
  } catch {
    // Private mode or a full store: the banner still shows for this visit.
  }
  return block;
}

/** True when `username` is one of the counter accounts this block holds back. */
export function blocksUser(block: LoginBlock | null, username: string): boolean {
  return block !== null && block.usernames.includes(username.trim().toLowerCase());
}

export function clearLoginBlock(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** '7h 05m 09s' for the time left until `until`. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}h ${String(m).padStart(2, '0')}m ${String(s).padStart(2, '0')}s`;
}
