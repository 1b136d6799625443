import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../deps';

/**
 * Device cookies (OWASP's defence against lockouts used as a weapon): a device that has signed
 * in to an account before carries a token for it, so a stranger's failures elsewhere never keep
 * that device out (./lockout.ts). One cookie holds the tokens of the accounts that signed in on the
 * device (shop tablets are shared), each `<user id>.<nonce>.<issued at>.<mac>`. The MAC is keyed
 * by SESSION_SECRET and covers the account's password hash, so a password change ends the trust
 * of every device, and nothing needs storing.
 */
export const DEVICE_COOKIE = 'device';
export const DEVICE_TRUST_MS = 180 * 24 * 60 * 60 * 1000;
/** Accounts remembered per device, most recent first. */
const MAX_ACCOUNTS = 10;
/** A cookie longer than this is not one the server wrote; it is ignored unread. */
const MAX_COOKIE_LENGTH = 4_000;

type Account = { id: string; password_hash: string };
type Token = { userId: string; nonce: string; issuedAt: number; mac: string };

function macOf(deps: Deps, account: Account, nonce: string, issuedAt: number): string {
  return createHmac('sha256', deps.config.sessionSecret)
    .update(`device|${account.id}|${nonce}|${issuedAt}|${account.password_hash}`)
    .digest('base64url');
}

function parse(cookie: string | undefined): Token[] {
  if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return [];
  return cookie.split('~').flatMap((part) => {
    const [userId, nonce, issuedAt, mac, ...rest] = part.split('.');
    if (!userId || !nonce || !issuedAt || !mac || rest.length || !/^\d+$/.test(issuedAt)) return [];
    return [{ userId, nonce, issuedAt: Number(issuedAt), mac }];
  });
}

const serialize = (t: Token) => `${t.userId}.${t.nonce}.${t.issuedAt}.${t.mac}`;

function sameMac(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The nonce of this device's valid, unexpired token for `account`, or null when it has none. */
export function trustedDevice(
  deps: Deps,
  cookie: string | undefined,
  account: Account,
): string | null {
  const now = deps.clock.now().getTime();
  const token = parse(cookie).find((t) => t.userId === account.id);
  if (!token || token.issuedAt > now || now - token.issuedAt > DEVICE_TRUST_MS) return null;
  return sameMac(token.mac, macOf(deps, account, token.nonce, token.issuedAt)) ? token.nonce : null;
}

/** The cookie after `account` signed in on this device: a fresh token first, the others kept. */
export function rememberDevice(deps: Deps, cookie: string | undefined, account: Account): string {
  const issuedAt = deps.clock.now().getTime();
  const nonce = randomBytes(16).toString('base64url');
  const fresh: Token = {
    userId: account.id,
    nonce,
    issuedAt,
    mac: macOf(deps, account, nonce, issuedAt),
  };
  const others = parse(cookie).filter(
    (t) => t.userId !== account.id && issuedAt - t.issuedAt <= DEVICE_TRUST_MS,
  );
  return [fresh, ...others].slice(0, MAX_ACCOUNTS).map(serialize).join('~');
}
