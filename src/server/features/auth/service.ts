import { sql } from 'kysely';
import { createHmac, randomBytes } from 'node:crypto';
import type { LoginInput, Registration, SessionUser } from '../../../shared/auth';
import { ERROR_CODES, MESSAGES } from '../../../shared/errors';
import { writeTransaction } from '../../db/group-commit';
import type { Deps } from '../../deps';
import { addMs } from '../../lib/clock';
import { HttpError, forbidden } from '../../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { logActivity } from '../activity/service';
import { assertLoginOpen } from '../daily-reports/service';
import * as users from '../users/service';
import { rememberDevice, trustedDevice } from './devices';
import { LOCKOUT, recordFailure, recordSuccess, refuseWhileLocked, type Attempt } from './lockout';
import * as repo from './repo';

const HOUR = 60 * 60 * 1000;
/** A session ends after 12 idle hours (longer than a shift) or 7 days, whichever comes first. */
export const SESSION_IDLE_MS = 12 * HOUR;
export const SESSION_ABSOLUTE_MS = 7 * 24 * HOUR;
/** last_seen_at is written at most once a minute, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type RequestMeta = { ip: string | null; userAgent: string | null };

/** The database keeps an HMAC of the token, never the token that the cookie carries. */
export function sessionKey(deps: Deps, token: string): string {
  return createHmac('sha256', deps.config.sessionSecret).update(token).digest('base64url');
}

async function startSession(deps: Deps, userId: string, meta: RequestMeta): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await repo.insertSession(deps.db, {
    id: sessionKey(deps, token),
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: addMs(now, SESSION_ABSOLUTE_MS).toISOString(),
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The user behind a session cookie, or null when it is unknown, expired or the user is disabled. */
export async function resolveSession(deps: Deps, token: string): Promise<SessionUser | null> {
  const id = sessionKey(deps, token);
  const session = await users.findSessionHolder(deps, id);
  if (!session) return null;
  const now = deps.clock.now();
  const idleUntil = addMs(new Date(session.lastSeenAt), SESSION_IDLE_MS);
  if (new Date(session.expiresAt) <= now || idleUntil <= now || !session.user) {
    await repo.deleteSession(deps.db, id);
    return null;
  }
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
    await repo.touchSession(deps.db, id, now.toISOString());
  }
  return session.user;
}

export async function endSession(deps: Deps, token: string): Promise<void> {
  await repo.deleteSession(deps.db, sessionKey(deps, token));
}

/**
 * Hourly housekeeping: expired sessions, and the sign-in counters no window or lock needs any
 * more (a stranger trying from many addresses leaves one per address).
 */
export async function purgeExpiredSessions(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  await repo.deleteExpiredSessions(
    deps.db,
    now.toISOString(),
    addMs(now, -SESSION_IDLE_MS).toISOString(),
  );
  await repo.deleteSpentFailures(
    deps.db,
    now.toISOString(),
    addMs(now, -LOCKOUT.accountWindowMs).toISOString(),
  );
}

function invalidCredentials(): HttpError {
  return new HttpError(401, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials);
}

/**
 * Signs in. Every wrong username, password or disabled account gets the same 401; a lock or
 * delay the same 429 whether the account exists or not. `deviceCookie` is what this device holds
 * (./devices.ts); the answer carries the cookie it holds from now on.
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  meta: RequestMeta,
  previousToken: string | undefined,
  deviceCookie: string | undefined,
): Promise<{ user: SessionUser; token: string; deviceCookie: string }> {
  const row = await users.findUserForLogin(deps, input.username);
  const attempt: Attempt = {
    usernameKey: users.usernameKey(input.username),
    username: input.username,
    ip: meta.ip,
    device: row ? trustedDevice(deps, deviceCookie, row) : null,
    account: row ? { id: row.id, storeId: row.store_id } : null,
  };
  await refuseWhileLocked(deps, attempt);

  const ok = row
    ? (await verifyPassword(row.password_hash, input.password)) && row.disabled === 0
    : await verifyAgainstDummy(input.password);
  if (!row || !ok) {
    // The failure's row and the counters (and any lock) it moves are one commit.
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      const tx: Deps = { ...deps, db: trx };
      await logActivity(tx, {
        userId: row?.id ?? null,
        action: 'auth.login_failed',
        details: { username: input.username },
        ip: meta.ip,
      });
      await recordFailure(tx, attempt);
    });
    throw invalidCredentials();
  }
  await recordSuccess(deps, attempt);
  await assertLoginOpen(deps, row);
  const token = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    // A fresh session id at every sign-in, so a planted cookie never becomes a signed-in one.
    if (previousToken) await endSession(tx, previousToken);
    const started = await startSession(tx, row.id, meta);
    await recordSignIn(tx, { id: row.id, storeId: row.store_id }, meta.ip);
    return started;
  });
  const user = (await users.loadSessionUser(deps, row.id))!;
  return { user, token, deviceCookie: rememberDevice(deps, deviceCookie, row) };
}

/**
 * A sign-in, written to both places that read it: the user's last sign-in (the Users table) and
 * the activity log (user activity, analytics). Anything that records a sign-in, the demo's
 * history included, goes through here, so the two never disagree. Call it inside the transaction
 * that starts the session.
 */
export async function recordSignIn(
  deps: Deps,
  user: { id: string; storeId: string | null },
  ip: string | null,
): Promise<void> {
  await users.recordLogin(deps, user.id);
  await logActivity(deps, { userId: user.id, storeId: user.storeId, action: 'auth.login', ip });
}

export async function needsFirstUser(deps: Deps): Promise<boolean> {
  return (await users.countUsers(deps)) === 0;
}

/** The advisory lock key of the first registration (any fixed number no other lock uses). */
const FIRST_ADMIN_LOCK = 70_017_001;

const registrationClosed = () =>
  forbidden(MESSAGES.registrationClosed, ERROR_CODES.registrationClosed);

/**
 * Only the very first account can register itself; it becomes the admin, signed in. The account,
 * its session and their activity rows are one commit, and the "no user yet" check is made again
 * inside it under a lock, so two people registering at once make one admin, not two.
 */
export async function registerFirstAdmin(
  deps: Deps,
  input: Registration,
  meta: RequestMeta,
): Promise<{ user: SessionUser; token: string }> {
  if (!(await needsFirstUser(deps))) throw registrationClosed();
  const prepared = await users.prepareUser(deps, null, { ...input, role: 'admin' });
  const token = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    // SQLite runs one write at a time; PostgreSQL's concurrent transactions wait here instead.
    if (deps.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
    if (!(await needsFirstUser(tx))) throw registrationClosed();
    await users.storeUser(tx, prepared);
    const started = await startSession(tx, prepared.id, meta);
    await recordSignIn(tx, { id: prepared.id, storeId: null }, meta.ip);
    return started;
  });
  const user = (await users.loadSessionUser(deps, prepared.id))!;
  return { user, token };
}

export async function logout(
  deps: Deps,
  token: string,
  user: SessionUser | null,
  ip: string | null,
) {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    await endSession(tx, token);
    if (user) {
      await logActivity(tx, { userId: user.id, storeId: user.storeId, action: 'auth.logout', ip });
    }
  });
}
