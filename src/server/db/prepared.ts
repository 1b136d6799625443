import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Db } from '.';

/**
 * More than the app's hot shapes (a few per reach size); each prepared statement holds memory in
 * every PostgreSQL connection, so texts past this run unprepared rather than grow without bound.
 */
const MAX_PREPARED = 200;

const names = new Map<string, string>();

/**
 * Asks PostgreSQL to keep `sqlText` prepared on each pool connection from its next run on. Parsing
 * and planning cost PostgreSQL more than running the queries every signed-in request makes (0.1 ms
 * and 0.35 ms against 0.05 ms for the session's user; the dashboard figures planned in 0.6 ms). A
 * text whose result columns could change with a migration must name its columns: a prepared
 * `select *` fails once another process adds one.
 */
export function keepPrepared(sqlText: string): void {
  if (!names.has(sqlText) && names.size < MAX_PREPARED) names.set(sqlText, `hot_${names.size}`);
}

/** Runs a compiled query kept prepared on PostgreSQL (SQLite keeps every statement already). */
export async function executePrepared<R>(db: Db, query: CompiledQuery): Promise<R[]> {
  keepPrepared(query.sql);
  return (await db.executeQuery<R>(query)).rows;
}

/**
 * The pool's client: a text kept by `keepPrepared` runs as a named statement, which pg parses once
 * per connection and PostgreSQL then plans once it finds its generic plan good enough.
 */
class Preparing extends pg.Client {
  // @ts-expect-error pg's overloads cannot be restated one by one; every call passes through.
  override query(...args: unknown[]): unknown {
    const [text, values] = args;
    const name =
      typeof text === 'string' && args.length === 2 && Array.isArray(values)
        ? names.get(text)
        : undefined;
    const run = super.query as (...args: unknown[]) => unknown;
    const result =
      name === undefined ? run.apply(this, args) : run.call(this, { name, text, values });
    if (result instanceof Promise) result.catch((err: unknown) => this.dropAfterReadTimeout(err));
    return result;
  }

  /**
   * pg gives up waiting for an answer (query_timeout) but leaves the query on the connection, so
   * the next request that borrowed it would wait behind a server that never answers. Cutting the
   * socket makes the client unusable, and the pool then discards it instead of lending it again.
   */
  private dropAfterReadTimeout(err: unknown): void {
    if (err instanceof Error && err.message === 'Query read timeout')
      this.connection.stream.destroy();
  }
}

/** As pg.Client: every call passes through the override above, so pg's overloads still hold. */
export const PreparingClient = Preparing as unknown as typeof pg.Client;
