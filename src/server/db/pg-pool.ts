import pg from 'pg';
import type { PgSettings } from '.';
import { PreparingClient } from './prepared';

/**
 * The pool behind every PostgreSQL query. A connection the server drops (restart, crash, an
 * administrator) fails the requests that were using it, and only them: the client's error is
 * reported here instead of crashing the process, and the pool opens a new connection (with its
 * prepared statements parsed anew) for the next request.
 */
/**
 * 64-bit integers (a day's sums, counts) read as numbers, as SQLite gives them: every one the app
 * keeps is far below 2^53 cents. node-pg reads them as strings by default.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export function createPgPool(url: string, settings: PgSettings): pg.Pool {
  const timeouts =
    settings.queryTimeoutMs > 0
      ? {
          // The server cancels a slow statement itself and the connection stays usable; the read
          // timeout a second later covers a server that does not answer at all (frozen, cut off).
          statement_timeout: settings.queryTimeoutMs,
          query_timeout: settings.queryTimeoutMs + 1_000,
        }
      : {};
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    idleTimeoutMillis: settings.idleTimeoutMs,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    ...timeouts,
    types,
    Client: PreparingClient,
  });
  // A borrowed client has no listener of the pool's, and an 'error' event without one ends the
  // process (seen on every PostgreSQL restart under load). The query in flight is rejected on its
  // own, so the event only needs reporting.
  pool.on('connect', (client) =>
    client.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`)),
  );
  // An idle client's error reaches the pool too; the listener above has reported it already.
  pool.on('error', () => undefined);
  return pool;
}
