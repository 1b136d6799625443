/**
 * Which errors mean "the database cannot serve this request right now" (restart, crash, freeze,
 * no connection left), as opposed to a fault in the request or the code. Those cost the request a
 * 503 with Retry-After, never the process; the pool replaces the connection behind them.
 */

/** SQLSTATEs of a database that is going away, refusing connections, busy or out of time. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop/restart -m fast
  '57P02', // crash_shutdown: another backend crashed
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections
  '53100', // disk_full
  '53200', // out_of_memory
  '40001', // serialization_failure: retrying is the cure
  '40P01', // deadlock_detected: retrying is the cure
]);

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // SQLite: another process holds the write lock beyond busy_timeout.
  'SQLITE_BUSY',
]);

/** pg's own errors carry no code, only these messages. */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function codeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  return typeof err.code === 'string' ? err.code : undefined;
}

/** Whether `err` is the database being unavailable rather than the request being wrong. */
export function isDbUnavailable(err: unknown): boolean {
  const code = codeOf(err);
  if (code && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)))
    return true;
  const message = err instanceof Error ? err.message : '';
  return PG_CLIENT_MESSAGES.some((text) => message.includes(text));
}

/**
 * What an operator reads when the database refused the process at start: what happened in plain
 * words and what to change, not only the driver's text.
 */
export function describeDbFailure(err: unknown): string {
  const code = codeOf(err);
  const reason = err instanceof Error ? err.message : String(err);
  if (code === '53300')
    return (
      `PostgreSQL refused a connection: it has no connection left (${reason}). ` +
      'Each app process opens up to DB_POOL_SIZE connections: keep processes x DB_POOL_SIZE ' +
      'at most max_connections minus superuser_reserved_connections, or raise max_connections.'
    );
  if (code === '28P01' || code === '28000')
    return `PostgreSQL refused the user or password in DATABASE_URL (${reason}).`;
  if (code === '3D000') return `The database named in DATABASE_URL does not exist (${reason}).`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `Nothing answers at the address in DATABASE_URL (${reason}): is PostgreSQL running?`;
  if (isDbUnavailable(err))
    return `The database did not answer (${reason}): it may be starting, stopping or overloaded.`;
  return reason;
}

/**
 * Whether `err` is a unique constraint refusing a row: on a balance ledger, another counter wrote
 * the same entry number first.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
