/**
 * When store sign-in reopens after a daily report, remembered on this device: the session is
 * gone after a submit, so /auth reads it from here to show the countdown. Tiny on purpose: the
 * sign-in screen imports it.
 */
const KEY = 'dailyReport.loginBlockedUntil';

/** The instant (ms) sign-in reopens, or null when nothing is known or it has passed. */
export function readLoginBlock(now = Date.now()): number | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  const until = stored ? Date.parse(stored) : NaN;
  if (Number.isFinite(until) && until > now) return until;
  if (stored) clearLoginBlock();
  return null;
}

/** Remembers an ISO instant; returns it in ms, or null when it is not a future instant. */
export function saveLoginBlock(iso: unknown, now = Date.now()): number | null {
  const until = typeof iso === 'string' ? Date.parse(iso) : NaN;
  if (!Number.isFinite(until) || until <= now) return null;
  try {
    localStorage.setItem(KEY, new Date(until).toISOString());
  } catch {
    // Private mode or a full store: the banner still shows for this visit.
  }
  return until;
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
