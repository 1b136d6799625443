import { MESSAGES } from '../../../shared/errors';
import type { Deps } from '../../deps';
import { addMs } from '../../lib/clock';
import { tooManyRequests } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import * as repo from './repo';

const MINUTE = 60 * 1000;

/**
 * Sign-in protection (decision 027, replacing the lockout of decision 004). A lockout keyed by the account alone let
 * anyone who knew a username keep its owner out from everywhere, so failures count:
 * - per account and address together: 5 within 15 minutes lock that address out of that account;
 * - per address: 20 within 15 minutes, whatever the accounts, lock the address;
 * - per account from anywhere not trusted: beyond 5 within a day, each try waits for a delay that
 *   doubles with every failure, up to 5 minutes, so guesses spread over many addresses slow the
 *   account down without ever shutting it;
 * - per device that signed in to the account before (a device cookie, ./devices.ts): such a device
 *   is exempt from the three above and has 5 failures of its own before it is locked too.
 */
export const LOCKOUT = {
  pairFailures: 5,
  addressFailures: 20,
  deviceFailures: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  accountFreeFailures: 5,
  accountWindowMs: 24 * 60 * MINUTE,
  firstDelayMs: 2_000,
  maxDelayMs: 5 * MINUTE,
} as const;

/** How long an account waits after its `failures`-th untrusted failure within the day. */
export function accountDelayMs(failures: number): number {
  const over = failures - LOCKOUT.accountFreeFailures;
  if (over <= 0) return 0;
  return Math.min(LOCKOUT.maxDelayMs, LOCKOUT.firstDelayMs * 2 ** Math.min(over - 1, 30));
}

/** One sign-in attempt: the account asked for, from where, and on which trusted device if any. */
export type Attempt = {
  usernameKey: string;
  username: string;
  ip: string | null;
  /** The id of this account's device cookie on the device, when it is a valid one. */
  device: string | null;
  /** The account, when the username is one, for the activity log. */
  account: { id: string; storeId: string | null } | null;
};

const addressOf = (attempt: Attempt) => attempt.ip ?? 'unknown';

function keysOf(attempt: Attempt) {
  return {
    pair: `pair:${attempt.usernameKey}|${addressOf(attempt)}`,
    address: attempt.ip ? `ip:${attempt.ip}` : null,
    account: `user:${attempt.usernameKey}`,
    device: attempt.device ? `device:${attempt.device}` : null,
  };
}

/** The keys whose lock applies to this attempt: a trusted device answers for itself only. */
function gatingKeys(attempt: Attempt): string[] {
  const keys = keysOf(attempt);
  if (keys.device) return [keys.device];
  return [keys.pair, keys.account, ...(keys.address ? [keys.address] : [])];
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** 429 with Retry-After while any lock or delay on this attempt runs; an unknown account alike. */
export async function refuseWhileLocked(deps: Deps, attempt: Attempt): Promise<void> {
  const now = deps.clock.now();
  const rows = await repo.findFailures(deps.db, gatingKeys(attempt));
  const until = rows
    .map((r) => (r.locked_until ? new Date(r.locked_until) : null))
    .filter((d): d is Date => d !== null && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (!until) return;
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  throw tooManyRequests(MESSAGES.tooManyLogins.replace('{wait}', waitText(seconds)), seconds);
}

type Counted = { failures: number; lockedUntil: Date | null; windowStartedAt: string };

/** Adds a failure to `key`'s window; `lockFor` says for how long the new count locks it, if at all. */
async function count(
  deps: Deps,
  key: string,
  windowMs: number,
  lockFor: (failures: number) => number,
): Promise<Counted> {
  const now = deps.clock.now();
  const [row] = await repo.findFailures(deps.db, [key]);
  const windowOpen = row !== undefined && addMs(new Date(row.window_started_at), windowMs) > now;
  const failures = windowOpen ? row.failures + 1 : 1;
  const windowStartedAt = windowOpen ? row.window_started_at : now.toISOString();
  const lockMs = lockFor(failures);
  const lockedUntil = lockMs > 0 ? addMs(now, lockMs) : null;
  await repo.saveFailure(deps.db, {
    key,
    failures,
    window_started_at: windowStartedAt,
    locked_until: lockedUntil?.toISOString() ?? (windowOpen ? row.locked_until : null),
  });
  return { failures, lockedUntil, windowStartedAt };
}

/** A lock for `lockMs` when the count reaches a multiple of `limit` (then again after as many more). */
const everyNth = (limit: number) => (failures: number) =>
  failures % limit === 0 ? LOCKOUT.lockMs : 0;

/**
 * Counts a failed attempt where it belongs and records each lock it sets, with its address; call
 * inside the transaction that logs the failure.
 */
export async function recordFailure(deps: Deps, attempt: Attempt): Promise<void> {
  const keys = keysOf(attempt);
  const log = (action: string, details: Record<string, unknown>) =>
    logActivity(deps, {
      userId: attempt.account?.id ?? null,
      storeId: attempt.account?.storeId ?? null,
      action,
      details: { username: attempt.username, ...details },
      ip: attempt.ip,
    });
  const minutes = LOCKOUT.lockMs / MINUTE;

  if (keys.device) {
    const device = await count(
      deps,
      keys.device,
      LOCKOUT.windowMs,
      everyNth(LOCKOUT.deviceFailures),
    );
    if (device.lockedUntil)
      await log('auth.lockout.device', { address: addressOf(attempt), minutes });
    return;
  }
  const pair = await count(deps, keys.pair, LOCKOUT.windowMs, everyNth(LOCKOUT.pairFailures));
  if (pair.lockedUntil) await log('auth.lockout', { address: addressOf(attempt), minutes });
  if (keys.address) {
    const address = await count(
      deps,
      keys.address,
      LOCKOUT.windowMs,
      everyNth(LOCKOUT.addressFailures),
    );
    if (address.lockedUntil) {
      await log('auth.lockout.address', { address: addressOf(attempt), minutes });
    }
  }
  const account = await count(deps, keys.account, LOCKOUT.accountWindowMs, accountDelayMs);
  // Once per day and account, when the waiting starts: the addresses that failed so far.
  if (account.failures === LOCKOUT.accountFreeFailures + 1) {
    const addresses = await repo.failedAddresses(
      deps.db,
      `pair:${attempt.usernameKey}|`,
      account.windowStartedAt,
    );
    await log('auth.lockout.slowed', {
      failures: account.failures,
      addresses,
      seconds: accountDelayMs(account.failures) / 1000,
    });
  }
}

/**
 * A sign-in: the counter it was held to starts afresh (the device's, or else the account's at
 * this address). The day's count for the account stays: a stranger's failures do not expire
 * because the owner signed in.
 */
export async function recordSuccess(deps: Deps, attempt: Attempt): Promise<void> {
  const keys = keysOf(attempt);
  await repo.clearFailures(deps.db, [keys.device ?? keys.pair]);
}

/**
 * A manager's approval PIN is short, so wrong PINs lock it like a password (issue 37): 5 within
 * 15 minutes lock that manager's PIN for 15 minutes, from every device, and the lock is logged.
 * Their sign-in is untouched: a PIN only ever approves.
 */
const pinKey = (managerId: string) => `pin:${managerId}`;

export async function refusePinWhileLocked(deps: Deps, managerId: string): Promise<void> {
  const now = deps.clock.now();
  const [row] = await repo.findFailures(deps.db, [pinKey(managerId)]);
  const until = row?.locked_until ? new Date(row.locked_until) : null;
  if (!until || until <= now) return;
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  throw tooManyRequests(
    `Too many wrong PINs for this manager. Try again in ${waitText(seconds)}.`,
    seconds,
  );
}

/** Counts a wrong PIN; call inside the transaction that logs it. */
export async function recordPinFailure(
  deps: Deps,
  manager: { id: string; storeId: string | null },
  ip: string | null,
): Promise<void> {
  const counted = await count(
    deps,
    pinKey(manager.id),
    LOCKOUT.windowMs,
    everyNth(LOCKOUT.pairFailures),
  );
  if (counted.lockedUntil) {
    await logActivity(deps, {
      userId: manager.id,
      storeId: manager.storeId,
      action: 'approval.pin_locked',
      details: { minutes: LOCKOUT.lockMs / MINUTE },
      ip,
    });
  }
}

export async function clearPinFailures(deps: Deps, managerId: string): Promise<void> {
  await repo.clearFailures(deps.db, [pinKey(managerId)]);
}
