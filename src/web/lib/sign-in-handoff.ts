import type { SessionUser } from '../../shared/auth';

/**
 * The static sign-in page (auth.html) hands the signed-in user to the app it opens next, which
 * does what the React sign-in does after Sign In (features/auth/api.ts, completeSignIn). Session
 * storage: the tab's own, gone with it. Tiny and schema-free on purpose: the static page imports it.
 */
const KEY = 'shop.signedIn';

export function saveSignInHandoff(user: SessionUser): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage refused (private mode): the app still opens signed in, without the welcome.
  }
}

/** A stored handoff as the app reads it: the user, or null when it is missing or not one. */
export function parseSignInHandoff(stored: string | null): SessionUser | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<SessionUser> | null;
    if (typeof value?.id !== 'string' || typeof value.role !== 'string') return null;
    if (typeof value.firstName !== 'string') return null;
    return value as SessionUser;
  } catch {
    return null;
  }
}

/** The handoff, read once: removed as it is read, so a reload greets nobody twice. */
export function takeSignInHandoff(): SessionUser | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return parseSignInHandoff(stored);
  } catch {
    return null;
  }
}
